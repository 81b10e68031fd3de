/**
 * The one reading of a submission's answer for every form: the result on success, otherwise a
 * FormSubmissionError carrying the words the form shows and, for a 422 (or a 413 naming its file field), the
 * first message of each field, which the form shell puts beside the field on its step.
 */
import { FormSubmissionError } from '@design-system/FormShell/validation/submission-error';
import { UploadNetworkError } from './upload';

/** The first message of each field of an answer's `errors` ({ field: [messages] }, or { field: message }). */
export function fieldErrorsOf(body: unknown): Record<string, string> {
  const errors = typeof body === 'object' && body !== null && 'errors' in body ? body.errors : undefined;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).flatMap(([field, messages]) => {
      const first: unknown = Array.isArray(messages) ? messages.find((message) => typeof message === 'string' && message.trim()) : messages;
      return typeof first === 'string' && first.trim() ? [[field, first]] : [];
    }),
  );
}

/** The answer's own `message`, when it has one. */
export const messageOf = (body: unknown): string | undefined =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' && body.message.trim() ? body.message : undefined;

/** What a form says when its submission did not go through (each form's spec gives its own words). */
export type SubmissionWords = {
  /** For any other error response, unless `byStatus` has words for its status. */
  failed: string;
  /** When no answer came. */
  noResponse: string;
  /** When something else went wrong in the page. */
  unexpected: string;
  byStatus?: Partial<Record<number, string>>;
  /** Shows the server's own message (when it gives one) instead of `failed` and `byStatus`. @default false */
  serverMessage?: boolean;
};

type Answer = { status: number; body: unknown };

/** The result of a successful answer, or the error the form shows for any other. */
function submissionResult<R>(answer: Answer, isResult: (answer: Answer) => R | undefined, words: SubmissionWords): R {
  const result = answer.status < 300 ? isResult(answer) : undefined;
  if (result !== undefined) return result;
  const fieldErrors = answer.status === 422 || answer.status === 413 ? fieldErrorsOf(answer.body) : {};
  // The fields' own messages say it all: the shell shows them on their step, with its error summary.
  if (Object.keys(fieldErrors).length > 0) return throwError(new FormSubmissionError('', fieldErrors));
  const message = (words.serverMessage ? messageOf(answer.body) : undefined) ?? words.byStatus?.[answer.status] ?? words.failed;
  return throwError(new FormSubmissionError(message));
}

/** The error the form shows when sending threw (no answer came, or the page failed). */
const submissionFailure = (error: unknown, words: SubmissionWords): FormSubmissionError =>
  error instanceof FormSubmissionError ? error : new FormSubmissionError(error instanceof UploadNetworkError ? words.noResponse : words.unexpected);

const throwError = (error: Error): never => {
  throw error;
};

/** Sends with `send` and reads the answer: resolves with the result, rejects with the FormSubmissionError to show. */
export async function submitForm<R>(send: () => Promise<Answer>, isResult: (answer: Answer) => R | undefined, words: SubmissionWords): Promise<R> {
  let answer: Answer;
  try {
    answer = await send();
  } catch (error) {
    throw submissionFailure(error, words);
  }
  return submissionResult(answer, isResult, words);
}
