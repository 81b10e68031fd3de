import { initServer } from '@ts-rest/express';
import { INSURANCE_REQUEST_SUCCESS_MESSAGE, insuranceRequestsContract } from '@contracts/insurance-requests';
import type { AppDependencies } from '../dependencies';
import { receivedUploads } from '../middleware/multipart-upload';
import { submitInsuranceRequest } from '../services/insurance-requests';
import { answerStored, submissionMiddleware } from './stored-submission';

const s = initServer();

export const insuranceRequestsRouter = (deps: AppDependencies) =>
  s.router(insuranceRequestsContract, {
    submitInsuranceRequest: {
      middleware: submissionMiddleware(deps, 'insuranceRequests', { document: {} }),
      handler: async ({ body, req }) => {
        const { document: _document, ...request } = body;
        return answerStored(req, INSURANCE_REQUEST_SUCCESS_MESSAGE, () =>
          submitInsuranceRequest(deps.db, request, receivedUploads(req).fileOf('document')!, { agencyInbox: deps.config.mail.agencyInbox }),
        );
      },
    },
  });
