/**
 * A signed document as the back office shows it: what the signer gave, its files (as sent, the signing copy
 * when it differs, the sealed PDF), and its audit trail with whether the hash chain is intact.
 */
import type { Knex } from 'knex';
import type { TSubmissionDetail } from '@contracts/back-office/submissions';
import { stateInsurerFormOf } from '@contracts/document-signing';
import type { TReceiptDetail } from '@contracts/receipts';
import { readAuditTrail, verifyAuditTrail } from '../signing/audit-trail';
import { SIGNING_DOCUMENTS_TABLE, type SigningDocumentRow } from '../signing/signing-context';
import { signedDocumentSummary } from '../signing/signed-document-summary';

const STATUS_LABELS: Record<string, string> = { uploaded: 'Uploaded', sent: 'Sent for signing', signed: 'Signed, being sealed', sealed: 'Signed and sealed' };

export async function signedDocumentOf(db: Knex, referenceNumber: string) {
  const row: (SigningDocumentRow & Record<string, unknown>) | undefined = await db(SIGNING_DOCUMENTS_TABLE)
    .where({ reference_number: referenceNumber })
    .first();
  if (!row) return undefined;
  const details: TReceiptDetail[] = [
    ...(await signedDocumentSummary(db, row)),
    { label: 'Status', value: STATUS_LABELS[String(row.status)] ?? String(row.status) },
    ...(row.sealed_sha256 ? [{ label: 'Sealed PDF SHA-256', value: String(row.sealed_sha256) }] : []),
  ];
  const trail = await readAuditTrail(db, row.document_id);
  const signature: NonNullable<TSubmissionDetail['signature']> = {
    trailIntact: verifyAuditTrail(db, trail),
    trail: trail.map((entry) => ({
      sequence: entry.sequence,
      action: entry.action,
      at: entry.at.toISOString(),
      ip: entry.ip,
      userAgent: entry.userAgent,
      hash: entry.hash,
    })),
  };
  const fileIds = [
    { id: row.upload_id, type: 'As sent' },
    ...(row.signing_copy_upload_id !== row.upload_id ? [{ id: row.signing_copy_upload_id, type: 'Signing copy' }] : []),
    ...(row.sealed_upload_id ? [{ id: Number(row.sealed_upload_id), type: 'Sealed PDF' }] : []),
  ];
  return { title: stateInsurerFormOf(row.form_type).title, row, details, signature, fileIds };
}
