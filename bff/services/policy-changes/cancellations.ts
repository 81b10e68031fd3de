/** Cancellation requests (seed 002): the reason and its details, the win-back callback, every document. */
import type { Knex } from 'knex';
import { formatDateForDisplay } from '@contracts/dates';
import {
  CALLBACK_WINDOWS,
  CANCELLATION_REFERENCE_PREFIX,
  cancellationDocumentRules,
  cancellationReasonLabel,
  HARDSHIP_DURATIONS,
  HARDSHIP_TYPES,
  OWNERSHIP_CHANGE_REASONS,
  YES_NO,
  type TCancellation,
} from '@contracts/policy-changes/cancellation';
import { labelOf } from '@contracts/policy-changes/shared';
import type { TReceiptDetail } from '@contracts/receipts';
import type { Database } from '../../db/database';
import { storeSubmission, type StoredDocument } from '../submissions/store-submission';
import type { ReceivedFile } from '../uploads/receive-multipart';
import { documentsOf } from './documents';
import { contactColumns, contactDetails, documentsValue, type ContactColumns } from './request-columns';

export const CANCELLATIONS_TABLE = 'cancellation_requests';
export const CANCELLATION_NOTICE_KIND = 'cancellation-notice';

const REASON_COLUMNS = [
  'new_insurer_name',
  'new_policy_number',
  'new_policy_date',
  'new_owner_name',
  'transfer_date',
  'ownership_change_reason',
  'risk_reduction_description',
  'risk_reduction_date',
  'previous_mortgage_company',
  'mortgage_payoff_date',
  'loan_number',
  'new_address',
  'moving_date',
  'is_property_sold',
  'hardship_type',
  'hardship_duration',
  'alternative_coverage',
  'consolidated_policy_number',
  'insurance_provider',
  'consolidation_effective_date',
] as const;
type ReasonColumn = (typeof REASON_COLUMNS)[number];

export type CancellationRow = ContactColumns &
  Record<ReasonColumn, string> & {
    reference_number: string;
    reason: string;
    realtor_first_name: string;
    realtor_last_name: string;
    realtor_email: string;
    realtor_phone: string;
    win_back: boolean | number;
    callback_date: string;
    callback_time: string;
    comments: string;
    user_agrees: boolean | number;
  };

export type CancellationRequest = Omit<TCancellation, 'documents'> & { documents: { type: string; file: ReceivedFile; description: string }[] };

const date = (value: string) => (value ? formatDateForDisplay(value) : '');

/** Each reason's own lines, labelled as its section labels them. */
const REASON_LINES: Record<string, [label: string, column: ReasonColumn, format?: (value: string) => string][]> = {
  new_insurer: [
    ['New Insurer Name', 'new_insurer_name'],
    ['New Policy Number', 'new_policy_number'],
    ['New Policy Effective Date', 'new_policy_date', date],
  ],
  ownership_change: [
    ['New Owner Name', 'new_owner_name'],
    ['Transfer Date', 'transfer_date', date],
    ['Reason for Ownership Change', 'ownership_change_reason', (value) => labelOf(OWNERSHIP_CHANGE_REASONS, value)],
  ],
  risk_reduction: [
    ['Description of Changes Made', 'risk_reduction_description'],
    ['Date of Risk Reduction', 'risk_reduction_date', date],
  ],
  mortgage_change: [
    ['Previous Mortgage Company', 'previous_mortgage_company'],
    ['Payoff Date', 'mortgage_payoff_date', date],
    ['Loan Number', 'loan_number'],
  ],
  moving: [
    ['New Address', 'new_address'],
    ['Moving Date', 'moving_date', date],
    ['Is Property Sold?', 'is_property_sold', (value) => labelOf(YES_NO, value)],
  ],
  financial: [
    ['Hardship Type', 'hardship_type', (value) => labelOf(HARDSHIP_TYPES, value)],
    ['Expected Duration', 'hardship_duration', (value) => labelOf(HARDSHIP_DURATIONS, value)],
    ['Alternative Coverage Needs', 'alternative_coverage'],
  ],
  consolidation: [
    ['New Consolidated Policy Number', 'consolidated_policy_number'],
    ['Insurance Provider', 'insurance_provider'],
    ['Effective Date', 'consolidation_effective_date', date],
  ],
};

/** The callback the person asked for, as the agency's task reads it; undefined without a win-back. */
export const callbackOf = (row: CancellationRow) =>
  row.win_back ? `${formatDateForDisplay(row.callback_date)}, ${labelOf(CALLBACK_WINDOWS, row.callback_time)} (Eastern time)` : undefined;

