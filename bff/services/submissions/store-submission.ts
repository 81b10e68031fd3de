/**
 * The one way a form's submission is stored (an insurance request, every policy change request): its row, every
 * document it was sent (the upload rows and, for a change request, its document list), the notice to the
 * agency inbox and the receipt token, in one transaction, so a submission exists whole or not at all. A
 * requestId seen before is answered with that submission's reference (a retry, a double click) and nothing new
 * is stored; the caller then discards the new files. The person's confirmation goes in the same transaction.
 */
import type { Knex } from 'knex';
import type { SubmissionKind, SubmissionPortalType } from '@contracts/back-office/submission-kinds';
import type { DescribedDocument } from '@contracts/forms';
import type { TReceiptDetail } from '@contracts/receipts';
import type { Database } from '../../db/database';
import { indexSubmission, type SubmissionPerson } from '../back-office/submission-index';
import { isUniqueViolation } from '../db-errors';
import { enqueueMail, type OutgoingMail } from '../mail';
import { issueReceiptToken } from '../receipts/receipt-tokens';
import { issueReference } from '../reference-numbers';
import { recordUpload } from '../uploads/uploads-repository';
import { describedDocument, listDocuments, type SubmittedDocument } from './documents';
import type { Locale } from '@site/locales';

export type { SubmittedDocument } from './documents';

/** A document as a request's summary lists it. */
export type StoredDocument = DescribedDocument;

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
  /**
   * The submission's own columns (reference, request id and time are added); a function of the documents'
   * upload ids when the row refers to them itself (the insurance request's authorization form).
   */
  row: Record<string, unknown> | ((uploadIds: number[]) => Record<string, unknown>);
  documents: SubmittedDocument[];
  /** Where it shows in the back office's inbox: its kind, the side of the site it came from, and whom it is from. */
  inbox: { kind: SubmissionKind; portalType: SubmissionPortalType; person: SubmissionPerson; locale: Locale };
  /** Keeps the documents in the submission's document list (./documents.ts). @default true */
  listDocuments?: boolean;
  /** Rows of other tables that belong to the submission (an auto change's changes); its reference is added to each. */
  relatedRows?: { table: string; rows: Record<string, unknown>[] }[];
  /** The agency's notice: a subject and the request's details, as the receipt lists them (with its documents). */
  notice: (referenceNumber: string, documents: StoredDocument[]) => { kind: string; subject: string; details: TReceiptDetail[] };
  agencyInbox: string;
  /**
   * The confirmation to the sender (contracts/forms/confirmation.ts). Our own words and the reference only:
   * nothing the sender typed goes out in it, so the form cannot be used to mail someone else a message; an
   * address's confirmations of the day are limited, and one over is kept as refused while the submission is stored.
   */
  confirmation: (referenceNumber: string) => OutgoingMail;
  /** Puts our own words in the outbox within the address's confirmations of the day (bff/services/proved-addresses). */
  mailOurWords: (trx: Knex.Transaction, mail: OutgoingMail) => Promise<unknown>;
};

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
      const uploadIds: number[] = [];
      for (const document of submission.documents) uploadIds.push(await recordUpload(trx, document.file));
      const row = typeof submission.row === 'function' ? submission.row(uploadIds) : submission.row;
      const createdAt = new Date();
      await trx(table).insert({ ...row, reference_number: referenceNumber, request_id: requestId, created_at: createdAt });
      await indexSubmission(trx, { ...submission.inbox, referenceNumber, createdAt });
      if (submission.listDocuments ?? true) await listDocuments(trx, referenceNumber, submission.documents, uploadIds);
      for (const related of submission.relatedRows ?? []) {
        for (const relatedRow of related.rows) await trx(related.table).insert({ ...relatedRow, reference_number: referenceNumber });
      }
      const notice = submission.notice(referenceNumber, submission.documents.map(describedDocument));
      await enqueueMail(trx, {
        kind: notice.kind,
        subject: notice.subject,
        text: noticeText(referenceNumber, notice.details),
        to: submission.agencyInbox,
        referenceNumber,
      });
      await submission.mailOurWords(trx, { ...submission.confirmation(referenceNumber), referenceNumber });
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
