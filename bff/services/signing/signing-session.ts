/**
 * The signer's side (the signing page, reached by the single-use link): open the document, consent to
 * electronic records, sign by typing the full name. Signing uses the link up, records the signature in the
 * audit trail, queues the sealing and tells the waiting browser (DocumentSigned), all in one transaction.
 */
import type { Knex } from 'knex';
import { SIGNED_DOCUMENT_REFERENCE_PREFIX, stateInsurerFormOf, type TSigningSession } from '@contracts/document-signing';
import { documentTopic, LIVE_EVENT_TYPES } from '@contracts/live-events';
import { indexSubmission, personName } from '../back-office/submission-index';
import { enqueueJob } from '../jobs/job-queue';
import { issueReference } from '../reference-numbers';
import { UPLOADS_TABLE } from '../uploads/uploads-repository';
import { appendAuditEntry, readAuditTrail, type AuditActor } from './audit-trail';
import {
  hashOfSecret,
  SEAL_DOCUMENT_JOB,
  signerNameOf,
  SIGNING_DOCUMENTS_TABLE,
  SIGNING_LINKS_TABLE,
  type SigningContext,
  type SigningDocumentRow,
} from './signing-context';
import type { Locale } from '@site/locales';

type LinkedDocument = SigningDocumentRow & { link_id: number; original_name: string };

/** The document of a link that works now: not expired, not revoked, not used. */
async function documentOfLink(db: Knex | Knex.Transaction, token: string, now = new Date()): Promise<LinkedDocument | undefined> {
  return db(`${SIGNING_LINKS_TABLE} as l`)
    .join(`${SIGNING_DOCUMENTS_TABLE} as d`, 'd.document_id', 'l.document_id')
    .join(`${UPLOADS_TABLE} as u`, 'u.id', 'd.upload_id')
    .select('d.*', 'l.id as link_id', 'u.original_name')
    .where('l.token_hash', hashOfSecret(token))
    .whereNull('l.used_at')
    .whereNull('l.revoked_at')
    .where('l.expires_at', '>', now)
    .first();
}

const hasConsented = async (db: Knex | Knex.Transaction, documentId: string) =>
  (await readAuditTrail(db, documentId)).some((entry) => entry.action === 'consented');

/** Records that the page was opened and answers what it shows; undefined for a link that does not work. */
export async function openSigningSession(context: SigningContext, token: string, actor: AuditActor): Promise<TSigningSession | undefined> {
  const document = await documentOfLink(context.db, token);
  if (!document) return undefined;
  await context.db.transaction((trx) => appendAuditEntry(trx, document.document_id, 'opened', actor));
  return {
    documentId: document.document_id,
    formTitle: stateInsurerFormOf(document.form_type).title,
    documentName: document.original_name,
    pageCount: Number(document.page_count),
    signerName: signerNameOf(document),
    documentUrl: `/api/signing/${token}/document`,
    consented: await hasConsented(context.db, document.document_id),
  };
}

/** The signing copy's stored name, for the page's document view; undefined for a link that does not work. */
export async function signingCopyOf(context: SigningContext, token: string): Promise<string | undefined> {
  const document = await documentOfLink(context.db, token);
  if (!document) return undefined;
  const upload = await context.db(UPLOADS_TABLE).select('stored_name').where('id', document.signing_copy_upload_id).first();
  return upload?.stored_name as string | undefined;
}

export async function consentToElectronicRecords(context: SigningContext, token: string, actor: AuditActor): Promise<boolean> {
  return context.db.transaction(async (trx) => {
    const document = await documentOfLink(trx, token);
    if (!document) return false;
    if (!(await hasConsented(trx, document.document_id))) await appendAuditEntry(trx, document.document_id, 'consented', actor);
    return true;
  });
}

/** What the typed name proves, in the audit trail: it matched what was asked for, and nothing more. */
const TYPED_NAME_CHECK = 'typed by the signer and matched to the name given for the link; not verified';

/** Names compared as a person would: case, accents' composition and spacing aside. */
const comparable = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');

export type SignResult =
  { kind: 'signed'; signedAt: Date; referenceNumber: string } | { kind: 'invalid-link' } | { kind: 'no-consent' } | { kind: 'name-mismatch'; expected: string };

/** `locale`: the language the person signs in, for the mails about the signed document afterwards. */
export async function signDocument(context: SigningContext, token: string, fullName: string, actor: AuditActor, locale: Locale): Promise<SignResult> {
  const result = await context.db.transaction(async (trx): Promise<SignResult> => {
    const signedAt = new Date();
    const document = await documentOfLink(trx, token, signedAt);
    if (!document) return { kind: 'invalid-link' };
    if (!(await hasConsented(trx, document.document_id))) return { kind: 'no-consent' };
    const expected = signerNameOf(document);
    if (comparable(fullName) !== comparable(expected)) return { kind: 'name-mismatch', expected };
    // Used up once: a second request with the same link finds it used and changes nothing.
    const claimed = await trx(SIGNING_LINKS_TABLE).where({ id: document.link_id }).whereNull('used_at').update({ used_at: signedAt });
    if (claimed !== 1) return { kind: 'invalid-link' };
    const referenceNumber = issueReference(SIGNED_DOCUMENT_REFERENCE_PREFIX);
    await trx(SIGNING_DOCUMENTS_TABLE)
      .where({ document_id: document.document_id })
      .update({ status: 'signed', signed_name: fullName.trim(), signed_at: signedAt, reference_number: referenceNumber });
    await indexSubmission(trx, {
      referenceNumber,
      kind: 'signature',
      portalType: 'customer',
      person: { name: personName(document.first_name, document.last_name), email: document.email, policyNumber: document.policy_number },
      createdAt: signedAt,
      locale,
    });
    await appendAuditEntry(trx, document.document_id, 'signed', actor, { typedName: fullName.trim(), nameCheck: TYPED_NAME_CHECK }, signedAt);
    await enqueueJob(trx, SEAL_DOCUMENT_JOB, { documentId: document.document_id });
    await context.bus.publish(trx, documentTopic(document.document_id), {
      type: LIVE_EVENT_TYPES.documentSigned,
      data: { documentId: document.document_id, signedAt: signedAt.toISOString(), referenceNumber },
    });
    return { kind: 'signed', signedAt, referenceNumber };
  });
  if (result.kind === 'signed') context.wakeJobs();
  return result;
}
