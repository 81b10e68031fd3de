/** Home policy change requests (seed 002): the changes ticked, every document, the signature. */
import type { Knex } from 'knex';
import { formatDateForDisplay } from '@contracts/dates';
import { COVERAGE_SLIDERS, HOME_CHANGE_REFERENCE_PREFIX, HOME_CHANGES, HOME_DOCUMENT_RULES, type THomeChange } from '@contracts/policy-changes/home';
import { labelOf, type TPortalType } from '@contracts/policy-changes/shared';
import type { TReceiptDetail } from '@contracts/receipts';
import type { Database } from '../../db/database';
import type { ReceivedFile } from '../uploads/receive-multipart';
import { contactPerson, contactDetails, requestColumns, submissionDetails, type RequestColumns } from './request-columns';
import { storeSubmission, type StoredDocument } from '../submissions/store-submission';
import { documentsOf } from '../submissions/documents';

export const HOME_CHANGE_REQUESTS_TABLE = 'home_change_requests';
const HOME_CHANGE_NOTICE_KIND = 'home-change-notice';

export type HomeChangeRow = RequestColumns & {
  reference_number: string;
  update_coverages: boolean | number;
  add_insured: boolean | number;
  remove_insured: boolean | number;
  dwelling_amount: number | null;
  personal_property_amount: number | null;
  deductible_amount: number | null;
  insured_first_name: string;
  insured_last_name: string;
  insured_first_name_to_remove: string;
  insured_last_name_to_remove: string;
  signature: string;
  signature_date: string;
};

/** A home change as the browser sends it, its files received by the multipart middleware. */
export type HomeChangeRequest = Omit<THomeChange, 'documents'> & {
  documents: { type: string; file: ReceivedFile; description: string }[];
};

const COLUMN_OF_COVERAGE = {
  dwellingAmount: 'dwelling_amount',
  personalPropertyAmount: 'personal_property_amount',
  deductibleAmount: 'deductible_amount',
} as const;

const dollars = (amount: number | null) => (amount === null ? 'Not provided' : `$${Number(amount).toLocaleString('en-US')}`);

/** What was asked, in the words of the form's review (SQLite gives booleans back as 0 and 1). */
function changeDetails(row: HomeChangeRow): TReceiptDetail[] {
  const ticked = {
    updateCoveragesChecked: Boolean(row.update_coverages),
    addInsuredChecked: Boolean(row.add_insured),
    removeInsuredChecked: Boolean(row.remove_insured),
  };
  return [
    {
      label: 'Changes Requested',
      value: HOME_CHANGES.filter(({ flag }) => ticked[flag])
        .map(({ label }) => label)
        .join(', '),
    },
    ...(ticked.updateCoveragesChecked
      ? COVERAGE_SLIDERS.map((slider) => ({
          label: slider.coverage ? `${slider.label} (${slider.coverage})` : slider.label,
          value: dollars(row[COLUMN_OF_COVERAGE[slider.field]]),
        }))
      : []),
    ...(ticked.addInsuredChecked ? [{ label: 'Add Insured', value: `${row.insured_first_name} ${row.insured_last_name}` }] : []),
    ...(ticked.removeInsuredChecked ? [{ label: 'Remove Insured', value: `${row.insured_first_name_to_remove} ${row.insured_last_name_to_remove}` }] : []),
  ];
}

const detailsOf = (row: HomeChangeRow, documents: StoredDocument[]): TReceiptDetail[] => [
  ...contactDetails(row),
  ...changeDetails(row),
  ...submissionDetails(row, documents, (type) => labelOf(HOME_DOCUMENT_RULES[row.customer_type as TPortalType]?.types ?? [], type)),
  { label: 'Electronic Signature', value: row.signature },
  { label: 'Signature Date', value: formatDateForDisplay(row.signature_date) },
];

export const homeChangeReceiptDetails = async (row: HomeChangeRow, db: Knex | Knex.Transaction) => detailsOf(row, await documentsOf(db, row.reference_number));

export function submitHomeChange(db: Database, request: HomeChangeRequest, { agencyInbox }: { agencyInbox: string }) {
  const { selectedChanges: changes, signatureDetails } = request;
  const { coveragesData, addInsuredData, removeInsuredData } = changes.changeDetails;
  const row = {
    ...requestColumns(request),
    update_coverages: changes.updateCoveragesChecked,
    add_insured: changes.addInsuredChecked,
    remove_insured: changes.removeInsuredChecked,
    dwelling_amount: coveragesData.dwellingAmount,
    personal_property_amount: coveragesData.personalPropertyAmount,
    deductible_amount: coveragesData.deductibleAmount,
    insured_first_name: addInsuredData.firstName,
    insured_last_name: addInsuredData.lastName,
    insured_first_name_to_remove: removeInsuredData.firstName,
    insured_last_name_to_remove: removeInsuredData.lastName,
    signature: signatureDetails.signature,
    signature_date: signatureDetails.signatureDate,
  };
  return storeSubmission(db, {
    table: HOME_CHANGE_REQUESTS_TABLE,
    referencePrefix: HOME_CHANGE_REFERENCE_PREFIX,
    requestId: request.requestId,
    inbox: { kind: 'home', portalType: request.customerType, person: contactPerson(row) },
    row,
    documents: request.documents,
    notice: (referenceNumber, stored) => ({
      kind: HOME_CHANGE_NOTICE_KIND,
      subject: `Home policy change ${referenceNumber} (${request.customerType}, policy ${row.policy_number})`,
      details: detailsOf({ ...row, reference_number: referenceNumber }, stored),
    }),
    agencyInbox,
  });
}
