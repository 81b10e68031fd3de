/** Seed 001 evidence of insurance (a lender's request, with the borrower's authorization form), described once (contracts/forms). */
import { routes } from '@site/paths';
import { formatPhoneDigits } from './fields';
import { submissionForm, type DescribedDocument, type SummaryLine } from './forms/submission-form';
import { SUMMARY_IN_ENGLISH, type SummaryLanguage } from './forms/summary-language';
import { INSURANCE_REQUEST_REFERENCE_PREFIX, INSURANCE_REQUEST_SUCCESS_MESSAGE, insuranceRequestsContract, type TInsuranceRequest } from './insurance-requests';

/** An insurance request as stored and summarised: the body without its request id and document. */
export type TInsuranceRequestRequest = Omit<TInsuranceRequest, 'request_id' | 'document'>;

/** Its row (migration 005), without the authorization form's upload id, which the store writes (`documentColumn`). */
export type InsuranceRequestRow = TInsuranceRequestRequest;

/** The authorization form: its name and size (seed 001 §3); a request always has one once stored. */
const authorizationLines = (documents: readonly DescribedDocument[], language: SummaryLanguage): SummaryLine[] =>
  documents.length
    ? [
        {
          label: language.say('Authorization Form'),
          value: documents.map((document) => `${document.name} (${language.fileSize(document.sizeBytes)})`).join(', '),
        },
      ]
    : [];

/** The lines of the answers given: an optional one left blank (or a request made before it was asked) shows none. */
const optionalLines = (lines: [label: string, value: string][], language: SummaryLanguage): SummaryLine[] =>
  lines.filter(([, value]) => value.trim() !== '').map(([label, value]) => ({ label: language.say(label), value }));

export const INSURANCE_REQUEST_FORM = submissionForm({
  name: 'insuranceRequests',
  kind: 'insurance-request',
  kindLabel: 'Evidence of insurance',
  title: 'Request Evidence of Insurance',
  referencePrefix: INSURANCE_REQUEST_REFERENCE_PREFIX,
  contract: insuranceRequestsContract,
  pages: [
    {
      portal: 'lender',
      path: routes.customerService.lenderRequests.proof(),
      feature: 'insurance-requests',
      menu: { title: 'Request Proof of Insurance', description: 'Get evidence of insurance for a borrower’s policy, sent by e-mail or fax.', order: 30 },
    },
  ],
  /** Each carries a document of up to UPLOAD_MAX_BYTES and a notice to the agency. */
  rateLimit: { envPrefix: 'INSURANCE_REQUEST', perClientPerMinute: 3, sitePerMinute: 30 },
  uploads: { fileFields: { document: {} } },
  successMessage: INSURANCE_REQUEST_SUCCESS_MESSAGE,
  // Seed 001 §3 names the fields in snake_case, the request id among them.
  bodyOf: (values, { requestId }) => ({ ...values, request_id: requestId }),
  split: ({ request_id: requestId, document, ...request }: TInsuranceRequest) => ({ requestId, request, documents: [{ file: document }] }),
  portalType: () => 'lender',
  storage: {
    table: 'insurance_requests',
    documentColumn: 'authorization_upload_id',
    toRow: (request: TInsuranceRequestRequest) => ({ row: { ...request } }),
    fromRow: (row: InsuranceRequestRow): TInsuranceRequestRequest => ({
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      fax_number: row.fax_number,
      phone_number: row.phone_number,
      policy_number: row.policy_number,
      // Requests made before these were asked hold ''.
      borrower_name: row.borrower_name ?? '',
      property_address: row.property_address ?? '',
      loan_number: row.loan_number ?? '',
      mortgagee_clause: row.mortgagee_clause ?? '',
    }),
  },
  person: (request) => ({
    name: `${request.first_name.trim()} ${request.last_name.trim()}`.trim(),
    email: request.email,
    policyNumber: request.policy_number,
  }),
  // The policy and whose it is, then the lender who asks (where the evidence goes), then the authorization.
  // Its labels in the reader's language (contracts/i18n/lender-words.ts); what the lender typed as typed.
  describe: (request, documents, language = SUMMARY_IN_ENGLISH) => [
    { label: language.say('Policy Number'), value: request.policy_number },
    ...optionalLines(
      [
        ['Borrower', request.borrower_name],
        ['Property Address', request.property_address],
        ['Loan Number', request.loan_number],
        ['Mortgagee Clause', request.mortgagee_clause],
      ],
      language,
    ),
    { label: language.say('Lender Contact'), value: `${request.first_name} ${request.last_name}` },
    { label: language.say('Email'), value: request.email },
    { label: language.say('Phone Number'), value: formatPhoneDigits(request.phone_number) },
    ...(request.fax_number ? [{ label: language.say('Fax Number'), value: formatPhoneDigits(request.fax_number) }] : []),
    ...authorizationLines(documents, language),
  ],
  notice: {
    kind: 'insurance-request-notice',
    subject: (request, referenceNumber) => `Evidence of insurance request ${referenceNumber} (policy ${request.policy_number})`,
  },
  receipt: true,
});
