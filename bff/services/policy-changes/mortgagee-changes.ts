/** Mortgagee change requests (seed 002): stored with their document, the agency told, a receipt possible. */
import type { Knex } from 'knex';
import { MORTGAGEE_ACTIONS, MORTGAGEE_REFERENCE_PREFIX, REMOVAL_REASONS, type TMortgageeChange } from '@contracts/policy-changes/mortgagee';
import { labelOf } from '@contracts/policy-changes/shared';
import type { TReceiptDetail } from '@contracts/receipts';
import type { Database } from '../../db/database';
import type { ReceivedFile } from '../uploads/receive-multipart';
import { contactPerson, contactDetails, requestColumns, submissionDetails, type RequestColumns } from './request-columns';
import { storeSubmission, type StoredDocument } from '../submissions/store-submission';
import { documentsOf } from './documents';

export const MORTGAGEE_CHANGE_REQUESTS_TABLE = 'mortgagee_change_requests';
export const MORTGAGEE_CHANGE_NOTICE_KIND = 'mortgagee-change-notice';

export type MortgageeChangeRow = RequestColumns & {
  reference_number: string;
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

/** What was asked, in the words of the review step (seed 002 §2: 'Not provided', 'None'). */
const changeDetails = (row: MortgageeChangeRow): TReceiptDetail[] => [
  { label: 'Action', value: labelOf(MORTGAGEE_ACTIONS, row.action) },
  ...(row.action === 'remove'
    ? [{ label: 'Reason for Removal', value: labelOf(REMOVAL_REASONS, row.removal_reason) }]
    : [
        { label: 'Mortgagee Name', value: row.mortgagee_name || 'Not provided' },
        { label: 'Loan Number', value: row.loan_number || 'Not provided' },
        { label: 'Address', value: `${row.street_address}, ${row.city}, ${row.state} ${row.zip}` },
      ]),
  ...(row.notes ? [{ label: 'Notes', value: row.notes }] : []),
];

const detailsOf = (row: MortgageeChangeRow, documents: StoredDocument[]) => [
  ...contactDetails(row),
  ...changeDetails(row),
  ...submissionDetails(row, documents),
];

/** The receipt's details, from the stored request. */
export const mortgageeChangeReceiptDetails = async (row: MortgageeChangeRow, db: Knex | Knex.Transaction) =>
  detailsOf(row, await documentsOf(db, row.reference_number));

export function submitMortgageeChange(
  db: Database,
  request: Omit<TMortgageeChange, 'file'>,
  file: ReceivedFile | undefined,
  { agencyInbox }: { agencyInbox: string },
) {
  const { mortgageeInfo: info } = request;
  const removing = info.action === 'remove';
  const row = {
    ...requestColumns(request),
    action: info.action,
    // Only what the action uses is kept: a removal has no address, an addition no removal reason.
    mortgagee_name: removing ? '' : info.name,
    loan_number: removing ? '' : info.loanNumber,
    street_address: removing ? '' : info.address,
    city: removing ? '' : info.city,
    state: removing ? '' : info.state,
    zip: removing ? '' : info.zip,
    removal_reason: removing ? info.removalReason : '',
    notes: info.notes,
  };
  return storeSubmission(db, {
    table: MORTGAGEE_CHANGE_REQUESTS_TABLE,
    referencePrefix: MORTGAGEE_REFERENCE_PREFIX,
    requestId: request.requestId,
    inbox: { kind: 'mortgagee', portalType: request.customerType, person: contactPerson(row) },
    row,
    documents: file ? [{ file }] : [],
    notice: (referenceNumber, stored) => ({
      kind: MORTGAGEE_CHANGE_NOTICE_KIND,
      subject: `Mortgagee change ${referenceNumber} (${request.customerType}, policy ${row.policy_number})`,
      details: detailsOf({ ...row, reference_number: referenceNumber }, stored),
    }),
    agencyInbox,
  });
}
