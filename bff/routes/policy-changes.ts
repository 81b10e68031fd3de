/**
 * Thin handlers of the policy change forms not described yet (contracts/forms; the described ones are mounted by
 * ./submission-forms.ts): limits, the multipart upload, the service, the answer. Porting a form removes its handler.
 */
import { initServer } from '@ts-rest/express';
import type { Request } from 'express';
import { AUTO_MAX_DOCUMENTS, AUTO_MAX_FIELDS, autoChangesContract } from '@contracts/policy-changes/auto';
import { POLICY_CHANGE_SUCCESS_MESSAGE } from '@contracts/policy-changes/shared';
import type { AppDependencies } from '../dependencies';
import { receivedUploads } from '../middleware/multipart-upload';
import { submitAutoChange } from '../services/policy-changes/auto-changes';
import type { ReceivedFile } from '../services/uploads/receive-multipart';
import { answerStored, receivedFileOf, submissionMiddleware } from './stored-submission';

const s = initServer();

/** The files of a list of documents, as the multipart middleware placed them in the body (never anything else). */
function receivedDocuments<D extends { file?: unknown }>(req: Request, documents: D[]): (D & { file: ReceivedFile })[] {
  return documents.map((document) => ({ ...document, file: receivedFileOf(req, document.file) }));
}

export const autoChangesRouter = (deps: AppDependencies) =>
  s.router(autoChangesContract, {
    submitAutoChange: {
      middleware: submissionMiddleware(deps, 'autoChanges', { 'documents[][file]': { maxCount: AUTO_MAX_DOCUMENTS }, authorizationFile: {} }, AUTO_MAX_FIELDS),
      handler: async ({ body, req }) =>
        answerStored(req, POLICY_CHANGE_SUCCESS_MESSAGE, () =>
          submitAutoChange(
            deps.db,
            { ...body, documents: receivedDocuments(req, body.documents), authorizationFile: receivedUploads(req).fileOf('authorizationFile') },
            { agencyInbox: deps.config.mail.agencyInbox },
          ),
        ),
    },
  });
