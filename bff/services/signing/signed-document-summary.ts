/**
 * A signed state-insurer document as the person and the agency read it, once: its title, the signer's address
 * and its summary lines. /dashboard and the person's account find it by its reference (a reference source:
 * ../receipts/reference-sources.ts) and say its lines in the reader's language; the back office's page shows the
 * same lines in English (../back-office/signed-document-detail.ts).
 */
import type { Knex } from 'knex';
import { stateInsurerFormOf } from '@contracts/document-signing';
import type { StoredRow } from '@contracts/forms';
import { SUMMARY_IN_ENGLISH, type SummaryLanguage } from '@contracts/forms/summary-language';
import type { TReceiptDetail } from '@contracts/receipts';
import { UPLOADS_TABLE } from '../uploads/uploads-repository';
import { SIGNING_DOCUMENTS_TABLE, signerNameOf, type SigningDocumentRow } from './signing-context';
import { storedDate } from '../../db/stored-date';

/**
 * The lines of a signed document's summary: the form, the document as sent, the signer, when it was signed. Its
 * labels, the form's title, the size and the moment in `language` (English by default: '11/25/2026 2:05:09 PM ET');
 * the file's name and what the signer gave as given.
 */
export async function signedDocumentSummary(
  db: Knex | Knex.Transaction,
  row: SigningDocumentRow,
  language: SummaryLanguage = SUMMARY_IN_ENGLISH,
): Promise<TReceiptDetail[]> {
  const upload: { original_name: string; size_bytes: number | string } | undefined = await db(UPLOADS_TABLE)
    .where('id', row.upload_id)
    .first('original_name', 'size_bytes');
  return [
    { label: 'Form', value: language.say(stateInsurerFormOf(row.form_type).title) },
    { label: 'Document', value: upload ? `${upload.original_name} (${language.fileSize(Number(upload.size_bytes))})` : '' },
    { label: 'Name', value: signerNameOf(row) },
    { label: 'Email', value: row.email },
    { label: 'Policy Number', value: row.policy_number },
    { label: 'Signed As', value: row.signed_name ?? '' },
    { label: 'Signed At', value: row.signed_at ? language.dateTime(storedDate(row.signed_at)) : '' },
  ]
    .filter((detail) => detail.value !== '')
    .map((detail) => ({ label: language.say(detail.label), value: detail.value }));
}

/**
 * Signed documents as a reference source: found by the reference issued when they were signed; no receipt. The
 * title in English (the reader's page says it in their language, as every source's); the summary in `language`.
 */
export const signedDocumentSource = {
  kind: 'signature' as const,
  table: SIGNING_DOCUMENTS_TABLE,
  receipt: false,
  read: async (row: StoredRow, db: Knex | Knex.Transaction, language?: SummaryLanguage) => {
    const document = row as SigningDocumentRow;
    return { title: stateInsurerFormOf(document.form_type).title, email: document.email, details: await signedDocumentSummary(db, document, language) };
  },
};
