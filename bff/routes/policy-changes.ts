/** Thin handlers of the policy change forms: limits, the multipart upload, the service, the answer. */
import { initServer } from '@ts-rest/express';
import type { Request } from 'express';
import { RATE_LIMITED_MESSAGE } from '@contracts/errors';
import { homeChangesContract, HOME_MAX_DOCUMENTS } from '@contracts/policy-changes/home';
import { mortgageeChangesContract } from '@contracts/policy-changes/mortgagee';
import { otherChangesContract } from '@contracts/policy-changes/other';
import { POLICY_CHANGE_SUCCESS_MESSAGE } from '@contracts/policy-changes/shared';
import type { AppDependencies } from '../dependencies';
import { multipartUpload, receivedUploads } from '../middleware/multipart-upload';
import { rateLimited } from '../middleware/rate-limited';
import { submitHomeChange } from '../services/policy-changes/home-changes';
import { submitMortgageeChange } from '../services/policy-changes/mortgagee-changes';
import { submitOtherChange } from '../services/policy-changes/other-changes';
import type { StoredSubmissionResult } from '../services/policy-changes/store-submission';
import type { RateLimitedEndpoint } from '../services/rate-limits/endpoints';
import type { ReceivedFile } from '../services/uploads/receive-multipart';
import { createUploadStore } from '../services/uploads/upload-store';

const s = initServer();

/** The middleware of a change request endpoint: its rate limit, then its files streamed to the upload store. */
function changeRequestMiddleware(
  { config, rateLimits, uploadCapacity }: AppDependencies,
  endpoint: RateLimitedEndpoint,
  fileFields: Record<string, { maxCount?: number }>,
) {
  return [
    rateLimited(rateLimits.of(endpoint), RATE_LIMITED_MESSAGE),
    multipartUpload({
      store: createUploadStore(config.uploads.dir),
      capacity: uploadCapacity,
      fileFields,
      maxFileBytes: config.uploads.maxFileBytes,
      idleTimeoutMs: config.uploads.idleTimeoutMs,
    }),
  ];
}

/**
 * Stores a request with the files it came with: the files are kept when it is stored, deleted when it fails
 * or was a retry of one stored before.
 */
async function answerStored<Extra extends object = object>(
  req: Request,
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
    body: { success: true as const, message: POLICY_CHANGE_SUCCESS_MESSAGE, ...result, ...extra(result) },
  };
}

export const mortgageeChangesRouter = (deps: AppDependencies) =>
  s.router(mortgageeChangesContract, {
    submitMortgageeChange: {
      middleware: changeRequestMiddleware(deps, 'mortgageeChanges', { file: {} }),
      handler: async ({ body, req }) => {
        const { file: _file, ...request } = body;
        return answerStored(req, () =>
          submitMortgageeChange(deps.db, request, receivedUploads(req).fileOf('file'), { agencyInbox: deps.config.mail.agencyInbox }),
        );
      },
    },
  });

export const otherChangesRouter = (deps: AppDependencies) =>
  s.router(otherChangesContract, {
    submitOtherChange: {
      middleware: changeRequestMiddleware(deps, 'otherChanges', { file: {} }),
      handler: async ({ body, req }) => {
        const { file: _file, ...request } = body;
        return answerStored(req, () => submitOtherChange(deps.db, request, receivedUploads(req).fileOf('file'), { agencyInbox: deps.config.mail.agencyInbox }));
      },
    },
  });

/** The files of a list of documents, as the multipart middleware placed them in the body (never anything else). */
function receivedDocuments<D extends { file?: unknown }>(req: Request, documents: D[]): (D & { file: ReceivedFile })[] {
  const { files } = receivedUploads(req);
  return documents.map((document) => {
    // The body is a parsed copy: the file is known by the name the store gave it.
    const storedName = (document.file as Partial<ReceivedFile> | undefined)?.storedName;
    const file = files.find((received) => received.storedName === storedName);
    if (!file) throw new Error('A document in the body is not one of the files received.');
    return { ...document, file };
  });
}

export const homeChangesRouter = (deps: AppDependencies) =>
  s.router(homeChangesContract, {
    submitHomeChange: {
      middleware: changeRequestMiddleware(deps, 'homeChanges', { 'documents[][file]': { maxCount: HOME_MAX_DOCUMENTS } }),
      handler: async ({ body, req }) =>
        answerStored(
          req,
          () => submitHomeChange(deps.db, { ...body, documents: receivedDocuments(req, body.documents) }, { agencyInbox: deps.config.mail.agencyInbox }),
          ({ referenceNumber }) => ({ ticket_id: referenceNumber }),
        ),
    },
  });
