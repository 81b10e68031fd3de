import { formatEasternMinute } from '@contracts/dates';

/** A moment as the agency reads it, everywhere in the back office: "11/25/2026 1:05 PM ET" (New York time). */
export const agencyDateTime = (iso: string) => formatEasternMinute(new Date(iso));