function detailsOf(row: CancellationRow, documents: StoredDocument[]): TReceiptDetail[] {
  const realtor = [row.realtor_first_name, row.realtor_last_name].filter(Boolean).join(' ');
  const realtorContact = [row.realtor_email, row.realtor_phone].filter(Boolean).join(', ');
  const callback = callbackOf(row);
  const types = cancellationDocumentRules(row.reason, row.is_property_sold === 'yes').types;
  return [
    ...contactDetails(row),
    { label: 'Reason', value: cancellationReasonLabel(row.reason) },
    ...(row.reason === 'selling_home' && (realtor || realtorContact)
      ? [{ label: 'Realtor/Lender', value: [realtor, realtorContact].filter(Boolean).join(', ') }]
      : []),
    ...(REASON_LINES[row.reason] ?? []).flatMap(([label, column, format]) =>
      row[column] ? [{ label, value: format ? format(row[column]) : row[column] }] : [],
    ),
    ...(callback ? [{ label: 'Callback Requested', value: callback }] : []),
    ...(row.comments ? [{ label: 'Comments', value: row.comments }] : []),
    { label: 'Documents', value: documentsValue(documents, (type) => labelOf(types, type)) },
  ];
}

export const cancellationReceiptDetails = async (row: CancellationRow, db: Knex | Knex.Transaction) =>
  detailsOf(row, await documentsOf(db, row.reference_number));

export function submitCancellation(db: Database, request: CancellationRequest, { agencyInbox }: { agencyInbox: string }) {
  const { cancellationDetails: details, submissionDetails } = request;
  const f = details.dynamicFields;
  const reasonValues: Record<ReasonColumn, string> = {
    new_insurer_name: f.newInsurer.name,
    new_policy_number: f.newInsurer.policyNumber,
    new_policy_date: f.newInsurer.effectiveDate,
    new_owner_name: f.ownershipChange.newOwnerName,
    transfer_date: f.ownershipChange.transferDate,
    ownership_change_reason: f.ownershipChange.reason,
    risk_reduction_description: f.riskReduction.description,
    risk_reduction_date: f.riskReduction.date,
    previous_mortgage_company: f.mortgageChange.previousCompany,
    mortgage_payoff_date: f.mortgageChange.payoffDate,
    loan_number: f.mortgageChange.loanNumber,
    new_address: f.moving.newAddress,
    moving_date: f.moving.movingDate,
    is_property_sold: f.moving.isPropertySold,
    hardship_type: f.financial.hardshipType,
    hardship_duration: f.financial.expectedDuration,
    alternative_coverage: f.financial.alternativeCoverage,
    consolidated_policy_number: f.consolidation.policyNumber,
    insurance_provider: f.consolidation.provider,
    consolidation_effective_date: f.consolidation.effectiveDate,
  };
  // Only the chosen reason's fields are kept.
  const kept = new Set((REASON_LINES[details.reason] ?? []).map(([, column]) => column));
  const row = {
    ...contactColumns(request),
    reason: details.reason,
    realtor_first_name: details.realtorInfo.firstName,
    realtor_last_name: details.realtorInfo.lastName,
    realtor_email: details.realtorInfo.email,
    realtor_phone: details.realtorInfo.phoneNumber,
    win_back: details.isWinBackSelected,
    callback_date: details.callbackTime.date,
    callback_time: details.callbackTime.time,
    ...Object.fromEntries(REASON_COLUMNS.map((column) => [column, kept.has(column) ? reasonValues[column] : ''])),
    comments: submissionDetails.comments,
    user_agrees: submissionDetails.userAgrees,
  } as Omit<CancellationRow, 'reference_number'>;
  return storeSubmission(db, {
    table: CANCELLATIONS_TABLE,
    referencePrefix: CANCELLATION_REFERENCE_PREFIX,
    requestId: request.requestId,
    row,
    documents: request.documents,
    notice: (referenceNumber, stored) => ({
      kind: CANCELLATION_NOTICE_KIND,
      // A win-back is a task: the agency calls back at the time asked for.
      subject: `${row.win_back ? 'Callback requested: ' : ''}Cancellation request ${referenceNumber} (policy ${row.policy_number}, ${cancellationReasonLabel(row.reason)})`,
      details: detailsOf({ ...row, reference_number: referenceNumber }, stored),
    }),
    agencyInbox,
  });
}
