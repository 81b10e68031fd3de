/** Cancellation requests (seed 002): the reason and its details, the win-back callback, every document. */
import type { Knex } from 'knex';
import {
  CANCELLATION_REFERENCE_PREFIX,
  cancellationDocumentRules,
  cancellationReasonLabel,
  describeCancellation,
  REASON_SECTIONS,
  type TCancellation,
} from '@contracts/policy-changes/cancellation';
import { labelOf } from '@contracts/policy-changes/shared';
import type { TReceiptDetail } from '@contracts/receipts';
import type { Database } from '../../db/database';
import { storeSubmission, type StoredDocument } from '../submissions/store-submission';
import type { ReceivedFile } from '../uploads/receive-multipart';
import { documentsOf } from '../submissions/documents';
import { contactPerson, contactColumns, contactDetails, documentsValue, type ContactColumns } from './request-columns';

export const CANCELLATION_REQUESTS_TABLE = 'cancellation_requests';
const CANCELLATION_NOTICE_KIND = 'cancellation-notice';

/** Every column a reason's section may fill (migration 012). */
const REASON_COLUMNS = Object.values(REASON_SECTIONS).flatMap((section) => section.fields.map((field) => field.column));

export type CancellationRow = ContactColumns &
  Record<string, unknown> & {
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

function detailsOf(row: CancellationRow, documents: StoredDocument[]): TReceiptDetail[] {
  const types = cancellationDocumentRules(row.reason, row.is_property_sold === 'yes').types;
  return [
    ...contactDetails(row),
    ...describeCancellation({
      reason: row.reason,
      realtor: { firstName: row.realtor_first_name, lastName: row.realtor_last_name, email: row.realtor_email, phoneNumber: row.realtor_phone },
      valueOf: (field) => String(row[field.column] ?? ''),
      callback: row.win_back ? { date: row.callback_date, time: row.callback_time } : null,
    }),
    ...(row.comments ? [{ label: 'Comments', value: row.comments }] : []),
    { label: 'Documents', value: documentsValue(documents, (type) => labelOf(types, type)) },
  ];
}

export const cancellationReceiptDetails = async (row: CancellationRow, db: Knex | Knex.Transaction) =>
  detailsOf(row, await documentsOf(db, row.reference_number));

export function submitCancellation(db: Database, request: CancellationRequest, { agencyInbox }: { agencyInbox: string }) {
  const { cancellationDetails: details, submissionDetails } = request;
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
    // Only the chosen reason's columns are filled; the others keep their default.
    ...Object.fromEntries(REASON_COLUMNS.map((column) => [column, details.reasonColumns[column] ?? ''])),
    comments: submissionDetails.comments,
    user_agrees: submissionDetails.userAgrees,
  };
  return storeSubmission(db, {
    table: CANCELLATION_REQUESTS_TABLE,
    referencePrefix: CANCELLATION_REFERENCE_PREFIX,
    requestId: request.requestId,
    inbox: { kind: 'cancellation', portalType: request.customerType, person: contactPerson(row) },
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
