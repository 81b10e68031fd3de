/** The statuses a submission moves through, from the contract (one list for the API, the pages and the badges). */
import { SUBMISSION_STATUS_VALUES, SUBMISSION_STATUSES as STATUSES, type SubmissionStatus } from '@contracts/back-office/submission-kinds';

export type { SubmissionStatus };

/** In order: Received → In review → Sent to carrier → Completed, or Declined. */
export const SUBMISSION_STATUSES = SUBMISSION_STATUS_VALUES;

/** What staff read for each status (badges, filters, the status menu). */
export const SUBMISSION_STATUS_LABELS = Object.fromEntries(STATUSES.map(({ value, label }) => [value, label])) as Record<SubmissionStatus, string>;

export const isSubmissionStatus = (value: unknown): value is SubmissionStatus => SUBMISSION_STATUSES.includes(value as SubmissionStatus);
