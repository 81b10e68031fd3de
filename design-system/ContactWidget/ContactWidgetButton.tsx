import { IconChevronDown, IconMessageCircle } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import classes from './ContactWidget.module.css';
import { describeUnreadCount, formatUnreadCount } from './unread-count';
import { useText } from '../i18n/Locale';
import { CONTACT_WIDGET_PARTS_TEXT } from './text';

export type ContactWidgetButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'type'> & {
  /** Whether the panel the button opens is open. */
  opened: boolean;
  /** Id of the panel, referenced while it is open. */
  panelId?: string;
  /** Unread messages; the badge shows at most '99+'. */
  unreadCount?: number;
  /** The visible words (hidden visually on phones, where the button is round). */
  label?: string;
  /** Read after the label by screen readers: what the button offers. */
  description?: string;
};

/** Seed 000 §2.10: the floating help button, bottom right, that opens the contact panel. */
export function ContactWidgetButton({ opened, panelId, unreadCount = 0, label, description, className, ...others }: ContactWidgetButtonProps) {
  const text = useText(CONTACT_WIDGET_PARTS_TEXT);
  const badge = formatUnreadCount(unreadCount);
  const unreadWords = describeUnreadCount(unreadCount, text);
  const shownLabel = label ?? text('label');
  const accessibleName = [`${shownLabel} ${description ?? text('description')}`, unreadWords].filter(Boolean).join(', ');
  return (
    <button
      type="button"
      className={className ? `${classes.button} ${className}` : classes.button}
      aria-label={accessibleName}
      aria-haspopup="dialog"
      aria-expanded={opened}
      aria-controls={opened ? panelId : undefined}
      data-opened={opened || undefined}
      {...others}
    >
      <span className={classes.buttonIcon} aria-hidden>
        {opened ? <IconChevronDown size={26} stroke={2.2} /> : <IconMessageCircle size={26} stroke={2} />}
      </span>
      <span className={classes.buttonLabel} aria-hidden>
        {shownLabel}
      </span>
      {badge && (
        <span className={classes.unreadBadge} aria-hidden data-testid="contact-widget-unread">
          {badge}
        </span>
      )}
    </button>
  );
}
