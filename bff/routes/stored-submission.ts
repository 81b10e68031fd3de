/** What every route that stores a form's submission with its files does before and after its service. */
import type { Request } from 'express';
import { RATE_LIMITED_MESSAGE } from '@contracts/errors';
import type { AppDependencies } from '../dependencies';
import { multipartUpload, receivedUploads } from '../middleware/multipart-upload';
import { rateLimited } from '../middleware/rate-limited';
import type { RateLimitedEndpoint } from '../services/rate-limits/endpoints';
import type { StoredSubmissionResult } from '../services/submissions/store-submission';
import type { ReceivedFile } from '../services/uploads/receive-multipart';

/** The middleware of a submission endpoint: its rate limit, then its files streamed to the upload store. */
export function submissionMiddleware(
  { config, rateLimits, uploadStore, uploadCapacity, uploadChecks }: AppDependencies,
  endpoint: RateLimitedEndpoint,
  fileFields: Record<string, { maxCount?: number }>,
  /** How many text fields a request may have, when a form has more than the default 50 (an auto change's list). */
  maxFields?: number,
) {
  return [
    rateLimited(rateLimits.of(endpoint), RATE_LIMITED_MESSAGE),
    multipartUpload({
      store: uploadStore,
      capacity: uploadCapacity,
      checks: uploadChecks,
      fileFields,
      maxFields,
      maxFileBytes: config.uploads.maxFileBytes,
      idleTimeoutMs: config.uploads.idleTimeoutMs,
    }),
  ];
}

/**
 * The received file a validated body holds at a file field. The body is a parsed copy: the file is known by the
 * name the store gave it, and only a file the middleware received is ever answered.
 */
export function receivedFileOf(req: Request, value: unknown): ReceivedFile {
  const storedName = (value as Partial<ReceivedFile> | undefined)?.storedName;
  const file = receivedUploads(req).files.find((received) => received.storedName === storedName);
  if (!file) throw new Error('A file in the body is not one of the files received.');
  return file;
}

/** Stores what the request's files belong to: they are kept once `store` has succeeded, deleted if it fails. */
export async function keepingUploads<T>(req: Request, store: () => Promise<T>): Promise<T> {
  const uploads = receivedUploads(req);
  try {
    const stored = await store();
    uploads.keep();
    return stored;
  } catch (error) {
    await uploads.discard(); // before the error is answered: nothing of a failed request outlives it
    throw error;
  }
}

/**
 * Stores a submission with the files it came with: the files are kept when it is stored, deleted when it
 * fails or was a retry of one stored before. Answers 201, or 200 for a retry, with `message` and the result.
 */
export async function answerStored<Extra extends object = object>(
  req: Request,
  message: string,
  store: () => Promise<StoredSubmissionResult>,
  extra: (result: StoredSubmissionResult) => Extra = () => ({}) as Extra,
) {
  const uploads = receivedUploads(req);
  let result: StoredSubmissionResult;
  try {
    result = await store();
  } catch (error) {
    await uploads.discard(); // before the error is answered: nothing of a failed request outlives it
    throw error;
  }
  if (result.duplicate) await uploads.discard();
  else uploads.keep();
  return {
    status: result.duplicate ? (200 as const) : (201 as const),
    body: { success: true as const, message, ...result, ...extra(result) },
  };
}
