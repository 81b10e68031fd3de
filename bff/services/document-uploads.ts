/**
 * Document management uploads (seed 001 §2 "Document management"): the request and its file, the notice to the
 * agency and a confirmation to the sender, in one transaction (storeSubmission).
 */
import type { Knex } from 'knex';
import { formatPhoneDigits } from '@contracts/fields';
import { formatFileSize } from '@contracts/file-size';
import { DOCUMENT_UPLOAD_REFERENCE_PREFIX, type TDocumentUpload } from '@contracts/document-management';
import type { TReceiptDetail } from '@contracts/receipts';
import { AGENCY } from '@site/agency';
import type { Database } from '../db/database';
import { personName } from './back-office/submission-index';
import { storeSubmission } from './submissions/store-submission';
import type { ReceivedFile } from './uploads/receive-multipart';
import { UPLOADS_TABLE } from './uploads/uploads-repository';

export const DOCUMENT_UPLOADS_TABLE = 'document_uploads';
const DOCUMENT_UPLOAD_NOTICE_KIND = 'document-upload-notice';
const DOCUMENT_UPLOAD_CONFIRMATION_KIND = 'document-upload-confirmation';

export type DocumentUploadRow = {
  reference_number: string;
  first_name: string;
  last_name: string;
  policy_number: string;
  phone_number: string;
  email: string;
  message: string;
  upload_id: number;
};

const detailsOf = (row: Omit<DocumentUploadRow, 'reference_number' | 'upload_id'>, document?: { name: string; sizeBytes: number }): TReceiptDetail[] => [
  { label: 'Policy Number', value: row.policy_number },
  { label: 'Name', value: `${row.first_name} ${row.last_name}` },
  { label: 'Email', value: row.email },
  { label: 'Phone Number', value: formatPhoneDigits(row.phone_number) },
  ...(document ? [{ label: 'Document', value: `${document.name} (${formatFileSize(document.sizeBytes)})` }] : []),
  { label: 'Message', value: row.message },
];

/** The receipt's and the status page's details, from the stored request. */
export async function documentUploadReceiptDetails(row: DocumentUploadRow, db: Knex | Knex.Transaction): Promise<TReceiptDetail[]> {
  const document: { original_name: string; size_bytes: number | string } | undefined = await db(UPLOADS_TABLE)
    .select('original_name', 'size_bytes')
    .where('id', row.upload_id)
    .first();
  return detailsOf(row, document && { name: document.original_name, sizeBytes: Number(document.size_bytes) });
}

export function submitDocumentUpload(db: Database, request: Omit<TDocumentUpload, 'file'>, file: ReceivedFile, { agencyInbox }: { agencyInbox: string }) {
  const row = {
    first_name: request.firstName,
    last_name: request.lastName,
    policy_number: request.policyNumber,
    phone_number: request.phoneNumber,
    email: request.email,
    message: request.message,
  };
  return storeSubmission(db, {
    table: DOCUMENT_UPLOADS_TABLE,
    referencePrefix: DOCUMENT_UPLOAD_REFERENCE_PREFIX,
    requestId: request.request_id,
    inbox: {
      kind: 'document',
      portalType: 'customer',
      person: { name: personName(row.first_name, row.last_name), email: row.email, policyNumber: row.policy_number },
    },
    row: ([uploadId]) => ({ ...row, upload_id: uploadId }),
    documents: [{ file }],
    listDocuments: false,
    notice: (referenceNumber, [stored]) => ({
      kind: DOCUMENT_UPLOAD_NOTICE_KIND,
      subject: `Document from a policyholder ${referenceNumber} (policy ${request.policyNumber})`,
      details: detailsOf(row, stored),
    }),
    agencyInbox,
    confirmation: (referenceNumber) => ({
      kind: DOCUMENT_UPLOAD_CONFIRMATION_KIND,
      to: request.email,
      subject: `We received your document (${referenceNumber})`,
      text: [
        'Thank you: we received the document you sent us through our customer service portal.',
        `Your reference number is ${referenceNumber}.`,
        'An agent reviews it within 1-2 business days and contacts you if anything more is needed.',
        '',
        `If you did not send us a document, reply to this e-mail or call ${AGENCY.phone}.`,
        '',
        AGENCY.name,
      ].join('\n'),
    }),
  });
}
