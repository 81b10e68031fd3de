/**
 * The language a request's summary is written in. A descriptor's `describe` writes its lines once, through
 * this: its labels and option labels are our words (listed in Spanish in contracts/i18n), its dates are
 * written as the reader reads them, and what the person typed goes through untouched. The back office and the
 * agency's notices read the English; the person reads their own language (the review step, the success screen,
 * the receipt).
 */
import type { Texts } from '@site/i18n/catalogue';
import { LOCALE_TAGS, type Locale } from '@site/locales';
import { formatDateForDisplay, formatEasternDateTime, formatEasternDateTimeIn } from '../dates';
import { fileSizeIn, FILE_SIZE_TEXT, formatFileSize } from '../file-size';
import { translateMessage } from '../i18n/api-messages';

export type SummaryLanguage = {
  /** One of our fixed words (a label, an option's label, a sentence with `{name}` values) in the summary's language. */
  say(english: string, values?: Record<string, string>): string;
  /** A date (YYYY-MM-DD) as the reader reads it: 11/30/2026 in English, 30 de noviembre de 2026 in Spanish (never 30/11). */
  date(isoDate: string): string;
  /**
   * A moment (when a document was signed) as the reader reads it, in the agency's time: '11/25/2026 2:05:09 PM ET'
   * in English, '25 de noviembre de 2026 a las 2:05 p.m. (hora del Este)' in Spanish (formatEasternDateTimeIn).
   */
  dateTime(moment: Date): string;
  /** A file's size: formatFileSize's "181 Bytes", "1.5 KB" in English; in Spanish its number through Intl and "bytes" for Bytes. */
  fileSize(bytes: number): string;
};

const fill = (message: string, values: Record<string, string> = {}) => message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

export const SUMMARY_IN_ENGLISH: SummaryLanguage = { say: fill, date: formatDateForDisplay, dateTime: formatEasternDateTime, fileSize: formatFileSize };

const longDate = (isoDate: string, locale: Locale) => {
  const [year, month, day] = isoDate.split('-').map(Number);
  return year && month && day
    ? new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day))
    : isoDate;
};

/** The summary in `locale`, with the catalogues `texts` reads (the page's, or the language a request was made in). */
export function summaryLanguage(locale: Locale, texts: Texts): SummaryLanguage {
  return {
    // The English with its values is matched against the listed patterns, and the values carried into the Spanish.
    say: (english, values) => translateMessage(fill(english, values), texts),
    date: (isoDate) => (locale === 'en' ? formatDateForDisplay(isoDate) : longDate(isoDate, locale)),
    dateTime: (moment) => formatEasternDateTimeIn(moment, locale),
    fileSize: (bytes) => (locale === 'en' ? formatFileSize(bytes) : fileSizeIn(bytes, locale, texts(FILE_SIZE_TEXT)('bytes'))),
  };
}
