import type { Translate } from '@site/i18n/catalogue';
import type { CONTACT_WIDGET_PARTS_TEXT } from './text';

/** Seed 000 §2.10: the unread badge shows at most this number, then "99+". */
export const UNREAD_BADGE_CAP = 99;

/** The badge text for a number of unread messages: null when there is nothing unread, '99+' above the cap. */
export function formatUnreadCount(count: number): string | null {
  if (Number.isNaN(count) || count < 1) return null;
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(Math.floor(count));
}

/** The same number in words, for the button's accessible name ("3 unread messages"), in the language `text` speaks. */
export function describeUnreadCount(count: number, text: Translate<keyof (typeof CONTACT_WIDGET_PARTS_TEXT)['en'] & string>): string | null {
  const badge = formatUnreadCount(count);
  if (badge === null) return null;
  if (count > UNREAD_BADGE_CAP) return text('unreadMany', { cap: UNREAD_BADGE_CAP });
  return text('unread', { count: Math.floor(count) });
}
