/**
 * The one way a policy change request is stored: its row, every document it was sent (the upload rows and the
 * request's document list), the notice to the agency inbox and the receipt token, in one transaction, so a
 * request exists whole or not at all. A requestId seen before is answered with that request's reference (a
 * retry, a double click) and nothing new is stored; the caller then discards the new files.
 */
import type { Knex } from 'knex';
import type { TReceiptDetail } from '@contracts/receipts';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../db-errors';
import { enqueueMail } from '../mail';
import { issueReceiptToken } from '../receipts/receipt-tokens';
import { issueReference } from '../reference-numbers';
import type { ReceivedFile } from '../uploads/receive-multipart';
import { recordUpload } from '../uploads/uploads-repository';

export type SubmittedDocument = { file: ReceivedFile; type?: string; description?: string };

/** A document as a request's summary lists it. */
export type StoredDocument = { name: string; sizeBytes: number; type: string };

export type StoredSubmissionResult = {
  referenceNumber: string;
  duplicate: boolean;
  /** For this browser only: lets it have the receipt e-mailed to another address, once. */
  receiptToken: string;
};

export type Submission = {
  /** The request's table (a table per form: their fields differ). */
  table: string;
  referencePrefix: string;
  requestId: string;
  /** The request's own columns (reference, request id and time are added). */
  row: Record<string, unknown>;
  documents: SubmittedDocument[];
  /** The agency's notice: a subject and the request's details, as the receipt lists them (with its documents). */
  notice: (referenceNumber: string, documents: StoredDocument[]) => { kind: string; subject: string; details: TReceiptDetail[] };
  agencyInbox: string;
};

export const POLICY_CHANGE_DOCUMENTS_TABLE = 'policy_change_documents';

const referenceFor = async (db: Knex | Knex.Transaction, table: string, requestId: string): Promise<string | undefined> =>
  (await db(table).select('reference_number').where('request_id', requestId).first())?.reference_number;

const noticeText = (referenceNumber: string, details: TReceiptDetail[]) =>
  [`A request came in through the portal. Reference: ${referenceNumber}.`, '', ...details.map(({ label, value }) => `${label}: ${value}`)].join('\n');

export async function storeSubmission(db: Database, submission: Submission): Promise<StoredSubmissionResult> {
  const { table, requestId } = submission;
  const earlier = await referenceFor(db, table, requestId);
  if (earlier) return { referenceNumber: earlier, duplicate: true, receiptToken: await issueReceiptToken(db, earlier) };

  const referenceNumber = issueReference(submission.referencePrefix);
  try {
    const receiptToken = await db.transaction(async (trx) => {
      await trx(table).insert({ ...submission.row, reference_number: referenceNumber, request_id: requestId, created_at: new Date() });
      for (const [position, document] of submission.documents.entries()) {
        const uploadId = await recordUpload(trx, document.file);
        await trx(POLICY_CHANGE_DOCUMENTS_TABLE).insert({
          reference_number: referenceNumber,
          upload_id: uploadId,
          document_type: document.type ?? '',
          description: document.description ?? '',
          position,
        });
      }
      const notice = submission.notice(
        referenceNumber,
        submission.documents.map(({ file, type }) => ({ name: file.originalName, sizeBytes: file.sizeBytes, type: type ?? '' })),
      );
      await enqueueMail(trx, { kind: notice.kind, subject: notice.subject, text: noticeText(referenceNumber, notice.details), to: submission.agencyInbox });
      return issueReceiptToken(trx, referenceNumber);
    });
    return { referenceNumber, duplicate: false, receiptToken };
  } catch (error) {
    // The same requestId sent twice at once: the other one was stored first.
    const winner = isUniqueViolation(error) ? await referenceFor(db, table, requestId) : undefined;
    if (winner) return { referenceNumber: winner, duplicate: true, receiptToken: await issueReceiptToken(db, winner) };
    throw error;
  }
}

/** The documents stored with a request, in the order they were sent: name and size for a summary. */
export async function documentsOf(db: Knex | Knex.Transaction, referenceNumber: string): Promise<StoredDocument[]> {
  const rows: { original_name: string; size_bytes: number | string; document_type: string }[] = await db(POLICY_CHANGE_DOCUMENTS_TABLE)
    .join('uploads', 'uploads.id', `${POLICY_CHANGE_DOCUMENTS_TABLE}.upload_id`)
    .select('uploads.original_name', 'uploads.size_bytes', `${POLICY_CHANGE_DOCUMENTS_TABLE}.document_type`)
    .where(`${POLICY_CHANGE_DOCUMENTS_TABLE}.reference_number`, referenceNumber)
    .orderBy(`${POLICY_CHANGE_DOCUMENTS_TABLE}.position`);
  return rows.map((row) => ({ name: row.original_name, sizeBytes: Number(row.size_bytes), type: row.document_type }));
}
