/**
 * Seed 001 §8, the data layer's HTTP handling, in one place for the pages that read their answers this way
 * (the customer account's): an expected status is returned; every other answer is logged and rejected: 401
 * as not authorized, 422 as 'Validation failed' with the server's field errors, anything else with the
 * server's message; a network failure is logged and rethrown. The client beneath (client.ts) adds the CSRF
 * header and reports failures.
 */
import { VALIDATION_FAILED_MESSAGE } from '@contracts/errors';

type Answer = { status: number; body: unknown };

const GENERIC_FAILURE = 'Something went wrong. Please try again.';

/** A rejected answer: its status (0 for no answer), the server's message and, for 422, its field errors. */
export class AnswerError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'AnswerError';
  }
}

const messageOf = (body: unknown, fallback: string) =>
  typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : fallback;

const errorsOf = (body: unknown): Record<string, string[]> =>
  typeof body === 'object' && body !== null && typeof (body as { errors?: unknown }).errors === 'object'
    ? ((body as { errors: Record<string, string[]> }).errors ?? {})
    : {};

/** The answer of `call` when its status is one of `expected`; otherwise an AnswerError, logged. */
export async function readAnswer<A extends Answer, S extends A['status']>(call: () => Promise<A>, expected: readonly S[]): Promise<Extract<A, { status: S }>> {
  let answer: A;
  try {
    answer = await call();
  } catch (error) {
    console.error('No answer from the server', error);
    throw error;
  }
  if ((expected as readonly number[]).includes(answer.status)) return answer as Extract<A, { status: S }>;
  if (answer.status === 401) {
    console.warn('Not authorized');
    throw new AnswerError(401, messageOf(answer.body, GENERIC_FAILURE));
  }
  if (answer.status === 422) {
    console.warn(VALIDATION_FAILED_MESSAGE, errorsOf(answer.body));
    throw new AnswerError(422, 'Validation failed', errorsOf(answer.body));
  }
  console.warn(`Answer ${answer.status}`, answer.body);
  throw new AnswerError(answer.status, messageOf(answer.body, GENERIC_FAILURE));
}
