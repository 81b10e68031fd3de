/**
 * A signed state-insurer document as the person and the agency read it, once: its title, the signer's address
 * and its summary lines. /dashboard finds it by its reference (a reference source: ../receipts/reference-sources.ts)
 * and the back office's page shows the same lines (../back-office/signed-document-detail.ts).
 */
import type { Knex } from 'knex';
import { formatEasternDateTime } from '@contracts/dates';
import { stateInsurerFormOf } from '@contracts/document-signing';
import { formatFileSize } from '@contracts/file-size';
import type { StoredRow } from '@contracts/forms';
import type { TReceiptDetail } from '@contracts/receipts';
import { UPLOADS_TABLE } from '../uploads/uploads-repository';
import { SIGNING_DOCUMENTS_TABLE, signerNameOf, type SigningDocumentRow } from './signing-context';
import { storedDate } from '../../db/stored-date';

/** The lines of a signed document's summary: the form, the document as sent, the signer, when it was signed. */
export async function signedDocumentSummary(db: Knex | Knex.Transaction, row: SigningDocumentRow): Promise<TReceiptDetail[]> {
  const upload: { original_name: string; size_bytes: number | string } | undefined = await db(UPLOADS_TABLE)
    .where('id', row.upload_id)
    .first('original_name', 'size_bytes');
  return [
    { label: 'Form', value: stateInsurerFormOf(row.form_type).title },
    { label: 'Document', value: upload ? `${upload.original_name} (${formatFileSize(Number(upload.size_bytes))})` : '' },
    { label: 'Name', value: signerNameOf(row) },
    { label: 'Email', value: row.email },
    { label: 'Policy Number', value: row.policy_number },
    { label: 'Signed As', value: row.signed_name ?? '' },
    { label: 'Signed At', value: row.signed_at ? formatEasternDateTime(storedDate(row.signed_at)) : '' },
  ].filter((detail) => detail.value !== '');
}

/** Signed documents as a reference source: found by the reference issued when they were signed; no receipt. */
export const signedDocumentSource = {
  kind: 'signature' as const,
  table: SIGNING_DOCUMENTS_TABLE,
  receipt: false,
  read: async (row: StoredRow, db: Knex | Knex.Transaction) => {
    const document = row as SigningDocumentRow;
    return { title: stateInsurerFormOf(document.form_type).title, email: document.email, details: await signedDocumentSummary(db, document) };
  },
};
