/** Seed 000 §2.10: the unread badge shows at most this number, then "99+". */
export const UNREAD_BADGE_CAP = 99;

/** The badge text for a number of unread messages: null when there is nothing unread, '99+' above the cap. */
export function formatUnreadCount(count: number): string | null {
  if (Number.isNaN(count) || count < 1) return null;
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(Math.floor(count));
}

/** The same number in words, for the button's accessible name ("3 unread messages"). */
export function describeUnreadCount(count: number): string | null {
  const badge = formatUnreadCount(count);
  if (badge === null) return null;
  if (count > UNREAD_BADGE_CAP) return `more than ${UNREAD_BADGE_CAP} unread messages`;
  return badge === '1' ? '1 unread message' : `${badge} unread messages`;
}
