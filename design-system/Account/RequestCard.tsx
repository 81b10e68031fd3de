import { Badge, Group, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { formatEasternMinuteIn } from '@contracts/dates';
import type { TRequestStatus } from '@contracts/request-status';
import { ReviewList } from '../FormShell/steps/ReviewList';
import { useLocale, useText } from '../i18n/Locale';
import { useTranslateMessage } from '../i18n/useTranslateMessage';
import { REQUEST_CARD_TEXT } from './text';

export type RequestCardProps = {
  request: TRequestStatus;
  /** What kind of request it is ("Home policy change"), when the title alone does not say. Like the title and the statuses, the API's English, said here in the page's language. */
  kindLabel?: string;
  /** The heading level of the card's title within its page. @default 2 */
  headingLevel?: 2 | 3;
  /** What the person can do with it: e-mail the receipt again, download what they signed. */
  actions?: ReactNode;
  /** A line under the status (what happens next). */
  nextStep?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  /** What follows everything else: the request's conversation, on the person's account. */
  footer?: ReactNode;
  /** The status history's and the summary's headings. @default the card's own, in the page's language */
  historyTitle?: string;
  detailsTitle?: string;
  'data-testid'?: string;
};

/**
 * One request as the person who made it sees it: its title and reference, where it stands (with the date of
 * every status, first to last), what was asked, and what they can do with it. /dashboard shows one; the
 * account lists every one. The API names the title, the kind and the statuses in English (a status heard of
 * live too); the card says them in the page's language through the API's table, and so the summary's labels
 * (the server writes a described form's summary in the page's language already: those pass as they are).
 */
export function RequestCard({
  request,
  kindLabel,
  headingLevel = 2,
  actions,
  nextStep,
  headingRef,
  footer,
  historyTitle,
  detailsTitle,
  'data-testid': testId = 'request-card',
}: RequestCardProps) {
  const text = useText(REQUEST_CARD_TEXT);
  const locale = useLocale();
  const say = useTranslateMessage();
  const at = (iso: string) => formatEasternMinuteIn(new Date(iso), locale);
  const id = `request-${request.referenceNumber}`;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="article" aria-labelledby={`${id}-title`} data-testid={testId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={headingLevel} size="h3" id={`${id}-title`} ref={headingRef} tabIndex={-1}>
              {say(request.title)}
            </Title>
            <Text c="dimmed" size="sm">
              {kindLabel
                ? text('receivedKind', { kind: say(kindLabel), reference: request.referenceNumber, when: at(request.submittedAt) })
                : text('received', { reference: request.referenceNumber, when: at(request.submittedAt) })}
            </Text>
          </div>
          <Group gap="xs" aria-live="polite">
            <Text size="sm" fw={600}>
              {text('status')}
            </Text>
            <Badge size="lg" variant="filled" color="dark" data-testid="request-status-label">
              {say(request.statusLabel)}
            </Badge>
          </Group>
        </Group>
        {nextStep && <Text>{nextStep}</Text>}
        <section aria-labelledby={`${id}-history`}>
          <Title order={(headingLevel + 1) as 3 | 4} size="h5" id={`${id}-history`} mb="xs">
            {historyTitle ?? text('history')}
          </Title>
          <Timeline active={request.history.length - 1} bulletSize={14} lineWidth={2} data-testid="request-status-history">
            {request.history.map((entry, index) => (
              <Timeline.Item key={`${entry.status}-${entry.at}-${index}`} title={say(entry.statusLabel)}>
                <Text size="sm" c="dimmed">
                  {text('at', { when: at(entry.at) })}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </section>
        <ReviewList title={detailsTitle ?? text('details')} items={request.details.map((detail) => ({ label: say(detail.label), value: detail.value }))} />
        {actions && <Group gap="sm">{actions}</Group>}
        {footer}
      </Stack>
    </Paper>
  );
}
