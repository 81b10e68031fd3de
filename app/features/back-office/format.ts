import { AGENCY_TIME_ZONE } from '@contracts/dates';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: AGENCY_TIME_ZONE });

/** A moment as the agency reads it: "Nov 25, 2026, 1:05 PM" in New York time. */
export const agencyDateTime = (iso: string) => dateTime.format(new Date(iso));
