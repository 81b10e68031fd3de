import { initServer } from '@ts-rest/express';
import type { Request } from 'express';
import { documentSigningContract, SIGNING_MESSAGES } from '@contracts/document-signing';
import { RATE_LIMITED_MESSAGE, VALIDATION_FAILED_MESSAGE } from '@contracts/errors';
import { FILE_TOO_COMPLEX_MESSAGE, FILE_UNREADABLE_MESSAGE, FILES_CANNOT_BE_CHECKED_MESSAGE } from '@contracts/uploads';
import type { AppDependencies } from '../dependencies';
import { multipartUpload, receivedUploads } from '../middleware/multipart-upload';
import { rateLimited } from '../middleware/rate-limited';
import type { AuditActor } from '../services/signing/audit-trail';
import { verifySealedDocument } from '../services/signing/sealed-documents';
import { UnreadableDocumentError, UnreadablePdfError } from '../services/signing/signing-copy';
import { DocumentWorkLimitError } from '../services/document-worker/document-workers';
import { documentEventsSubscription, issueSigningLink, storeDocumentForSigning } from '../services/signing/signing-documents';
import { consentToElectronicRecords, openSigningSession, signDocument } from '../services/signing/signing-session';

const s = initServer();

const actorOf = (req: Request): AuditActor => ({ ip: req.ip ?? req.socket.remoteAddress ?? '', userAgent: req.get('user-agent') ?? '' });

const M = SIGNING_MESSAGES;
const refusal = (message: string) => ({ message });
const invalid = (req: Request, errors: Record<string, string[]>) => ({
  status: 422 as const,
  body: { message: VALIDATION_FAILED_MESSAGE, errors, requestId: req.requestId },
});
/** Every document worker busy: a moment to try again after. */
const BUSY_RETRY_AFTER_SECONDS = 30;

const linkGone = (req: Request) => ({ status: 410 as const, body: { message: M.linkInvalid, requestId: req.requestId } });

export const documentSigningRouter = (deps: AppDependencies) => {
  const { signing, rateLimits, config, uploadCapacity, uploadChecks } = deps;
  const signingLimit = rateLimited(rateLimits.of('signing'), RATE_LIMITED_MESSAGE, refusal);
  return s.router(documentSigningContract, {
    uploadDocument: {
      middleware: [
        rateLimited(rateLimits.of('documentUploads'), RATE_LIMITED_MESSAGE, refusal),
        multipartUpload({
          store: signing.store,
          capacity: uploadCapacity,
          checks: uploadChecks,
          fileFields: { document: {} },
          maxFileBytes: config.uploads.maxFileBytes,
          idleTimeoutMs: config.uploads.idleTimeoutMs,
        }),
      ],
      handler: async ({ body, headers, req }) => {
        const uploads = receivedUploads(req);
        if (body.sessionId !== headers['x-session-id']) return invalid(req, { sessionId: [M.session] });
        try {
          const { documentId } = await storeDocumentForSigning(signing, uploads.fileOf('document')!, body.sessionId);
          uploads.keep();
          return { status: 201 as const, body: { documentId } };
        } catch (error) {
          await uploads.discard();
          if (error instanceof UnreadablePdfError) return invalid(req, { document: [M.unreadablePdf] });
          if (error instanceof UnreadableDocumentError) return invalid(req, { document: [FILE_UNREADABLE_MESSAGE] });
          if (error instanceof DocumentWorkLimitError) {
            if (error.limit === 'busy') {
              req.res?.set('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
              return { status: 503 as const, body: { message: FILES_CANNOT_BE_CHECKED_MESSAGE, requestId: req.requestId } };
            }
            return invalid(req, { document: [FILE_TOO_COMPLEX_MESSAGE] });
          }
          throw error;
        }
      },
    },
    generateSigningLink: {
      middleware: [signingLimit],
      handler: async ({ body, headers, req }) => {
        const result = await issueSigningLink(signing, body, { sessionId: headers['x-session-id'], actor: actorOf(req), locale: req.locale });
        if (result.kind === 'unknown-document') return invalid(req, { documentId: [M.uploadFirst] });
        if (result.kind === 'already-signed') return { status: 409 as const, body: { message: M.alreadySigned, requestId: req.requestId } };
        return { status: 200 as const, body: { signingUrl: result.signingUrl } };
      },
    },
    subscribeToDocumentEvents: {
      middleware: [signingLimit],
      handler: async ({ body, headers, req }) => {
        const subscription = await documentEventsSubscription(signing, body.documentId, headers['x-session-id']);
        if (!subscription) return { status: 404 as const, body: { message: M.uploadFirst, requestId: req.requestId } };
        return { status: 200 as const, body: subscription };
      },
    },
    openSigningSession: {
      middleware: [signingLimit],
      handler: async ({ params, req }) => {
        const session = await openSigningSession(signing, params.token, actorOf(req));
        return session ? { status: 200 as const, body: session } : linkGone(req);
      },
    },
    consentToElectronicRecords: {
      middleware: [signingLimit],
      handler: async ({ params, req }) =>
        (await consentToElectronicRecords(signing, params.token, actorOf(req))) ? { status: 200 as const, body: { consented: true as const } } : linkGone(req),
    },
    signDocument: {
      middleware: [signingLimit],
      handler: async ({ params, body, req }) => {
        const result = await signDocument(signing, params.token, body.fullName, actorOf(req), req.locale);
        switch (result.kind) {
          case 'signed':
            return { status: 200 as const, body: { signedAt: result.signedAt.toISOString(), referenceNumber: result.referenceNumber } };
          case 'invalid-link':
            return linkGone(req);
          case 'no-consent':
            return { status: 409 as const, body: { message: M.consentRequired, requestId: req.requestId } };
          case 'name-mismatch':
            return invalid(req, { fullName: [M.fullNameMismatch(result.expected)] });
        }
      },
    },
    verifyDocument: {
      middleware: [rateLimited(rateLimits.of('verifyDocument'), RATE_LIMITED_MESSAGE, refusal)],
      handler: async ({ body }) => ({ status: 200 as const, body: await verifySealedDocument(signing, body.sha256) }),
    },
  });
};
