/**
 * The uploading browser's side of a signing (seed 001 §4): the document is stored with the PDF the signer
 * will read, bound to the browser session that sent it; that session alone may ask for its signing link and
 * for its live events.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { z } from 'zod';
import { stateInsurerFormOf, type ZSigningLinkRequest } from '@contracts/document-signing';
import { documentTopic } from '@contracts/live-events';
import { addressInLocale } from '@site/alternates';
import { DEFAULT_LOCALE, type Locale } from '@site/locales';
import { routes } from '@site/paths';
import type { DocumentWorkers } from '../document-worker/document-workers';
import { eventsSubscription, sessionHashOf } from '../live-events/event-tokens';
import type { ReceivedFile } from '../uploads/receive-multipart';
import { recordUpload } from '../uploads/uploads-repository';
import { appendAuditEntry, type AuditActor } from './audit-trail';
import { UnreadableDocumentError, UnreadablePdfError, type SigningCopy, type UploadedDocument } from './signing-copy';
import { hashOfSecret, newLinkSecret, SIGNING_DOCUMENTS_TABLE, SIGNING_LINKS_TABLE, type SigningContext, type SigningDocumentRow } from './signing-context';

export type SigningLinkRequest = z.output<typeof ZSigningLinkRequest>;

/**
 * The signing copy of a stored upload, made in a document worker. A PDF that cannot be used throws
 * UnreadablePdfError, another file UnreadableDocumentError; a worker over its limits, DocumentWorkLimitError.
 */
async function makeSigningCopy(workers: DocumentWorkers, file: UploadedDocument): Promise<SigningCopy> {
  const result = await workers.run('signingCopyOf', file);
  if (result.kind === 'copy') return { pdf: result.pdf, pageCount: result.pageCount };
  throw file.mimeType === 'application/pdf' ? new UnreadablePdfError() : new UnreadableDocumentError();
}

/**
 * Stores an uploaded document for signing and answers its documentId. The caller keeps or discards the
 * received file; the signing copy this makes is deleted here if the document is not stored.
 */
export async function storeDocumentForSigning(context: SigningContext, file: ReceivedFile, sessionId: string): Promise<{ documentId: string }> {
  const copy = await makeSigningCopy(context.documentWorkers, { ...file, bytes: await context.store.read(file.storedName) });
  // A PDF is its own signing copy.
  const written = file.mimeType === 'application/pdf' ? undefined : await context.store.write(Readable.from(Buffer.from(copy.pdf)));
  const documentId = randomUUID();
  try {
    await context.db.transaction(async (trx) => {
      const uploadId = await recordUpload(trx, file);
      const copyId = written
        ? await recordUpload(trx, { ...written, field: 'signing-copy', originalName: `${file.originalName}.pdf`, mimeType: 'application/pdf' })
        : uploadId;
      await trx(SIGNING_DOCUMENTS_TABLE).insert({
        document_id: documentId,
        session_hash: sessionHashOf(sessionId),
        upload_id: uploadId,
        signing_copy_upload_id: copyId,
        page_count: copy.pageCount,
        status: 'uploaded',
        created_at: new Date(),
      });
    });
  } catch (error) {
    if (written) await context.store.remove(written.storedName);
    throw error;
  }
  return { documentId };
}

/** The session's own document; undefined for another session's or an unknown one (told apart by no one). */
async function sessionDocument(context: SigningContext, documentId: string, sessionId: string): Promise<SigningDocumentRow | undefined> {
  const row = await context.db<SigningDocumentRow>(SIGNING_DOCUMENTS_TABLE).select('*').where({ document_id: documentId }).first();
  return row && row.session_hash === sessionHashOf(sessionId) ? row : undefined;
}

export type SigningLinkResult = { kind: 'issued'; signingUrl: string } | { kind: 'unknown-document' } | { kind: 'already-signed' };

/**
 * A new single-use signing link for the session's document, with the signer's details, to the signing page in
 * `locale`; any earlier link is revoked. The link points at the site's own address (PUBLIC_BASE_URL or the server's), never at the Host
 * a request named.
 */
export async function issueSigningLink(
  context: SigningContext,
  request: SigningLinkRequest,
  { sessionId, actor, locale = DEFAULT_LOCALE }: { sessionId: string; actor: AuditActor; locale?: Locale },
): Promise<SigningLinkResult> {
  const document = await sessionDocument(context, request.documentId, sessionId);
  if (!document) return { kind: 'unknown-document' };
  if (document.status === 'signed' || document.status === 'sealed') return { kind: 'already-signed' };
  const secret = newLinkSecret();
  const now = new Date();
  await context.db.transaction(async (trx) => {
    await trx(SIGNING_LINKS_TABLE).where({ document_id: document.document_id }).whereNull('revoked_at').whereNull('used_at').update({ revoked_at: now });
    await trx(SIGNING_LINKS_TABLE).insert({
      document_id: document.document_id,
      token_hash: hashOfSecret(secret),
      expires_at: new Date(now.getTime() + context.linkTtlMs),
      created_at: now,
    });
    await trx(SIGNING_DOCUMENTS_TABLE).where({ document_id: document.document_id }).update({
      first_name: request.firstName,
      last_name: request.lastName,
      email: request.email,
      policy_number: request.policyNumber,
      form_type: request.formType,
      status: 'sent',
    });
    // The link goes back to the browser that asked for it; the address is only given, not proved.
    await appendAuditEntry(
      trx,
      document.document_id,
      'sent',
      actor,
      {
        form: stateInsurerFormOf(request.formType).title,
        linkTo: 'the browser session that uploaded the document',
        email: `${request.email} (given, not proved)`,
      },
      now,
    );
  });
  // The signing page in the language the link was asked for in.
  return { kind: 'issued', signingUrl: `${context.publicBaseUrl}${addressInLocale(routes.signing(secret), locale)}` };
}

/** An events address for the session's own document, or undefined. */
export async function documentEventsSubscription(
  context: SigningContext,
  documentId: string,
  sessionId: string,
): Promise<{ url: string; expiresAt: string } | undefined> {
  const document = await sessionDocument(context, documentId, sessionId);
  if (!document) return undefined;
  return eventsSubscription(context.eventTokens, {
    topic: documentTopic(document.document_id),
    sessionHash: document.session_hash,
    ttlMs: context.eventTokenTtlMs,
  });
}
