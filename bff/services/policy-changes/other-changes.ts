/** Other policy change requests (seed 002): a change described in words, with an optional document. */
import type { Knex } from 'knex';
import { OTHER_CHANGE_REFERENCE_PREFIX, OTHER_CHANGE_TYPES, type TOtherChange } from '@contracts/policy-changes/other';
import { labelOf } from '@contracts/policy-changes/shared';
import type { Database } from '../../db/database';
import type { ReceivedFile } from '../uploads/receive-multipart';
import { contactPerson, contactDetails, requestColumns, submissionDetails, type RequestColumns } from './request-columns';
import { storeSubmission, type StoredDocument } from '../submissions/store-submission';
import { documentsOf } from './documents';

export const OTHER_CHANGE_REQUESTS_TABLE = 'other_change_requests';
export const OTHER_CHANGE_NOTICE_KIND = 'other-change-notice';

export type OtherChangeRow = RequestColumns & { reference_number: string; change_type: string; description: string };

const detailsOf = (row: OtherChangeRow, documents: StoredDocument[]) => [
  ...contactDetails(row),
  { label: 'Change Type', value: labelOf(OTHER_CHANGE_TYPES, row.change_type) },
  { label: 'Description', value: row.description },
  ...submissionDetails(row, documents),
];

export const otherChangeReceiptDetails = async (row: OtherChangeRow, db: Knex | Knex.Transaction) =>
  detailsOf(row, await documentsOf(db, row.reference_number));

export function submitOtherChange(db: Database, request: Omit<TOtherChange, 'file'>, file: ReceivedFile | undefined, { agencyInbox }: { agencyInbox: string }) {
  const row = { ...requestColumns(request), change_type: request.changeDetails.changeType, description: request.changeDetails.description };
  return storeSubmission(db, {
    table: OTHER_CHANGE_REQUESTS_TABLE,
    referencePrefix: OTHER_CHANGE_REFERENCE_PREFIX,
    requestId: request.requestId,
    inbox: { kind: 'other', portalType: request.customerType, person: contactPerson(row) },
    row,
    documents: file ? [{ file }] : [],
    notice: (referenceNumber, stored) => ({
      kind: OTHER_CHANGE_NOTICE_KIND,
      subject: `Policy change ${referenceNumber} (${request.customerType}, policy ${row.policy_number})`,
      details: detailsOf({ ...row, reference_number: referenceNumber }, stored),
    }),
    agencyInbox,
  });
}
