/** Seed 002 mortgagee change, described once (contracts/forms): the customer's and the lender's form. */
import { routes } from '@site/paths';
import { submissionForm, type DescribedDocument, type SummaryLine } from '../forms/submission-form';
import { SUMMARY_IN_ENGLISH, type SummaryLanguage } from '../forms/summary-language';
import {
  changeFormEnvelope,
  contactLines,
  documentOf,
  requestColumns,
  requestOfColumns,
  submissionLines,
  supportingDocumentLine,
  type RequestColumns,
} from './change-form';
import { MORTGAGEE_ACTIONS, MORTGAGEE_REFERENCE_PREFIX, mortgageeChangesContract, REMOVAL_REASONS, type TMortgageeChange } from './mortgagee';
import { labelOf } from './shared';

/** A mortgagee change as stored and summarised: the body without its request id and document. */
export type TMortgageeChangeRequest = Omit<TMortgageeChange, 'requestId' | 'file'>;

export type MortgageeChangeRow = RequestColumns & {
  action: string;
  mortgagee_name: string;
  loan_number: string;
  street_address: string;
  city: string;
  state: string;
  zip: string;
  removal_reason: string;
  notes: string;
};

/**
 * Seed 002 §2 step 3, in its order: the action, the name and loan number (or 'Not provided'), the removal
 * reason for a removal, the address, the supporting document (or 'None'), the notes when given.
 */
const mortgageeLines = (
  { mortgageeInfo: info }: TMortgageeChangeRequest,
  documents: readonly DescribedDocument[],
  language: SummaryLanguage,
): SummaryLine[] => [
  { label: language.say('Action'), value: language.say(labelOf(MORTGAGEE_ACTIONS, info.action)) },
  ...(info.action === 'remove'
    ? [{ label: language.say('Reason for Removal'), value: language.say(labelOf(REMOVAL_REASONS, info.removalReason)) }]
    : [
        { label: language.say('Mortgagee Name'), value: info.name || language.say('Not provided') },
        { label: language.say('Loan Number'), value: info.loanNumber || language.say('Not provided') },
        // As typed (its state by its USPS code, as the post office reads it).
        { label: language.say('Address'), value: `${info.address}, ${info.city}, ${info.state} ${info.zip}` },
      ]),
  supportingDocumentLine(documents, language),
  ...(info.notes ? [{ label: language.say('Notes'), value: info.notes }] : []),
];

export const MORTGAGEE_FORM = submissionForm({
  name: 'mortgageeChanges',
  kind: 'mortgagee',
  kindLabel: 'Mortgagee change',
  title: 'Mortgagee Change Request',
  referencePrefix: MORTGAGEE_REFERENCE_PREFIX,
  contract: mortgageeChangesContract,
  pages: [
    {
      portal: 'customer',
      path: routes.customerService.policyChanges.mortgagee(),
      feature: 'policy-changes/mortgagee',
      menu: { title: 'Mortgagee Changes', description: 'Add, replace or remove the lender on your home policy.', order: 10 },
    },
    {
      portal: 'lender',
      path: routes.customerService.lenderRequests.mortgagee(),
      feature: 'policy-changes/mortgagee',
      menu: { title: 'Mortgagee Change', description: 'Add or update your institution as mortgagee on a borrower’s policy.', order: 10 },
    },
  ],
  rateLimit: { envPrefix: 'MORTGAGEE_CHANGE', perClientPerMinute: 3, sitePerMinute: 30 },
  uploads: { fileFields: { file: {} } },
  ...changeFormEnvelope<TMortgageeChangeRequest>(),
  split: ({ requestId, file, ...request }: TMortgageeChange) => ({ requestId, request, documents: documentOf(file) }),
  storage: {
    table: 'mortgagee_change_requests',
    toRow: ({ mortgageeInfo: info, ...request }: TMortgageeChangeRequest) => ({
      row: {
        ...requestColumns(request),
        action: info.action,
        mortgagee_name: info.name,
        loan_number: info.loanNumber,
        street_address: info.address,
        city: info.city,
        state: info.state,
        zip: info.zip,
        removal_reason: info.removalReason,
        notes: info.notes,
      },
    }),
    fromRow: (row: MortgageeChangeRow): TMortgageeChangeRequest => ({
      ...requestOfColumns(row),
      mortgageeInfo: {
        action: row.action,
        name: row.mortgagee_name,
        loanNumber: row.loan_number,
        address: row.street_address,
        city: row.city,
        state: row.state,
        zip: row.zip,
        removalReason: row.removal_reason,
        notes: row.notes,
      },
    }),
  },
  describe: (request, documents, language = SUMMARY_IN_ENGLISH) => [
    ...contactLines(request, { language }),
    ...mortgageeLines(request, documents, language),
    ...submissionLines(request, language),
  ],
  notice: {
    kind: 'mortgagee-change-notice',
    subject: (request, referenceNumber) => `Mortgagee change ${referenceNumber} (${request.customerType}, policy ${request.contactInfo.policyNumber})`,
  },
  receipt: true,
});
