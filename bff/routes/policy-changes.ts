/** Thin handlers of the policy change forms: limits, the multipart upload, the service, the answer. */
import { initServer } from '@ts-rest/express';
import type { Request } from 'express';
import { RATE_LIMITED_MESSAGE } from '@contracts/errors';
import { mortgageeChangesContract } from '@contracts/policy-changes/mortgagee';
import { otherChangesContract } from '@contracts/policy-changes/other';
import { POLICY_CHANGE_SUCCESS_MESSAGE } from '@contracts/policy-changes/shared';
import type { AppDependencies } from '../dependencies';
import { multipartUpload, receivedUploads } from '../middleware/multipart-upload';
import { rateLimited } from '../middleware/rate-limited';
import { submitMortgageeChange } from '../services/policy-changes/mortgagee-changes';
import { submitOtherChange } from '../services/policy-changes/other-changes';
import type { StoredSubmissionResult } from '../services/policy-changes/store-submission';
import type { RateLimitedEndpoint } from '../services/rate-limits/endpoints';
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
async function answerStored(req: Request, store: () => Promise<StoredSubmissionResult>) {
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
  return { status: result.duplicate ? (200 as const) : (201 as const), body: { success: true as const, message: POLICY_CHANGE_SUCCESS_MESSAGE, ...result } };
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
