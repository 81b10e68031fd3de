/**
 * A described form's submissions (contracts/forms), stored and read back through its descriptor: the row and
 * related rows its storage makes, the inbox's person it names, and the notice, receipt, back-office page and
 * /dashboard all showing `describe(fromRow(row), documents)`, the same lines its review step showed.
 */
import type { Knex } from 'knex';
import type { SubmissionKind } from '@contracts/back-office/submission-kinds';
import { confirmationMail } from '@contracts/forms/confirmation';
import { relatedByTable, type AnySubmissionForm, type DescribedDocument, type StoredRow } from '@contracts/forms';
import type { Database } from '../../db/database';
import { documentsOfMany, uploadsById, type SubmittedDocument } from './documents';
import { storeSubmission, type StoredSubmissionResult, type Submission } from './store-submission';
import type { Locale } from '@site/locales';

/** A form of the list: its kind is one of the inbox's. */
export type DescribedSubmissionForm = AnySubmissionForm & { kind: SubmissionKind };

/** A validated submission, as its descriptor splits it, its files those the server received. */
export type ReceivedSubmission = { requestId: string; request: unknown; documents: SubmittedDocument[]; locale: Locale };

/** Stores a form's submission (storeSubmission: one transaction, idempotent on its request id). */
export function storeFormSubmission(
  db: Database,
  form: DescribedSubmissionForm,
  { requestId, request, documents, locale }: ReceivedSubmission,
  { agencyInbox, siteOrigin, mailOurWords }: { agencyInbox: string; siteOrigin: string; mailOurWords: Submission['mailOurWords'] },
): Promise<StoredSubmissionResult> {
  const { row, related } = form.storage.toRow(request);
  const { documentColumn } = form.storage;
  return storeSubmission(db, {
    table: form.storage.table,
    referencePrefix: form.referencePrefix,
    requestId,
    inbox: { kind: form.kind, portalType: form.portalType(request), person: form.person(request), locale },
    row: documentColumn ? ([uploadId]) => ({ ...row, [documentColumn]: uploadId }) : row,
    documents,
    listDocuments: !documentColumn,
    relatedRows: related,
    // What was stored, read back as every other screen reads it.
    notice: (referenceNumber, stored) => {
      const storedRequest = form.storage.fromRow({ ...row, reference_number: referenceNumber, request_id: requestId }, relatedByTable(related));
      return { kind: form.notice.kind, subject: form.notice.subject(storedRequest, referenceNumber), details: form.describe(storedRequest, stored) };
    },
    confirmation: (referenceNumber) =>
      confirmationMail({ title: form.title, nextStep: form.confirmationNextStep, to: form.person(request).email, referenceNumber, siteOrigin, locale }),
    mailOurWords,
    agencyInbox,
  });
}

/**
 * The requests many stored rows of one form hold, with their documents, read in a few queries whatever their
 * number (a person's account lists every request of theirs): in the rows' order.
 */
export async function storedRequestsOf(
  db: Knex | Knex.Transaction,
  form: AnySubmissionForm,
  rows: StoredRow[],
): Promise<{ request: unknown; documents: DescribedDocument[] }[]> {
  const references = rows.map((row) => String(row.reference_number));
  const relatedByReference = new Map<string, Record<string, Record<string, unknown>[]>>(references.map((reference) => [reference, {}]));
  for (const { table, orderBy } of form.storage.related ?? []) {
    for (const reference of references) relatedByReference.get(reference)![table] = [];
    const relatedRows: Record<string, unknown>[] = await db(table).whereIn('reference_number', references).orderBy(orderBy);
    for (const related of relatedRows) relatedByReference.get(String(related.reference_number))?.[table]?.push(related);
  }
  const { documentColumn } = form.storage;
  const ownDocuments = documentColumn
    ? await uploadsById(
        db,
        rows.map((row) => Number(row[documentColumn])),
      )
    : new Map<number, DescribedDocument>();
  const listed = documentColumn ? new Map<string, DescribedDocument[]>() : await documentsOfMany(db, references);
  const documentsOfRow = (row: StoredRow, reference: string): DescribedDocument[] => {
    if (!documentColumn) return listed.get(reference) ?? [];
    const own = ownDocuments.get(Number(row[documentColumn]));
    return own ? [own] : [];
  };
  return rows.map((row, index) => ({
    request: form.storage.fromRow(row, relatedByReference.get(references[index]!) ?? {}),
    documents: documentsOfRow(row, references[index]!),
  }));
}
