import type { ClientInferResponses } from '@ts-rest/core';
import type { insuranceRequestsContract, TInsuranceRequestResponse } from '@contracts/insurance-requests';
import { UploadNetworkError } from '../../api/upload';
import { EVIDENCE_CONTENT } from './content';

type Answer = ClientInferResponses<typeof insuranceRequestsContract.submitInsuranceRequest>;

export type SubmissionOutcome =
  /** The reference to show, and the receipt token for the e-mailed receipt. */
  | { kind: 'submitted'; response: TInsuranceRequestResponse }
  /** Shown beside their fields (a 422, or the 413 at the document field). */
  | { kind: 'field-errors'; errors: Record<string, string> }
  /** Shown above the buttons. */
  | { kind: 'failed'; message: string };

const firstOfEach = (errors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(errors).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])));

const hasFieldErrors = (body: unknown): body is { errors: Record<string, string[]> } =>
  typeof body === 'object' &&
  body !== null &&
  'errors' in body &&
  typeof body.errors === 'object' &&
  body.errors !== null &&
  Object.keys(body.errors).length > 0;

/** What an answer (or the failure to get one) means for the form (seed 001 §8, with 422 errors inline). */
export function outcomeOf(answer: { response: Answer } | { error: unknown }): SubmissionOutcome {
  if ('error' in answer) {
    return { kind: 'failed', message: answer.error instanceof UploadNetworkError ? EVIDENCE_CONTENT.errors.noResponse : EVIDENCE_CONTENT.errors.unexpected };
  }
  const { status, body } = answer.response;
  if ((status === 200 || status === 201) && typeof body === 'object' && body && 'referenceNumber' in body) return { kind: 'submitted', response: body };
  if ((status === 422 || status === 413) && hasFieldErrors(body)) return { kind: 'field-errors', errors: firstOfEach(body.errors) };
  return { kind: 'failed', message: EVIDENCE_CONTENT.errors.response };
}
