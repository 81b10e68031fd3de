import { translatorFor } from '@site/i18n/catalogue';
import { LOCALE_TAGS, type Locale } from '@site/locales';
import { FORM_SHELL_CATALOGUE } from '../text';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * A moment to the minute as each language writes it: in English "11/23/2026, 1:48 PM"; in Spanish with the
 * month's name ("23 de noviembre de 2026 a las 1:48 p.m."), never 23/11 or 11/23, which US Spanish readers
 * take either way.
 */
const SHORT_DATE_TIME: Record<Locale, Intl.DateTimeFormatOptions> = {
  en: { month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  es: { dateStyle: 'long', timeStyle: 'short' },
};

const dateTimeFormats = new Map<Locale, Intl.DateTimeFormat>();
const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();

const dateTimeFormat = (locale: Locale) => {
  let format = dateTimeFormats.get(locale);
  if (!format) dateTimeFormats.set(locale, (format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], SHORT_DATE_TIME[locale])));
  return format;
};

const relativeFormat = (locale: Locale) => {
  let format = relativeFormats.get(locale);
  if (!format) relativeFormats.set(locale, (format = new Intl.RelativeTimeFormat(LOCALE_TAGS[locale], { numeric: 'always' })));
  return format;
};

/** A moment as a short date and time in the visitor's own zone, in a language: "11/23/2026, 1:48 PM". */
export const shortDateTime = (timestamp: number, locale: Locale = 'en') => dateTimeFormat(locale).format(new Date(timestamp));

/** How long ago a draft was saved (seed 001 §4): just now, whole minutes or hours ago, otherwise on a date. */
export type SavedWhen = { kind: 'just-now' } | { kind: 'ago'; count: number; unit: 'minute' | 'hour' } | { kind: 'on-date' };

export function savedWhen(timestamp: number, now: number = Date.now()): SavedWhen {
  const elapsed = Math.max(0, now - timestamp);
  if (elapsed < MINUTE_MS) return { kind: 'just-now' };
  if (elapsed < HOUR_MS) return { kind: 'ago', count: Math.floor(elapsed / MINUTE_MS), unit: 'minute' };
  if (elapsed < DAY_MS) return { kind: 'ago', count: Math.floor(elapsed / HOUR_MS), unit: 'hour' };
  return { kind: 'on-date' };
}

/** "5 minutes ago", "1 hour ago" in a language ("hace 5 minutos"), through Intl. */
export const timeAgo = (count: number, unit: 'minute' | 'hour', locale: Locale = 'en') => relativeFormat(locale).format(-count, unit);

/**
 * When a draft was saved, in the banner's English words (seed 001 §4): just now, N minutes ago, N hours ago,
 * otherwise a short date and time. (The banner itself says it in the page's language: DraftBanner.)
 */
export function relativeTime(timestamp: number, now: number = Date.now()): string {
  const when = savedWhen(timestamp, now);
  if (when.kind === 'just-now') return translatorFor(FORM_SHELL_CATALOGUE, 'en')('draft.justNow');
  if (when.kind === 'ago') return timeAgo(when.count, when.unit);
  return shortDateTime(timestamp);
}
