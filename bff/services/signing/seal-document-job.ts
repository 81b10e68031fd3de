/**
 * The sealing job, queued when a document is signed: it seals the signing copy (seal-pdf.ts), stores the
 * sealed PDF and its SHA-256, e-mails the signer a link to the sealed PDF (only once the address is proved:
 * until then the mail is held and the address is asked to prove itself, bff/services/proved-addresses),
 * completes the audit trail with what was proved, tells the agency, and sends DocumentSealed, in one
 * transaction with marking the job done. Run again after a failure, it starts over; a sealed file of a
 * failed attempt is deleted.
 */
import { Readable } from 'node:stream';
import { formatEasternDateTime } from '@contracts/dates';
import { stateInsurerFormOf } from '@contracts/document-signing';
import { documentTopic, LIVE_EVENT_TYPES } from '@contracts/live-events';
import { AGENCY } from '@site/agency';
import { routes } from '@site/paths';
import { markJobDone, type Job } from '../jobs/job-queue';
import { requestLocale } from '../back-office/submission-index';
import { enqueueMail } from '../mail';
import { describeProof, type MailOnceProvedOutcome } from '../proved-addresses';
import { recordUpload, UPLOADS_TABLE } from '../uploads/uploads-repository';
import { appendAuditEntry, readAuditTrail } from './audit-trail';
import { hashOfSecret, newLinkSecret, signerNameOf, SIGNING_DOCUMENTS_TABLE, type SigningContext, type SigningDocumentRow } from './signing-context';
import { signedCopyMail } from './signed-copy-mail';

const SIGNED_DOCUMENT_NOTICE_KIND = 'signed-document-notice';

/** The sealing service as the audit trail names it. */
const SEALING_ACTOR = { ip: '', userAgent: `${AGENCY.name} sealing service` };

const signedDocumentPath = (documentId: string, key: string) => `/api/signed-documents/${documentId}?key=${key}`;

/** What became of the signer's copy, in the audit trail's words. */
const COPY_OUTCOMES: Record<MailOnceProvedOutcome['kind'], string> = {
  queued: 'e-mailed to the proved address',
  held: 'held until the address is proved; the address was asked to prove itself',
  refused: 'not sent: the address has had its mails of the day',
};

type Uploads = { original: { original_name: string; sha256: string }; copy: { stored_name: string; sha256: string } };

async function uploadsOf(context: SigningContext, document: SigningDocumentRow): Promise<Uploads> {
  const rows: { id: number; stored_name: string; original_name: string; sha256: string }[] = await context
    .db(UPLOADS_TABLE)
    .select('id', 'stored_name', 'original_name', 'sha256')
    .whereIn('id', [document.upload_id, document.signing_copy_upload_id]);
  const byId = (id: number) => rows.find((row) => Number(row.id) === Number(id))!;
  return { original: byId(document.upload_id), copy: byId(document.signing_copy_upload_id) };
}

export function sealDocumentJob(context: SigningContext) {
  return async (job: Job): Promise<void> => {
    const { documentId } = job.payload as { documentId: string };
    const document = await context.db<SigningDocumentRow>(SIGNING_DOCUMENTS_TABLE).select('*').where({ document_id: documentId }).first();
    if (!document || document.status !== 'signed') {
      await markJobDone(context.db, job); // sealed already, or gone: nothing to do
      return;
    }
    const { original, copy } = await uploadsOf(context, document);
    const signedAt = new Date(document.signed_at!);
    const formTitle = stateInsurerFormOf(document.form_type).title;
    // Issued when it was signed (signing-session.ts): every mail about it carries it.
    const reference = document.reference_number!;
    // The language it was signed in (the inbox's record of its signing): the signer's copy is mailed in it.
    const locale = await requestLocale(context.db, reference);
    const emailProof = await context.provedAddresses.proofOf(context.db, document.email);
    const signer = {
      name: signerNameOf(document),
      typedName: document.signed_name,
      email: document.email,
      /** Whether its owner had proved the address when it was sealed, and how, in words. */
      emailProof: describeProof(emailProof),
      policyNumber: document.policy_number,
    };
    // In a document worker: opening and writing the PDF never holds the main thread.
    const sealed = await context.documentWorkers.run(
      'sealPdf',
      {
        signingCopy: new Uint8Array(await context.store.read(copy.stored_name)),
        documentId,
        documentName: original.original_name,
        formTitle,
        signer,
        originalSha256: original.sha256,
        signingCopySha256: copy.sha256,
        signedAt,
        trail: await readAuditTrail(context.db, documentId),
        verifyUrl: `${context.publicBaseUrl}${routes.verify()}`,
      },
      await context.certificate(),
    );
    // A Buffer comes back from a worker as a plain Uint8Array.
    const written = await context.store.write(Readable.from(Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength)));
    const downloadKey = newLinkSecret();
    const sealedAt = new Date();
    try {
      await context.db.transaction(async (trx) => {
        const sealedUploadId = await recordUpload(trx, {
          ...written,
          field: 'sealed',
          originalName: `${original.original_name.replace(/\.[^.]+$/, '')} (signed).pdf`,
          mimeType: 'application/pdf',
        });
        await trx(SIGNING_DOCUMENTS_TABLE)
          .where({ document_id: documentId, status: 'signed' })
          .update({
            status: 'sealed',
            sealed_upload_id: sealedUploadId,
            sealed_sha256: written.sha256,
            sealed_at: sealedAt,
            download_key_hash: hashOfSecret(downloadKey),
          });
        const copyMail = signedCopyMail({
          to: document.email,
          firstName: document.first_name,
          formTitle,
          reference,
          signedAt,
          siteOrigin: context.publicBaseUrl,
          downloadLink: `${context.publicBaseUrl}${signedDocumentPath(documentId, downloadKey)}`,
          locale,
        });
        const signerCopy = await context.provedAddresses.mailOnceProved(trx, copyMail.mail, { waiting: copyMail.waiting, locale });
        await appendAuditEntry(
          trx,
          documentId,
          'completed',
          SEALING_ACTOR,
          { sha256: written.sha256, copyTo: document.email, addressAtSealing: signer.emailProof, copy: COPY_OUTCOMES[signerCopy.kind] },
          sealedAt,
        );
        await enqueueMail(trx, {
          kind: SIGNED_DOCUMENT_NOTICE_KIND,
          to: context.agencyInbox,
          subject: `Signed ${formTitle} ${reference} from ${signer.name} (policy ${signer.policyNumber})`,
          text: [
            `A document was signed through the portal and sealed. Reference: ${reference}.`,
            '',
            `Form: ${formTitle}`,
            `Document: ${original.original_name}`,
            `Signer: ${signer.name} <${signer.email}>`,
            `Name typed to sign (not verified): ${signer.typedName}`,
            `E-mail address at sealing: ${signer.emailProof}`,
            `Signer's copy: ${COPY_OUTCOMES[signerCopy.kind]}`,
            `Policy number: ${signer.policyNumber}`,
            `Signed: ${formatEasternDateTime(signedAt)}`,
            `Document ID: ${documentId}`,
            `Sealed PDF SHA-256: ${written.sha256}`,
          ].join('\n'),
          referenceNumber: reference,
        });
        await context.bus.publish(trx, documentTopic(documentId), {
          type: LIVE_EVENT_TYPES.documentSealed,
          data: { documentId, sealedAt: sealedAt.toISOString(), sha256: written.sha256 },
        });
        if (!(await markJobDone(trx, job))) throw new Error('The sealing job lost its lease; another worker seals the document.');
      });
    } catch (error) {
      await context.store.remove(written.storedName);
      throw error;
    }
  };
}
