import { initServer } from '@ts-rest/express';
import { DOCUMENT_MANAGEMENT_MESSAGES, documentManagementContract } from '@contracts/document-management';
import type { AppDependencies } from '../dependencies';
import { receivedUploads } from '../middleware/multipart-upload';
import { submitDocumentUpload } from '../services/document-uploads';
import { answerStored, submissionMiddleware } from './stored-submission';

const s = initServer();

export const documentManagementRouter = (deps: AppDependencies) =>
  s.router(documentManagementContract, {
    uploadDocument: {
      middleware: submissionMiddleware(deps, 'documentManagement', { file: {} }),
      handler: async ({ body, req }) => {
        const { file: _file, ...request } = body;
        return answerStored(req, DOCUMENT_MANAGEMENT_MESSAGES.uploaded, () =>
          submitDocumentUpload(deps.db, request, receivedUploads(req).fileOf('file')!, { agencyInbox: deps.config.mail.agencyInbox }),
        );
      },
    },
  });
