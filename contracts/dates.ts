import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { LOCALE_TAGS, type Locale } from '@site/locales';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The agency works in US Eastern time: "today" for every date rule is today in New York. */
export const AGENCY_TIME_ZONE = 'America/New_York';

/** Today in America/New_York as a YYYY-MM-DD value. */
export const todayInEastern = (now: Date = new Date()): string => dayjs(now).tz(AGENCY_TIME_ZONE).format('YYYY-MM-DD');

/** A YYYY-MM-DD value as the UI shows it: MM/DD/YYYY. */
export const formatDateForDisplay = (value: string): string => {
  const [y, m, d] = value.split('-');
  return y && m && d ? `${m}/${d}/${y}` : value;
};

/** A moment as the agency reads it, in US Eastern time: '11/25/2026 2:05:09 PM ET'. */
export const formatEasternDateTime = (moment: Date): string => `${dayjs(moment).tz(AGENCY_TIME_ZONE).format('MM/DD/YYYY h:mm:ss A')} ET`;

/**
 * A moment as a person reads it in their language: the English as formatEasternDateTime writes it; in Spanish
 * with the month's name ('28 de noviembre de 2026 a las 2:05 p.m. (hora del Este)'), never 28/11 or 11/28,
 * which US Spanish readers take either way.
 */
export const formatEasternDateTimeIn = (moment: Date, locale: Locale): string =>
  locale === 'en' ? formatEasternDateTime(moment) : spanishEasternMinute(moment);

const spanishEasternMinute = (moment: Date) =>
  `${new Intl.DateTimeFormat(LOCALE_TAGS.es, { dateStyle: 'long', timeStyle: 'short', timeZone: AGENCY_TIME_ZONE }).format(moment)} (hora del Este)`;

/** A moment to the minute, as the back office shows it: '11/25/2026 2:05 PM ET'. */
export const formatEasternMinute = (moment: Date): string => `${dayjs(moment).tz(AGENCY_TIME_ZONE).format('MM/DD/YYYY h:mm A')} ET`;

/** A moment to the minute in a person's language: formatEasternMinute's English, or the Spanish of formatEasternDateTimeIn. */
export const formatEasternMinuteIn = (moment: Date, locale: Locale): string => (locale === 'en' ? formatEasternMinute(moment) : spanishEasternMinute(moment));
