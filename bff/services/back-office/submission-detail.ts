/**
 * One submission as the back office shows it: its index row, every field with the form's labels (the same
 * words its success screen and receipt use), its documents, a cancellation's callback, its status history
 * and every mail about it.
 */
import type { Knex } from 'knex';
import type { TSubmissionDetail } from '@contracts/back-office/submissions';
import { SUBMISSION_FORMS } from '@contracts/forms';
import type { TReceiptDetail } from '@contracts/receipts';
import { submissionOfferDocumentPath } from '@contracts/quote-offers';
import { MAIL_OUTBOX_TABLE } from '../mail/outbox';
import { unreadByAgency } from '../messages/request-messages';
import { choiceOf, offersOf } from '../offers/quote-offers';
import { QUOTE_REQUESTS_TABLE } from '../quote-requests';
import { QUOTE_REQUEST_TITLE, quoteRequestSummary } from '../quote-request-summary';
import { POLICY_CHANGE_DOCUMENTS_TABLE } from '../submissions/documents';
import { findSubmission } from '../receipts/reference-sources';
import { STAFF_MEMBERS_TABLE } from '../staff/staff-member-row';
import { UPLOADS_TABLE } from '../uploads/uploads-repository';
import { inboxItemOf, submissionRows, type SubmissionRow } from './inbox';
import { signedDocumentOf } from './signed-document-detail';
import { SUBMISSION_STATUS_HISTORY_TABLE } from './submission-index';

const asIs = (type: string) => type;

const toIso = (value: unknown) => new Date(value as string | number | Date).toISOString();

type StoredForm = {
  title: string;
  /** What its document types are called (a form's types; a signed document's files are named already). */
  documentTypeLabel: (type: string) => string;
  row: Record<string, unknown>;
  details: TReceiptDetail[];
  /** Its files besides its document list, with what each is. */
  files: { id: number; type: string }[];
  signature: TSubmissionDetail['signature'];
};

/** A file its own row points at: the insurance request's authorization, a document upload's document. */
const ownFiles = (row: Record<string, unknown>) =>
  ['authorization_upload_id', 'upload_id'].map((column) => row[column]).flatMap((id) => (typeof id === 'number' ? [{ id, type: '' }] : []));

/** Where the form keeps its fields, and what it calls itself. */
async function storedForm(db: Knex, item: SubmissionRow): Promise<StoredForm | undefined> {
  if (item.kind === 'signature') {
    const signed = await signedDocumentOf(db, item.reference_number);
    return (
      signed && { title: signed.title, documentTypeLabel: asIs, row: signed.row, details: signed.details, files: signed.fileIds, signature: signed.signature }
    );
  }
  if (item.kind === 'quote') {
    const row = await db(QUOTE_REQUESTS_TABLE).where('reference_number', item.reference_number).first();
    return (
      row && { title: QUOTE_REQUEST_TITLE, documentTypeLabel: asIs, row, details: quoteRequestSummary(row, { attribution: true }), files: [], signature: null }
    );
  }
  const found = await findSubmission(db, item.reference_number);
  const types = SUBMISSION_FORMS.find((form) => form.kind === item.kind)?.documentTypes ?? [];
  return (
    found && {
      title: found.title,
      documentTypeLabel: (type) => types.find((option) => option.value === type)?.label ?? type,
      row: found.row,
      details: found.details,
      files: ownFiles(found.row),
      signature: null,
    }
  );
}

const UPLOAD_COLUMNS = ['u.id as upload_id', 'u.original_name', 'u.size_bytes', 'u.mime_type'];

