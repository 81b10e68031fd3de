/**
 * A submission's documents, downloaded by signed-in staff only (the staff gate runs first on /api/admin):
 * a plain route beside the contract, as its answer is a file. Each download is in the audit log. With
 * `?view=inline` a PDF or an image (by its detected type) is answered for the browser to show rather than save
 * (bff/http/send-stored-file.ts); any other type still downloads.
 */
import type { Express, Request, Response } from 'express';
import { DOCUMENT_VIEW_PARAM, INBOX_MESSAGES, isPreviewable, SUBMISSION_DOCUMENT_ROUTE } from '@contracts/back-office/submissions';
import { SUBMISSION_MESSAGE_DOCUMENT_ROUTE } from '@contracts/back-office/submission-messages';
import { SUBMISSION_OFFER_DOCUMENT_ROUTE } from '@contracts/quote-offers';
import type { AppDependencies } from '../../dependencies';
import { clientIpOf, staffOf } from '../../middleware/staff-session';
import { submissionDocument } from '../../services/back-office/submission-detail';
import { recordStaffAction } from '../../services/staff/audit-log';
import { sendStoredFile, type StoredFile } from '../../http/send-stored-file';
import { messageDocument, threadRequest, type ThreadRequest } from '../../services/messages/request-messages';
import { offerDocument } from '../../services/offers/quote-offers';

export function mountSubmissionDocuments(app: Express, deps: AppDependencies): void {
  app.get(SUBMISSION_DOCUMENT_ROUTE, async (req: Request, res: Response) => {
    const referenceNumber = String(req.params.referenceNumber).toUpperCase();
    const uploadId = Number(req.params.uploadId);
    const document = Number.isSafeInteger(uploadId) ? await submissionDocument(deps.db, referenceNumber, uploadId) : undefined;
    if (!document) {
      res.status(404).json({ message: INBOX_MESSAGES.notFound, requestId: req.requestId });
      return;
    }
    const inline = req.query[DOCUMENT_VIEW_PARAM] === 'inline' && isPreviewable(document.mimeType);
    await recordStaffAction(deps.db, {
      staffId: staffOf(req).id,
      action: inline ? 'file_viewed' : 'file_downloaded',
      target: referenceNumber,
      details: { uploadId },
      ip: clientIpOf(req),
    });
    sendStoredFile(req, res, deps, document, { inline, notFoundMessage: INBOX_MESSAGES.notFound });
  });

  /** A message's document or an offer's PDF on this submission: found by `find`, downloaded and audited alike. */
  const mountAttached = (route: string, param: string, find: (request: ThreadRequest, id: number) => Promise<StoredFile | undefined>) =>
    app.get(route, async (req: Request, res: Response) => {
      const referenceNumber = String(req.params.referenceNumber).toUpperCase();
      const id = Number(req.params[param]);
      const request = Number.isSafeInteger(id) ? await threadRequest(deps.db, referenceNumber) : undefined;
      const file = request && (await find(request, id));
      if (!file) {
        res.status(404).json({ message: INBOX_MESSAGES.notFound, requestId: req.requestId });
        return;
      }
      const inline = req.query[DOCUMENT_VIEW_PARAM] === 'inline';
      await recordStaffAction(deps.db, {
        staffId: staffOf(req).id,
        action: inline ? 'file_viewed' : 'file_downloaded',
        target: referenceNumber,
        details: { [param]: id },
        ip: clientIpOf(req),
      });
      sendStoredFile(req, res, deps, file, { inline, notFoundMessage: INBOX_MESSAGES.notFound });
    });
  mountAttached(SUBMISSION_MESSAGE_DOCUMENT_ROUTE, 'messageId', (request, id) => messageDocument(deps.db, request, id));
  mountAttached(SUBMISSION_OFFER_DOCUMENT_ROUTE, 'offerId', (request, id) => offerDocument(deps.db, request, id, false));
}
