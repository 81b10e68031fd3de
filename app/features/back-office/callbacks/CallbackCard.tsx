import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { callbackOutcomeLabel, callbackWindowLabel, type TCallbackTask } from '@contracts/back-office/callbacks';
import { formatDateForDisplay } from '@contracts/dates';
import { formatPhoneDigits } from '@contracts/fields';
import { SubmissionStatusBadge } from '@design-system/BackOffice/SubmissionStatusBadge';
import { DsLink } from '@design-system/navigation/LinkContext';
import { routes } from '@site/paths';
import { agencyDateTime } from '../format';
import { CallbackOutcomeActions } from './CallbackOutcomeActions';

/** A tel: address for a US number kept as digits. */
const telOf = (digits: string) => `tel:${digits.length === 10 ? `+1${digits}` : digits}`;

/** One callback: who, when they asked to be called, how to reach them, and where their submission stands. */
export function CallbackCard({ task, onRecorded }: { task: TCallbackTask; onRecorded: (task: TCallbackTask) => void }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="callback-task">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Anchor component={DsLink} href={routes.admin.submission(task.referenceNumber)} fw={600} underline="always">
            {task.name} · <span style={{ whiteSpace: 'nowrap' }}>{task.referenceNumber}</span>
          </Anchor>
          <SubmissionStatusBadge status={task.status} />
        </Group>
        <Text size="sm">
          <Text span fw={600}>
            {formatDateForDisplay(task.date)}
          </Text>
          , {callbackWindowLabel(task.window)} (Eastern time)
        </Text>
        <Group gap="md" wrap="wrap">
          <Anchor href={telOf(task.phone)} size="sm" underline="always">
            {formatPhoneDigits(task.phone)}
          </Anchor>
          <Anchor href={`mailto:${task.email}`} size="sm" underline="always" style={{ overflowWrap: 'anywhere' }}>
            {task.email}
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed">
          Policy {task.policyNumber || '—'} · {task.assignedTo ? `Assigned to ${task.assignedTo.name}` : 'Not assigned'}
        </Text>
        {task.lastOutcome && (
          <Text size="sm" data-testid="callback-last-outcome">
            Last call: {callbackOutcomeLabel(task.lastOutcome.outcome)}, {agencyDateTime(task.lastOutcome.at)}
            {task.lastOutcome.staffName ? ` by ${task.lastOutcome.staffName}` : ''}
            {task.unanswered > 0 ? ` · ${task.unanswered} unanswered ${task.unanswered === 1 ? 'call' : 'calls'}` : ''}
          </Text>
        )}
        <CallbackOutcomeActions task={task} onRecorded={onRecorded} />
      </Stack>
    </Paper>
  );
}
