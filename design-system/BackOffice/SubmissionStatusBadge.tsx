import { Badge } from '@mantine/core';
import { SUBMISSION_STATUS_LABELS, type SubmissionStatus } from './submission-status';

/** Dark text on a pale fill, each pair above WCAG AA contrast (4.5:1; submission-status.test.ts checks). */
export const SUBMISSION_STATUS_COLORS: Record<SubmissionStatus, { color: string; background: string }> = {
  received: { color: '#1c4f8a', background: '#dbe9fa' },
  in_review: { color: '#6b4f00', background: '#fff0b3' },
  sent_to_carrier: { color: '#5a2d91', background: '#ece2fa' },
  completed: { color: '#1d6b34', background: '#d3f0dc' },
  declined: { color: '#a61b1b', background: '#fde0e0' },
};

export type SubmissionStatusBadgeProps = { status: SubmissionStatus };

/** A submission's status in the back office: its label on its own colour, never cut short in a narrow table cell. */
export function SubmissionStatusBadge({ status }: SubmissionStatusBadgeProps) {
  return (
    <Badge
      variant="filled"
      radius="sm"
      data-status={status}
      styles={{ root: { ...SUBMISSION_STATUS_COLORS[status], textTransform: 'none', minWidth: 'max-content' } }}
    >
      {SUBMISSION_STATUS_LABELS[status]}
    </Badge>
  );
}
