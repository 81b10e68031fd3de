/**
 * Seed 002 auto policy change, described once (contracts/forms): the policyholder's and the lender's form. A
 * request holds several changes, kept in order in a table of their own (`storage.related`), each change's
 * answers as the JSON of its section (the kinds differ in their fields).
 */
import { routes } from '@site/paths';
import { isDateValue } from '../fields';
import { submissionForm, type DescribedDocument, type FormDocument, type SummaryLine } from '../forms/submission-form';
import { SUMMARY_IN_ENGLISH, type SummaryLanguage } from '../forms/summary-language';
import {
  AUTO_CHANGE_REFERENCE_PREFIX,
  AUTO_DOCUMENT_RULES,
  AUTO_FIELD_LABELS,
  AUTO_MAX_DOCUMENTS,
  AUTO_MAX_FIELDS,
  autoChangesContract,
  autoChangeTitles,
  type AutoChangeType,
  type TAutoChange,
} from './auto';
import { documentsValue, portalEnvelope, signatureLines, submissionLines } from './change-form';
import { hasFile, labelOf, type TPortalType } from './shared';

/** An auto change as stored and summarised: the body without its request id and files. */
export type TAutoChangeRequest = Omit<TAutoChange, 'requestId' | 'documents' | 'authorizationFile'>;

/** Migration 013. */
export type AutoChangeRow = {
  customer_type: string;
  policy_number: string;
  policyholder_name: string;
  email: string;
  effective_date: string;
  comments: string;
  signature: string;
  signature_date: string;
};

const CHANGES_TABLE = 'auto_change_items';

type ChangeRow = { position: number; change_type: string; details: string };

/** The lender's borrower authorization, kept in the request's document list under this type. */
const BORROWER_AUTHORIZATION_TYPE = 'borrower_authorization';

const DOCUMENT_TYPES = [...AUTO_DOCUMENT_RULES.types, { value: BORROWER_AUTHORIZATION_TYPE, label: 'Borrower Authorization' }];

const DATE_FIELDS = new Set(['removalDate', 'dob']);

/**
 * One change's answers in a line, each given one by its section's label ("Year/Make/Model: 2023 Toyota Camry;
 * VIN: ..."): the labels and dates in the summary's language, what was typed as typed.
 */
function answersOf({ type, details }: TAutoChangeRequest['changes'][number], language: SummaryLanguage): string {
  const answers: Record<string, unknown> = details ?? {};
  return Object.entries(AUTO_FIELD_LABELS[type])
    .flatMap(([field, label]) => {
      const value = answers[field];
      if (field === 'mailingSameAsGaraging') return value === false ? [] : [language.say('Mailing address same as garaging')];
      if (typeof value !== 'string' || value.trim() === '') return [];
      return [`${language.say(label)}: ${DATE_FIELDS.has(field) && isDateValue(value) ? language.date(value) : value.trim()}`];
    })
    .join('; ');
}

/** A lender's authorization goes in the request's document list, after a policyholder's documents. */
const documentsOfBody = ({ documents, authorizationFile }: Pick<TAutoChange, 'documents' | 'authorizationFile'>): FormDocument[] => [
  ...documents.filter((document) => hasFile(document.file)).map(({ file, type, description }) => ({ file, type, description })),
  ...(authorizationFile ? [{ file: authorizationFile, type: BORROWER_AUTHORIZATION_TYPE, description: '' }] : []),
];

/**
 * Seed 002 §2 auto, in its order: who asks about which policy, each change (numbered when a kind comes more than
 * once), the effective date and comments, the documents by type (or 'None'), the signature once given.
 */
const autoLines = (request: TAutoChangeRequest, documents: readonly DescribedDocument[], language: SummaryLanguage): SummaryLine[] => {
  const { contactInfo, changes } = request;
  const titles = autoChangeTitles(changes, (english) => language.say(english));
  return [
    { label: language.say('Policy Number'), value: contactInfo.policyNumber },
    { label: language.say('Policyholder'), value: contactInfo.policyholderName },
    { label: language.say('Email'), value: contactInfo.email },
    ...changes.map((change, index) => ({ label: titles[index]!, value: answersOf(change, language) })),
    ...submissionLines(request, language),
    { label: language.say('Documents'), value: documentsValue(documents, (type) => labelOf(DOCUMENT_TYPES, type), language) },
    ...signatureLines(request, language),
  ];
};

export const AUTO_CHANGE_FORM = submissionForm({
  name: 'autoChanges',
  kind: 'auto',
  kindLabel: 'Auto policy change',
  title: 'Auto Policy Change Request',
  referencePrefix: AUTO_CHANGE_REFERENCE_PREFIX,
  contract: autoChangesContract,
  pages: [
    {
      portal: 'customer',
      path: routes.customerService.policyChanges.auto(),
      feature: 'policy-changes/auto',
      menu: { title: 'Auto Policy Changes', description: 'Add or remove a vehicle or a driver, or change your auto coverage.', order: 50 },
    },
  ],
  rateLimit: { envPrefix: 'AUTO_CHANGE', perClientPerMinute: 3, sitePerMinute: 30 },
  uploads: { fileFields: { 'documents[][file]': { maxCount: AUTO_MAX_DOCUMENTS }, authorizationFile: {} }, maxFields: AUTO_MAX_FIELDS },
  ...portalEnvelope<TAutoChangeRequest>(),
  split: ({ requestId, documents, authorizationFile, ...request }: TAutoChange) => ({
    requestId,
    request,
    documents: documentsOfBody({ documents, authorizationFile }),
  }),
  // One policyholder name, no first and last: the inbox shows it whole and finds it by each of its words.
  person: ({ contactInfo }) => ({ name: contactInfo.policyholderName.trim(), email: contactInfo.email, policyNumber: contactInfo.policyNumber }),
  storage: {
    table: 'auto_change_requests',
    related: [{ table: CHANGES_TABLE, orderBy: 'position' }],
    toRow: ({ customerType, contactInfo, changes, submissionDetails, signatureDetails }: TAutoChangeRequest) => ({
      row: {
        customer_type: customerType,
        policy_number: contactInfo.policyNumber,
        policyholder_name: contactInfo.policyholderName,
        email: contactInfo.email,
        effective_date: submissionDetails.effectiveDate,
        comments: submissionDetails.comments,
        signature: signatureDetails.signature,
        signature_date: signatureDetails.signatureDate,
      },
      related: [
        {
          table: CHANGES_TABLE,
          rows: changes.map((change, position): ChangeRow => ({ position, change_type: change.type, details: JSON.stringify(change.details ?? {}) })),
        },
      ],
    }),
    fromRow: (row: AutoChangeRow, related): TAutoChangeRequest => ({
      customerType: row.customer_type as TPortalType,
      contactInfo: { policyNumber: row.policy_number, email: row.email, policyholderName: row.policyholder_name },
      changes: ((related[CHANGES_TABLE] ?? []) as ChangeRow[]).map((item) => ({
        type: item.change_type as AutoChangeType,
        details: JSON.parse(item.details) as Record<string, unknown>,
      })),
      submissionDetails: { effectiveDate: row.effective_date, comments: row.comments },
      signatureDetails: { signature: row.signature, signatureDate: row.signature_date },
    }),
  },
  describe: (request, documents, language = SUMMARY_IN_ENGLISH) => autoLines(request, documents, language),
  documentTypes: DOCUMENT_TYPES,
  notice: {
    kind: 'auto-change-notice',
    subject: (request, referenceNumber) => `Auto policy change ${referenceNumber} (${request.customerType}, policy ${request.contactInfo.policyNumber})`,
  },
  receipt: true,
});
