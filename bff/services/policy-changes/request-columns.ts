import { formatDateForDisplay } from '@contracts/dates';
import { formatFileSize } from '@contracts/file-size';
import type { TReceiptDetail } from '@contracts/receipts';
import { personName, type SubmissionPerson } from '../back-office/submission-index';

/** Who asks, about which policy: the columns every change request table has, from its contact group. */
export type ContactColumns = {
  customer_type: string;
  first_name: string;
  last_name: string;
  policy_number: string;
  phone_number: string;
  email: string;
};

/** The columns of a change request with an effective date (migrations 010, 011). */
export type RequestColumns = ContactColumns & { effective_date: string; comments: string };

type ContactGroup = {
  customerType: string;
  contactInfo: { firstName: string; lastName: string; policyNumber: string; phoneNumber: string; email: string };
};

export const contactColumns = ({ customerType, contactInfo }: ContactGroup): ContactColumns => ({
  customer_type: customerType,
  first_name: contactInfo.firstName,
  last_name: contactInfo.lastName,
  policy_number: contactInfo.policyNumber,
  phone_number: contactInfo.phoneNumber,
  email: contactInfo.email,
});

/** Whom a change request with a contact group is from, for the inbox. */
export const contactPerson = (row: ContactColumns): SubmissionPerson => ({
  name: personName(row.first_name, row.last_name),
  email: row.email,
  policyNumber: row.policy_number,
});

export const requestColumns = (request: ContactGroup & { submissionDetails: { effectiveDate: string; comments: string } }): RequestColumns => ({
  ...contactColumns(request),
  effective_date: request.submissionDetails.effectiveDate,
  comments: request.submissionDetails.comments,
});

/** The first lines of every request's summary (receipt, agency notice), as its success screen shows them. */
export const contactDetails = (row: ContactColumns): TReceiptDetail[] => [
  { label: 'Policy Number', value: row.policy_number },
  { label: 'Name', value: `${row.first_name} ${row.last_name}` },
  { label: 'Email', value: row.email },
  { label: 'Phone Number', value: row.phone_number },
];

type SummarisedDocument = { name: string; sizeBytes: number; type: string };

/** A request's documents in one line: each with its type's label when the form asks for types. */
export const documentsValue = (documents: SummarisedDocument[], typeLabel?: (type: string) => string) =>
  documents.length
    ? documents.map((d) => `${typeLabel && d.type ? `${typeLabel(d.type)}: ` : ''}${d.name} (${formatFileSize(d.sizeBytes)})`).join(', ')
    : 'None';

/** The last lines: the requested date, comments when given, and the documents (by type when `typeLabel`). */
export const submissionDetails = (row: RequestColumns, documents: SummarisedDocument[], typeLabel?: (type: string) => string): TReceiptDetail[] => [
  { label: 'Requested Effective Date', value: formatDateForDisplay(row.effective_date) },
  ...(row.comments ? [{ label: 'Comments', value: row.comments }] : []),
  { label: typeLabel ? 'Documents' : 'Supporting Document', value: documentsValue(documents, typeLabel) },
];
