/** The statuses a submission moves through in the back office, in order. */
export const SUBMISSION_STATUSES = ['received', 'in_review', 'sent_to_carrier', 'completed', 'declined'] as const;

export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** What staff read for each status (badges, filters, the status menu). */
export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> = {
  received: 'Received',
  in_review: 'In review',
  sent_to_carrier: 'Sent to carrier',
  completed: 'Completed',
  declined: 'Declined',
};

export const isSubmissionStatus = (value: unknown): value is SubmissionStatus => SUBMISSION_STATUSES.includes(value as SubmissionStatus);
