import { Badge, VisuallyHidden } from '@mantine/core';
import { CONTACT_WIDGET_PARTS_TEXT } from '../ContactWidget/text';
import { describeUnreadCount, formatUnreadCount } from '../ContactWidget/unread-count';
import { useText } from '../i18n/Locale';

export type UnreadBadgeProps = {
  /** Unread messages; nothing shows at 0. The number shows at most '99+'. */
  count: number;
  /** What a screen reader hears instead of the bare number. @default "1 unread message", "2 unread messages", or "New" */
  label?: (count: number) => string;
  /** 'count' shows the number (beside a request or a thread); 'new' reads "New" (on one unread message). @default 'count' */
  variant?: 'count' | 'new';
};

/** White on red.9 (#c92a2a): 5.5:1, above WCAG AA. Mantine's filled red (red.6) is 3.6:1. */
const BADGE_STYLES = { root: { backgroundColor: 'var(--mantine-color-red-9)', color: 'var(--mantine-color-white)', textTransform: 'none' as const } };

/**
 * Unread messages on a request: a small red badge with the number ("2"), or "New" on one message, and the full
 * words for screen readers ("2 unread messages"). Nothing at all when nothing is unread.
 */
export function UnreadBadge({ count, label, variant = 'count' }: UnreadBadgeProps) {
  const text = useText(CONTACT_WIDGET_PARTS_TEXT);
  const number = formatUnreadCount(count);
  if (number === null) return null;
  const shown = variant === 'new' ? text('new') : number;
  const words = label ? label(count) : variant === 'new' ? null : describeUnreadCount(count, text);
  return (
    <Badge component="span" variant="filled" size="sm" radius="xl" styles={BADGE_STYLES} data-testid="unread-badge">
      {words ? (
        <>
          <span aria-hidden>{shown}</span>
          <VisuallyHidden>{words}</VisuallyHidden>
        </>
      ) : (
        shown
      )}
    </Badge>
  );
}
