/**
 * A submission's documents, downloaded by signed-in staff only (the staff gate runs first on /api/admin):
 * a plain route beside the contract, as its answer is a file. Each download is in the audit log. With
 * `?view=inline` a PDF or an image (by its detected type) is answered for the browser to show rather than save,
 * under a policy that lets nothing in it run (`default-src 'none'`, and `sandbox`); any other type still downloads.
 */
import type { Express, Request, Response } from 'express';
import { DOCUMENT_VIEW_PARAM, INBOX_MESSAGES, isPreviewable, SUBMISSION_DOCUMENT_ROUTE } from '@contracts/back-office/submissions';
import type { AppDependencies } from '../../dependencies';
import { clientIpOf, staffOf } from '../../middleware/staff-session';
import { submissionDocument } from '../../services/back-office/submission-detail';
import { recordStaffAction } from '../../services/staff/audit-log';
import { attachmentDisposition, fileNameForType, inlineDisposition } from '../../http/file-names';

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
    // The file leaves as what its content is: named and typed by the detected type, never sniffed.
    res.set({
      'Content-Type': document.mimeType,
      'Content-Disposition': (inline ? inlineDisposition : attachmentDisposition)(fileNameForType(document.name, document.mimeType)),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      // A PDF's own viewer does not open in a sandboxed page; nothing of ours runs in it either way.
      ...(inline
        ? {
            'Content-Security-Policy': `default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'${document.mimeType === 'application/pdf' ? '' : '; sandbox'}`,
          }
        : {}),
    });
    const stream = deps.signing.store.open(document.storedName);
    stream.on('error', (error) => {
      deps.logger.error({ err: error }, 'a stored document could not be read');
      if (!res.headersSent) res.status(404).json({ message: INBOX_MESSAGES.notFound, requestId: req.requestId });
      else res.destroy();
    });
    stream.pipe(res);
  });
}
