/** Thin handlers of the policy change forms: limits, the multipart upload, the service, the answer. */
import { initServer } from '@ts-rest/express';
import type { Request } from 'express';
import { AUTO_MAX_DOCUMENTS, AUTO_MAX_FIELDS, autoChangesContract } from '@contracts/policy-changes/auto';
import { CANCELLATION_MAX_DOCUMENTS, cancellationsContract } from '@contracts/policy-changes/cancellation';
import { homeChangesContract, HOME_MAX_DOCUMENTS } from '@contracts/policy-changes/home';
import { mortgageeChangesContract } from '@contracts/policy-changes/mortgagee';
import { otherChangesContract } from '@contracts/policy-changes/other';
import { POLICY_CHANGE_SUCCESS_MESSAGE } from '@contracts/policy-changes/shared';
import type { AppDependencies } from '../dependencies';
import { receivedUploads } from '../middleware/multipart-upload';
import { submitAutoChange } from '../services/policy-changes/auto-changes';
import { submitCancellation } from '../services/policy-changes/cancellations';
import { submitHomeChange } from '../services/policy-changes/home-changes';
import { submitMortgageeChange } from '../services/policy-changes/mortgagee-changes';
import { submitOtherChange } from '../services/policy-changes/other-changes';
import type { ReceivedFile } from '../services/uploads/receive-multipart';
import { answerStored, submissionMiddleware } from './stored-submission';

const s = initServer();

export const mortgageeChangesRouter = (deps: AppDependencies) =>
  s.router(mortgageeChangesContract, {
    submitMortgageeChange: {
      middleware: submissionMiddleware(deps, 'mortgageeChanges', { file: {} }),
      handler: async ({ body, req }) => {
        const { file: _file, ...request } = body;
        return answerStored(req, POLICY_CHANGE_SUCCESS_MESSAGE, () =>
          submitMortgageeChange(deps.db, request, receivedUploads(req).fileOf('file'), { agencyInbox: deps.config.mail.agencyInbox }),
        );
      },
    },
  });

export const otherChangesRouter = (deps: AppDependencies) =>
  s.router(otherChangesContract, {
    submitOtherChange: {
      middleware: submissionMiddleware(deps, 'otherChanges', { file: {} }),
      handler: async ({ body, req }) => {
        const { file: _file, ...request } = body;
        return answerStored(req, POLICY_CHANGE_SUCCESS_MESSAGE, () =>
          submitOtherChange(deps.db, request, receivedUploads(req).fileOf('file'), { agencyInbox: deps.config.mail.agencyInbox }),
        );
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
      middleware: submissionMiddleware(deps, 'homeChanges', { 'documents[][file]': { maxCount: HOME_MAX_DOCUMENTS } }),
      handler: async ({ body, req }) =>
        answerStored(
          req,
          POLICY_CHANGE_SUCCESS_MESSAGE,
          () => submitHomeChange(deps.db, { ...body, documents: receivedDocuments(req, body.documents) }, { agencyInbox: deps.config.mail.agencyInbox }),
          ({ referenceNumber }) => ({ ticket_id: referenceNumber }),
        ),
    },
  });

export const cancellationsRouter = (deps: AppDependencies) =>
  s.router(cancellationsContract, {
    submitCancellation: {
      middleware: submissionMiddleware(deps, 'cancellations', { 'documents[][file]': { maxCount: CANCELLATION_MAX_DOCUMENTS } }),
      handler: async ({ body, req }) =>
        answerStored(req, POLICY_CHANGE_SUCCESS_MESSAGE, () =>
          submitCancellation(deps.db, { ...body, documents: receivedDocuments(req, body.documents) }, { agencyInbox: deps.config.mail.agencyInbox }),
        ),
    },
  });

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
