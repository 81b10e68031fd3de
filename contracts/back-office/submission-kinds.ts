/**
 * What the back office calls the submissions it lists, and where each stands. Shared by the inbox's API, its
 * pages and the request status page (/dashboard), which shows a request's status to the person who sent it.
 */
import { SUBMISSION_FORMS } from '../forms';

type Kind<Value extends string> = { readonly value: Value; readonly label: string };
type KindsOf<Forms extends readonly unknown[]> = { [Index in keyof Forms]: Forms[Index] extends { kind: infer Value extends string } ? Kind<Value> : never };

/** Quote requests and signed documents are no form's: they are listed around the forms' kinds. */
export const SUBMISSION_KINDS = [
  { value: 'quote', label: 'Quote request' },
  ...(SUBMISSION_FORMS.map((form) => ({ value: form.kind, label: form.kindLabel })) as unknown as KindsOf<typeof SUBMISSION_FORMS>),
  { value: 'signature', label: 'Signed document' },
] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number]['value'];
export const SUBMISSION_KIND_VALUES = SUBMISSION_KINDS.map((kind) => kind.value) as [SubmissionKind, ...SubmissionKind[]];

/** Received → In review → Sent to carrier → Completed, or Declined (issue 12). */
export const SUBMISSION_STATUSES = [
  { value: 'received', label: 'Received' },
  { value: 'in_review', label: 'In review' },
  { value: 'sent_to_carrier', label: 'Sent to carrier' },
  { value: 'completed', label: 'Completed' },
  { value: 'declined', label: 'Declined' },
] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number]['value'];
export const SUBMISSION_STATUS_VALUES = SUBMISSION_STATUSES.map((status) => status.value) as [SubmissionStatus, ...SubmissionStatus[]];

export const submissionStatusLabel = (status: string): string => SUBMISSION_STATUSES.find((s) => s.value === status)?.label ?? status;
export const submissionKindLabel = (kind: string): string => SUBMISSION_KINDS.find((k) => k.value === kind)?.label ?? kind;

/** Which side of the site a submission came from. */
export const SUBMISSION_PORTAL_TYPES = ['public', 'customer', 'lender'] as const;
export type SubmissionPortalType = (typeof SUBMISSION_PORTAL_TYPES)[number];
