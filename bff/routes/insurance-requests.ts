import { initServer } from '@ts-rest/express';
import { INSURANCE_REQUEST_SUCCESS_MESSAGE, insuranceRequestsContract } from '@contracts/insurance-requests';
import { RATE_LIMITED_MESSAGE } from '@contracts/errors';
import type { AppDependencies } from '../dependencies';
import { multipartUpload, receivedUploads } from '../middleware/multipart-upload';
import { rateLimited } from '../middleware/rate-limited';
import { submitInsuranceRequest } from '../services/insurance-requests';
import { createUploadStore } from '../services/uploads/upload-store';

const s = initServer();

export const insuranceRequestsRouter = ({ db, config, rateLimits, uploadCapacity }: AppDependencies) => {
  const store = createUploadStore(config.uploads.dir);
  return s.router(insuranceRequestsContract, {
    submitInsuranceRequest: {
      middleware: [
        rateLimited(rateLimits.of('insuranceRequests'), RATE_LIMITED_MESSAGE),
        multipartUpload({
          store,
          capacity: uploadCapacity,
          fileFields: { document: {} },
          maxFileBytes: config.uploads.maxFileBytes,
          idleTimeoutMs: config.uploads.idleTimeoutMs,
        }),
      ],
      handler: async ({ body, req }) => {
        const uploads = receivedUploads(req);
        const { document: _document, ...request } = body;
        let result;
        try {
          result = await submitInsuranceRequest(db, request, uploads.fileOf('document')!, { agencyInbox: config.mail.agencyInbox });
        } catch (error) {
          await uploads.discard(); // before the error is answered: nothing of a failed request outlives it
          throw error;
        }
        // A retried request_id stored nothing new: its file is not needed.
        if (result.duplicate) await uploads.discard();
        else uploads.keep();
        return {
          status: result.duplicate ? 200 : 201,
          body: { success: true, message: INSURANCE_REQUEST_SUCCESS_MESSAGE, ...result },
        };
      },
    },
  });
};
