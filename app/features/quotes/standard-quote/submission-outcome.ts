import { fieldErrorsOf } from '../../../api/submission-answer';
import { STANDARD_QUOTE_CONTENT } from './content';

/** What a submission came to, and what the form shows for it (seed 000 §8, standard form). */
export type SubmissionOutcome =
  | { kind: 'submitted'; referenceNumber: string; message: string }
  /** 200 with success false. */
  | { kind: 'failed'; message: string }
  /** 422: the server's per-field messages. */
  | { kind: 'invalid'; message: string; fieldErrors: Record<string, string> }
  | { kind: 'rate-limited'; message: string }
  /** Any other answer, or none. */
  | { kind: 'unexpected'; message: string };

const { errors } = STANDARD_QUOTE_CONTENT;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

export const UNEXPECTED_OUTCOME: SubmissionOutcome = { kind: 'unexpected', message: errors.unexpected };

/** Reads an answer of POST /api/submit-quote the way the standard form must (seed 000 §7, §8). */
export function outcomeOf(response: { status: number; body: unknown }): SubmissionOutcome {
  const body = record(response.body);
  if (response.status >= 200 && response.status < 300) {
    if (body.success === true && text(body.referenceNumber)) {
      return { kind: 'submitted', referenceNumber: String(body.referenceNumber), message: text(body.message) ?? '' };
    }
    return { kind: 'failed', message: text(body.message) ?? errors.failed };
  }
  if (response.status === 422) return { kind: 'invalid', message: text(body.message) ?? errors.validation, fieldErrors: fieldErrorsOf(body) };
  if (response.status === 429) return { kind: 'rate-limited', message: errors.rateLimited };
  return UNEXPECTED_OUTCOME;
}
