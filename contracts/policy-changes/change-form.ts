/**
 * What the change forms' descriptors share (seed 002 §3): the envelope every change request comes in (request
 * id, portal type, contact group, submission details), the columns it is stored in, and the summary's first
 * and last lines. A change form's descriptor (`<form>.form.ts`) adds its own groups, columns and lines.
 */
import type { DescribedDocument, FormDocument, SubmissionForm, SummaryLine } from '../forms/submission-form';
import { SUMMARY_IN_ENGLISH, type SummaryLanguage } from '../forms/summary-language';
import { POLICY_CHANGE_SUCCESS_MESSAGE, type TPortalType } from './shared';

/** The contact group every change form opens with (ZContactInfo's output). */
export type ContactGroup = { firstName: string; lastName: string; policyNumber: string; phoneNumber: string; email: string };

/** A change request with a contact group, from either portal. */
export type ContactRequest = { customerType: TPortalType; contactInfo: ContactGroup };

/** A change request with the shared last step (ZSubmissionDetails's output). */
export type ChangeRequest = ContactRequest & { submissionDetails: { effectiveDate: string; comments: string } };

/** Who asks, about which policy: the columns every change request table has (migrations 010 on). */
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

export const contactColumns = ({ customerType, contactInfo }: ContactRequest): ContactColumns => ({
  customer_type: customerType,
  first_name: contactInfo.firstName,
  last_name: contactInfo.lastName,
  policy_number: contactInfo.policyNumber,
  phone_number: contactInfo.phoneNumber,
  email: contactInfo.email,
});

export const contactOfColumns = (row: ContactColumns): ContactRequest => ({
  customerType: row.customer_type as TPortalType,
  contactInfo: { firstName: row.first_name, lastName: row.last_name, policyNumber: row.policy_number, phoneNumber: row.phone_number, email: row.email },
});

export const requestColumns = (request: ChangeRequest): RequestColumns => ({
  ...contactColumns(request),
  effective_date: request.submissionDetails.effectiveDate,
  comments: request.submissionDetails.comments,
});

export const requestOfColumns = (row: RequestColumns): ChangeRequest => ({
  ...contactOfColumns(row),
  submissionDetails: { effectiveDate: row.effective_date, comments: row.comments },
});

/** The first lines of every change request's summary: who asks (a cancellation's 'Policyholder'), about which policy. */
export const contactLines = (
  { contactInfo }: ContactRequest,
  { nameLabel = 'Name', language = SUMMARY_IN_ENGLISH }: { nameLabel?: string; language?: SummaryLanguage } = {},
): SummaryLine[] => [
  { label: language.say('Policy Number'), value: contactInfo.policyNumber },
  { label: language.say(nameLabel), value: `${contactInfo.firstName} ${contactInfo.lastName}` },
  { label: language.say('Email'), value: contactInfo.email },
  { label: language.say('Phone Number'), value: contactInfo.phoneNumber },
];

/**
 * The last lines: the effective date asked for and the comments, each when given (the review step shows the
 * summary while the person is still choosing the date; a stored request always has one).
 */
export const submissionLines = ({ submissionDetails }: Pick<ChangeRequest, 'submissionDetails'>, language = SUMMARY_IN_ENGLISH): SummaryLine[] => [
  ...(submissionDetails.effectiveDate ? [{ label: language.say('Effective Date'), value: language.date(submissionDetails.effectiveDate) }] : []),
  ...(submissionDetails.comments ? [{ label: language.say('Comments'), value: submissionDetails.comments }] : []),
];

/** A signed change request (seed 002 §2's electronic signature block: ZSignatureDetails's output). */
export type SignedRequest = { signatureDetails: { signature: string; signatureDate: string } };

/** The electronic signature and its date, each when given (the review step shows them while they are typed). */
export const signatureLines = ({ signatureDetails }: SignedRequest, language = SUMMARY_IN_ENGLISH): SummaryLine[] => [
  ...(signatureDetails.signature ? [{ label: language.say('Electronic Signature'), value: signatureDetails.signature }] : []),
  ...(signatureDetails.signatureDate ? [{ label: language.say('Signature Date'), value: language.date(signatureDetails.signatureDate) }] : []),
];

/** Seed 002 §2: what the summary says of a form's documents when there is none. */
export const NO_DOCUMENT = 'None';

/** A request's documents in one line, each with its type's label when the form asks for types: 'deed.pdf (1.5 KB)', or 'None'. */
export const documentsValue = (
  documents: readonly Pick<DescribedDocument, 'name' | 'sizeBytes' | 'type'>[],
  typeLabel?: (type: string) => string,
  language: SummaryLanguage = SUMMARY_IN_ENGLISH,
) =>
  documents.length
    ? documents.map((d) => `${typeLabel && d.type ? `${language.say(typeLabel(d.type))}: ` : ''}${d.name} (${language.fileSize(d.sizeBytes)})`).join(', ')
    : language.say(NO_DOCUMENT);

/** Seed 002 §2: the one optional supporting document of the mortgagee and other change forms, by name (or 'None'). */
export const supportingDocumentLine = (documents: readonly DescribedDocument[], language = SUMMARY_IN_ENGLISH): SummaryLine => ({
  label: language.say('Supporting Document'),
  value: documentsValue(documents, undefined, language),
});

/** A form's lone optional document field as its documents. */
export const documentOf = (file: unknown): FormDocument[] => (file ? [{ file }] : []);

/** A form's document list (ZDocumentList) as its documents, each with its type and description. */
export const documentListOf = (documents: readonly { type: string; file?: unknown; description: string }[]): FormDocument[] =>
  documents.map(({ type, file, description }) => ({ type, file, description }));

/**
 * What every change form's descriptor has alike, whoever its person is: its answer, the body the browser sends
 * (the values with `requestId` and `customerType`) and its portal. `Request` is the form's request type.
 */
export const portalEnvelope = <Request extends { customerType: TPortalType }>() =>
  ({
    successMessage: POLICY_CHANGE_SUCCESS_MESSAGE,
    bodyOf: (values: object, { requestId, portalType }: { requestId: string; portalType: string }) => ({ requestId, customerType: portalType, ...values }),
    portalType: (request: Request) => request.customerType,
  }) satisfies Pick<SubmissionForm<string, string, never, Request, never>, 'successMessage' | 'bodyOf' | 'portalType'>;

/** The envelope of a change form with a contact group: its person is the contact's name, e-mail and policy. */
export const changeFormEnvelope = <Request extends ContactRequest>() =>
  ({
    ...portalEnvelope<Request>(),
    person: ({ contactInfo }: Request) => ({
      name: `${contactInfo.firstName.trim()} ${contactInfo.lastName.trim()}`.trim(),
      email: contactInfo.email,
      policyNumber: contactInfo.policyNumber,
    }),
  }) satisfies Pick<SubmissionForm<string, string, never, Request, never>, 'successMessage' | 'bodyOf' | 'portalType' | 'person'>;
