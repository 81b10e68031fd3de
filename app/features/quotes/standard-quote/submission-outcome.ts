import { VALIDATION_FAILED_MESSAGE } from '@contracts/errors';
import { QUOTE_RATE_LIMITED_MESSAGE } from '@contracts/quote-requests';
import { fieldErrorsOf } from '../../../api/submission-answer';

/**
 * What a submission came to (seed 000 §8, standard form). A `message` is the server's own words or the
 * contract's (in English: the form says it in the page's language when it shows it, so it follows a language
 * switch); without one, the form says its own words for that kind of outcome.
 */
export type SubmissionOutcome =
  | { kind: 'submitted'; referenceNumber: string; message: string }
  /** 200 with success false: the server's message, if it gave one. */
  | { kind: 'failed'; message?: string }
  /** 422: the server's per-field messages. */
  | { kind: 'invalid'; message: string; fieldErrors: Record<string, string> }
  | { kind: 'rate-limited'; message: string }
  /** Any other answer, or none. */
  | { kind: 'unexpected'; message?: undefined };

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

export const UNEXPECTED_OUTCOME: SubmissionOutcome = { kind: 'unexpected' };

/** Reads an answer of POST /api/submit-quote the way the standard form must (seed 000 §7, §8). */
export function outcomeOf(response: { status: number; body: unknown }): SubmissionOutcome {
  const body = record(response.body);
  if (response.status >= 200 && response.status < 300) {
    if (body.success === true && text(body.referenceNumber)) {
      return { kind: 'submitted', referenceNumber: String(body.referenceNumber), message: text(body.message) ?? '' };
    }
    const message = text(body.message);
    return message ? { kind: 'failed', message } : { kind: 'failed' };
  }
  if (response.status === 422) return { kind: 'invalid', message: text(body.message) ?? VALIDATION_FAILED_MESSAGE, fieldErrors: fieldErrorsOf(body) };
  if (response.status === 429) return { kind: 'rate-limited', message: QUOTE_RATE_LIMITED_MESSAGE };
  return UNEXPECTED_OUTCOME;
}
