import dayjs from 'dayjs';
import { AGENCY_TIME_ZONE } from '@contracts/dates';
import { AGENCY_HOURS } from '@site/agency';
import { defineCatalogue, textsIn, type Texts } from '@site/i18n/catalogue';
import type { Locale } from '@site/locales';
import type { BusinessStatus } from '@design-system/BusinessHoursBadge/business-status';

/**
 * Seed 000 §4, §9: the agency's business hours, which decide whether Live Chat is offered.
 * Open Monday to Friday 9:00 to 17:00 in New York; the half hour before opening is "opening soon" and the
 * half hour before closing is "closing soon"; any other time, weekends included, is "closed".
 * Every figure of the rule is here, and nowhere else.
 */
const BUSINESS_HOURS = {
  /** Wall-clock time of New York, whatever the visitor's own time zone and whether or not DST is in force. */
  timeZone: AGENCY_TIME_ZONE,
  /** Days open, as dayjs numbers them (0 is Sunday): Monday to Friday. */
  openDays: [1, 2, 3, 4, 5] as readonly number[],
  /** Minutes after local midnight: 9:00. */
  opensAt: 9 * 60,
  /** Minutes after local midnight: 17:00 (closed from 17:00:00 on). */
  closesAt: 17 * 60,
  /** Length of the "opening soon" (8:30-9:00) and "closing soon" (16:30-17:00) windows, in minutes. */
  soonWindow: 30,
} as const;

const CHAT_HOURS_TEXT = defineCatalogue(
  'chat-hours',
  { hours: 'Live chat {hours}', closed: 'Live chat is closed now. Live chat {hours}: please call or e-mail us instead.' },
  { hours: 'Chat en vivo: {hours}', closed: 'El chat en vivo está cerrado ahora. Chat en vivo: {hours}. Llámenos o escríbanos.' },
);

/** Seed 000 §9: the hours, named for what they are (the phone line keeps other hours), in a language. */
export const businessHoursText = (texts: Texts, locale: Locale) => texts(CHAT_HOURS_TEXT)('hours', { hours: AGENCY_HOURS[locale].chat });

/** Why Live Chat cannot start now, wherever it is offered, in a language. */
export const chatClosedMessage = (texts: Texts, locale: Locale) => texts(CHAT_HOURS_TEXT)('closed', { hours: AGENCY_HOURS[locale].chat });

/** The English hours, where a page is English only. */
export const BUSINESS_HOURS_TEXT = businessHoursText(textsIn('en'), 'en');

/** How often an open panel checks the clock again, so its status changes at 8:30, 9:00, 16:30 and 17:00. */
export const BUSINESS_STATUS_REFRESH_MS = 30_000;

/** The business status at an instant, judged by New York's wall clock. */
export function getBusinessStatus(now: Date): BusinessStatus {
  const local = dayjs(now).tz(BUSINESS_HOURS.timeZone);
  if (!BUSINESS_HOURS.openDays.includes(local.day())) return 'closed';
  // Seconds are dropped: 8:29:59 is still before the 8:30 boundary, 16:59:59 still before 17:00.
  const minute = local.hour() * 60 + local.minute();
  const { opensAt, closesAt, soonWindow } = BUSINESS_HOURS;
  if (minute < opensAt - soonWindow) return 'closed';
  if (minute < opensAt) return 'opening-soon';
  if (minute < closesAt - soonWindow) return 'open';
  if (minute < closesAt) return 'closing-soon';
  return 'closed';
}

/** Seed 000 §4: Live Chat is offered unless the business is closed. */
export const isChatAvailable = (status: BusinessStatus) => status !== 'closed';
