/** Seed 001 document management's upload path (a policyholder's document with a message), described once (contracts/forms). */
import { routes } from '@site/paths';
import { DOCUMENT_MANAGEMENT_MESSAGES, DOCUMENT_UPLOAD_REFERENCE_PREFIX, documentManagementContract, type TDocumentUpload } from './document-management';
import { formatPhoneDigits } from './fields';
import { submissionForm } from './forms/submission-form';
import { SUMMARY_IN_ENGLISH } from './forms/summary-language';

/** A document upload as stored and summarised: the body without its request id and file. */
export type TDocumentUploadRequest = Omit<TDocumentUpload, 'request_id' | 'file'>;

/** Its row (migration 005's document_uploads), without the file's upload id, which the store writes (`documentColumn`). */
export type DocumentUploadRow = {
  first_name: string;
  last_name: string;
  policy_number: string;
  phone_number: string;
  email: string;
  message: string;
};

/** The fields of the page's values the route takes: the first step's choice (download or upload) is the page's own. */
type UploadValues = TDocumentUploadRequest & { file: unknown };

export const DOCUMENT_MANAGEMENT_FORM = submissionForm({
  name: 'documentManagement',
  kind: 'document',
  kindLabel: 'Document upload',
  title: 'Document Upload',
  referencePrefix: DOCUMENT_UPLOAD_REFERENCE_PREFIX,
  contract: documentManagementContract,
  pages: [{ portal: 'customer', path: routes.customerService.documentManagement(), feature: 'document-management' }],
  /** Each carries a document, a notice to the agency and a confirmation to the sender. */
  rateLimit: { envPrefix: 'DOCUMENT_MANAGEMENT', perClientPerMinute: 3, sitePerMinute: 30 },
  uploads: { fileFields: { file: {} } },
  successMessage: DOCUMENT_MANAGEMENT_MESSAGES.uploaded,
  bodyOf: (values, { requestId }) => {
    const { firstName, lastName, policyNumber, phoneNumber, email, file, message } = values as UploadValues;
    return { firstName, lastName, policyNumber, phoneNumber, email, file, message, request_id: requestId };
  },
  split: ({ request_id: requestId, file, ...request }: TDocumentUpload) => ({ requestId, request, documents: [{ file }] }),
  portalType: () => 'customer',
  storage: {
    table: 'document_uploads',
    documentColumn: 'upload_id',
    toRow: (request: TDocumentUploadRequest) => ({
      row: {
        first_name: request.firstName,
        last_name: request.lastName,
        policy_number: request.policyNumber,
        phone_number: request.phoneNumber,
        email: request.email,
        message: request.message,
      },
    }),
    fromRow: (row: DocumentUploadRow): TDocumentUploadRequest => ({
      firstName: row.first_name,
      lastName: row.last_name,
      policyNumber: row.policy_number,
      phoneNumber: row.phone_number,
      email: row.email,
      message: row.message,
    }),
  },
  person: (request) => ({
    name: `${request.firstName.trim()} ${request.lastName.trim()}`.trim(),
    email: request.email,
    policyNumber: request.policyNumber,
  }),
  // Its labels in the reader's language (contracts/i18n/lender-words.ts); what the person typed as typed.
  describe: (request, documents, language = SUMMARY_IN_ENGLISH) => [
    { label: language.say('Policy Number'), value: request.policyNumber },
    { label: language.say('Name'), value: `${request.firstName} ${request.lastName}` },
    { label: language.say('Email'), value: request.email },
    { label: language.say('Phone Number'), value: formatPhoneDigits(request.phoneNumber) },
    ...documents.map((document) => ({ label: language.say('Document'), value: `${document.name} (${language.fileSize(document.sizeBytes)})` })),
    { label: language.say('Message'), value: request.message },
  ],
  notice: {
    kind: 'document-upload-notice',
    subject: (request, referenceNumber) => `Document from a policyholder ${referenceNumber} (policy ${request.policyNumber})`,
  },
  // Its success screen offers none (seed 001: the confirmation is mailed, as for every form); /dashboard and the back office still find it.
  receipt: false,
  confirmationNextStep: 'An agent reviews your document within 1-2 business days and contacts you if anything more is needed.',
});
