import { Group, Stack, Text } from '@mantine/core';
import { IconChevronRight, IconClock, IconInfoCircle, IconMail, IconMessageCircle, IconPhone } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { BusinessHoursBadge } from '../BusinessHoursBadge/BusinessHoursBadge';
import type { BusinessStatus } from '../BusinessHoursBadge/business-status';
import { telHref } from '../navigation/tel-href';
import classes from './ContactWidget.module.css';
import { useText } from '../i18n/Locale';
import { CONTACT_WIDGET_PARTS_TEXT } from './text';

export type ContactWidgetPanelProps = {
  /** The business status now; chat is offered unless it is 'closed' (seed 000 §4). */
  status: BusinessStatus;
  /** The business hours as written, e.g. 'Mon-Fri 9AM-5PM Eastern'. */
  businessHours: string;
  phone: string;
  email: string;
  /** Under the e-mail address, e.g. 'We reply within 24 hours.' */
  emailPromise?: string;
  /** Starts the chat (the app opens the chat service's window). */
  onStartChat: () => void;
  /** Why chat is unavailable, shown while the business is closed. */
  chatClosedMessage?: string;
};

type ActionContentProps = {
  icon: ReactNode;
  title: string;
  detail: string;
  titleId: string;
  detailId: string;
  note?: { id: string; text: string };
};

function ActionContent({ icon, title, detail, titleId, detailId, note }: ActionContentProps) {
  return (
    <>
      <span className={classes.actionIcon} aria-hidden>
        {icon}
      </span>
      <span>
        <span className={classes.actionTitle} id={titleId}>
          {title}
        </span>
        <span className={classes.actionDetail} id={detailId}>
          {detail}
        </span>
        {note && (
          <span className={classes.actionNote} id={note.id}>
            {note.text}
          </span>
        )}
      </span>
      <IconChevronRight size={18} className={classes.actionChevron} aria-hidden />
    </>
  );
}

/**
 * Seed 000 §2.10: what the contact panel offers — Live Chat, Call, Email — and the business hours with the
 * status now. The frame around it (floating panel or bottom sheet) is ContactWidgetDialog.
 */
export function ContactWidgetPanel({ status, businessHours, phone, email, emailPromise, onStartChat, chatClosedMessage }: ContactWidgetPanelProps) {
  const text = useText(CONTACT_WIDGET_PARTS_TEXT);
  const id = useId();
  const chatClosed = status === 'closed';
  const ids = (name: string) => ({ titleId: `${id}-${name}-title`, detailId: `${id}-${name}-detail` });
  const chat = ids('chat');
  const call = ids('call');
  const mail = ids('email');
  return (
    <Stack gap="md">
      <section className={classes.hours} aria-labelledby={`${id}-hours`}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap={6} wrap="nowrap">
            <IconClock size={18} aria-hidden />
            <Text component="h3" id={`${id}-hours`} fw={700} size="sm" m={0}>
              {text('hours')}
            </Text>
          </Group>
          <BusinessHoursBadge status={status} />
        </Group>
        <Text size="sm" mt={4} data-testid="business-hours">
          {businessHours}
        </Text>
      </section>

      <ul className={classes.actions} aria-label={text('ways')}>
        <li>
          <button
            type="button"
            className={classes.action}
            onClick={onStartChat}
            disabled={chatClosed}
            aria-labelledby={chat.titleId}
            aria-describedby={chatClosed ? `${chat.detailId} ${id}-chat-closed` : chat.detailId}
          >
            <ActionContent icon={<IconMessageCircle size={22} />} title={text('liveChat')} detail={text('chatDetail')} {...chat} />
          </button>
          {chatClosed && (
            <p className={classes.chatClosed} id={`${id}-chat-closed`} data-testid="chat-closed-reason">
              <IconInfoCircle size={18} aria-hidden className={classes.chatClosedIcon} />
              <span>{chatClosedMessage ?? text('chatClosed', { hours: businessHours })}</span>
            </p>
          )}
        </li>
        <li>
          <a className={classes.action} href={telHref(phone)} aria-labelledby={`${call.titleId} ${call.detailId}`}>
            <ActionContent icon={<IconPhone size={22} />} title={text('call')} detail={phone} {...call} />
          </a>
        </li>
        <li>
          <a className={classes.action} href={`mailto:${email}`} aria-labelledby={`${mail.titleId} ${mail.detailId}`} aria-describedby={`${id}-email-promise`}>
            <ActionContent
              icon={<IconMail size={22} />}
              title={text('email')}
              detail={email}
              note={{ id: `${id}-email-promise`, text: emailPromise ?? text('emailPromise') }}
              {...mail}
            />
          </a>
        </li>
      </ul>
    </Stack>
  );
}
