/**
 * PDFs, as plain routes beside the contract (their answers are files): the signing copy the signing page shows
 * (GET /api/signing/{token}/document, only while the link works; framed by our own pages), the sealed PDF the
 * signer's e-mail links to (GET /api/signed-documents/{documentId}?key=...) and their account offers (GET
 * /api/account/requests/{reference}/signed-document, for the signed-in signer only), and the forms of
 * document management (GET /api/forms/{slug}).
 */
import type { Express, Request, Response } from 'express';
import { ACCOUNT_MESSAGES } from '@contracts/account';
import { AGENCY } from '@site/agency';
import { AVAILABLE_FORMS, formDownloadPath } from '@contracts/document-management';
import { LINK_SECRET_PATTERN, SIGNING_MESSAGES } from '@contracts/document-signing';
import type { AppDependencies } from '../dependencies';
import { agencyFormPdf } from '../services/forms/agency-forms';
import { sealedDocumentFor, sealedDocumentOfSigner } from '../services/signing/sealed-documents';
import { SIGNED_DOCUMENT_ROUTE } from '../services/accounts/account-requests';
import { accountSessions } from '../middleware/account-session';
import { signingCopyOf } from '../services/signing/signing-session';
import { asciiFileName, attachmentDisposition, fileNameForType } from '../http/file-names';
import { pipeStoredFile } from '../http/send-stored-file';

const NOT_FOUND = 'This document is not available. The link may have expired.';
const downloadLinkExpired = (days: number) =>
  `This link to your signed document has expired: it works for ${days} days after signing. ` +
  `For a copy, contact us at ${AGENCY.supportEmail} or ${AGENCY.phone}.`;

function sendPdf(res: Response, deps: AppDependencies, storedName: string, disposition: string, { framable = false } = {}) {
  res.set({
    'Content-Type': 'application/pdf',
    'Content-Disposition': disposition,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
    ...(framable ? { 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'self'", 'X-Frame-Options': 'SAMEORIGIN' } : {}),
  });
  pipeStoredFile(res, deps.uploadStore, deps.logger, storedName, () => res.status(404).json({ message: NOT_FOUND }));
}

export function mountDocumentFiles(app: Express, deps: AppDependencies): void {
  app.get(formDownloadPath(':slug'), async (req: Request, res: Response) => {
    const slug = String(req.params.slug);
    const pdf = agencyFormPdf(slug);
    const form = AVAILABLE_FORMS.find((candidate) => candidate.slug === slug);
    if (!pdf || !form) {
      res.status(404).json({ message: NOT_FOUND, requestId: req.requestId });
      return;
    }
    res.set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${asciiFileName(form.name)}.pdf"`,
      'Cache-Control': 'public, max-age=3600',
    });
    res.end(Buffer.from(await pdf));
  });

  app.get('/api/signing/:token/document', async (req: Request, res: Response) => {
    const token = String(req.params.token);
    const storedName = LINK_SECRET_PATTERN.test(token) ? await signingCopyOf(deps.signing, token) : undefined;
    if (!storedName) {
      res.status(410).json({ message: SIGNING_MESSAGES.linkInvalid, requestId: req.requestId });
      return;
    }
    sendPdf(res, deps, storedName, 'inline; filename="document.pdf"', { framable: true });
  });

  app.get('/api/signed-documents/:documentId', async (req: Request, res: Response) => {
    const key = typeof req.query.key === 'string' ? req.query.key : '';
    const documentId = String(req.params.documentId);
    const found = LINK_SECRET_PATTERN.test(key) && /^[0-9a-f-]{36}$/.test(documentId) ? await sealedDocumentFor(deps.signing, documentId, key) : undefined;
    if (found === 'expired') {
      res.status(410).json({ message: downloadLinkExpired(Math.round(deps.signing.downloadLinkTtlMs / 86_400_000)), requestId: req.requestId });
      return;
    }
    if (!found) {
      res.status(404).json({ message: NOT_FOUND, requestId: req.requestId });
      return;
    }
    sendPdf(res, deps, found.storedName, attachmentDisposition(fileNameForType(found.fileName, 'application/pdf')));
  });

  const { personOf } = accountSessions(deps.db, { cookieSecure: deps.config.cookieSecure, sessions: deps.config.accounts.sessions });
  app.get(SIGNED_DOCUMENT_ROUTE, async (req: Request, res: Response) => {
    const person = await personOf(req);
    const referenceNumber = String(req.params.referenceNumber).toUpperCase().slice(0, 40);
    // Anyone else's reference is answered as an unknown one: nothing tells it exists.
    const found = person && (await sealedDocumentOfSigner(deps.signing, referenceNumber, person.account.email));
    if (!found) {
      res.status(person ? 404 : 401).json({ message: person ? NOT_FOUND : ACCOUNT_MESSAGES.signInRequired, requestId: req.requestId });
      return;
    }
    sendPdf(res, deps, found.storedName, attachmentDisposition(fileNameForType(found.fileName, 'application/pdf')));
  });
}