/** The documents of a submission: its own files, then its document list. */
async function documentsOf(db: Knex, referenceNumber: string, { files, documentTypeLabel }: StoredForm): Promise<TSubmissionDetail['documents']> {
  const listed = await db(`${POLICY_CHANGE_DOCUMENTS_TABLE} as d`)
    .join(`${UPLOADS_TABLE} as u`, 'u.id', 'd.upload_id')
    .where('d.reference_number', referenceNumber)
    .orderBy('d.position')
    .select(...UPLOAD_COLUMNS, 'd.document_type', 'd.description');
  const uploads = files.length
    ? await db(`${UPLOADS_TABLE} as u`)
        .whereIn(
          'u.id',
          files.map((file) => file.id),
        )
        .select(...UPLOAD_COLUMNS)
    : [];
  const own = files.flatMap(({ id, type }) =>
    uploads.filter((upload) => Number(upload.upload_id) === id).map((upload) => ({ ...upload, document_type: type })),
  );
  return [...own, ...listed].map((document) => ({
    uploadId: Number(document.upload_id),
    name: String(document.original_name),
    sizeBytes: Number(document.size_bytes),
    mimeType: String(document.mime_type),
    type: documentTypeLabel(String(document.document_type ?? '')),
    description: String(document.description ?? ''),
  }));
}

export const findIndexedSubmission = async (db: Knex, referenceNumber: string): Promise<SubmissionRow | undefined> =>
  submissionRows(db).where('s.reference_number', referenceNumber).first();

export async function submissionDetail(db: Knex, referenceNumber: string): Promise<TSubmissionDetail | undefined> {
  const item = await findIndexedSubmission(db, referenceNumber);
  if (!item) return undefined;
  const form = await storedForm(db, item);
  const row = form?.row ?? {};
  const request = { id: item.id, referenceNumber: item.reference_number, kind: item.kind, name: item.name, email: item.email, locale: item.locale };
  const [history, mail, offers, offerChoice, unread] = await Promise.all([
    db(`${SUBMISSION_STATUS_HISTORY_TABLE} as h`)
      .leftJoin(`${STAFF_MEMBERS_TABLE} as m`, 'm.id', 'h.staff_id')
      .where('h.submission_id', item.id)
      .orderBy([
        { column: 'h.at', order: 'asc' },
        { column: 'h.id', order: 'asc' },
      ])
      .select('h.status', 'h.note', 'h.at', 'm.name as staff_name'),
    db(MAIL_OUTBOX_TABLE)
      .where('reference_number', referenceNumber)
      .orderBy('id')
      .select('id', 'kind', 'recipient', 'subject', 'status', 'created_at', 'sent_at'),
    item.kind === 'quote' ? offersOf(db, request, { sentOnly: false, documentPath: submissionOfferDocumentPath }) : [],
    item.kind === 'quote' ? choiceOf(db, request) : null,
    unreadByAgency(db, [item.id]),
  ]);
  return {
    item: inboxItemOf(item, unread.get(item.id) ?? 0),
    offers,
    offerChoice,
    title: form?.title ?? item.kind,
    details: form?.details ?? [],
    documents: form ? await documentsOf(db, referenceNumber, form) : [],
    signature: form?.signature ?? null,
    callback: row.win_back ? { date: String(row.callback_date ?? ''), window: String(row.callback_time ?? '') } : null,
    history: history.map((entry) => ({ status: entry.status, note: entry.note, staffName: entry.staff_name ?? null, at: toIso(entry.at) })),
    mail: mail.map((m) => ({
      id: m.id,
      kind: m.kind,
      recipient: m.recipient,
      subject: m.subject,
      status: m.status,
      createdAt: toIso(m.created_at),
      sentAt: m.sent_at ? toIso(m.sent_at) : null,
    })),
  };
}

/** A document of this submission (never another's): its stored file's name and how to send it. */
export async function submissionDocument(db: Knex, referenceNumber: string, uploadId: number) {
  const detail = await submissionDetail(db, referenceNumber);
  const document = detail?.documents.find((candidate) => candidate.uploadId === uploadId);
  if (!document) return undefined;
  const upload = await db(UPLOADS_TABLE).where('id', uploadId).first('stored_name');
  return upload && { ...document, storedName: String(upload.stored_name) };
}
