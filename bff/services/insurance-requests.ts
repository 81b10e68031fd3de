/**
 * Evidence-of-insurance requests from lenders: the request, its authorization document's upload row, the
 * notice to the agency and the receipt token are written in one transaction, so either all of them exist or
 * none does.
 */
import type { Knex } from 'knex';
import { formatPhoneDigits } from '@contracts/fields';
import { formatFileSize } from '@contracts/file-size';
import { INSURANCE_REQUEST_REFERENCE_PREFIX, type TInsuranceRequest } from '@contracts/insurance-requests';
import type { TReceiptDetail } from '@contracts/receipts';
import type { Database } from '../db/database';
import { personName } from './back-office/submission-index';
import { storeSubmission } from './submissions/store-submission';
import type { ReceivedFile } from './uploads/receive-multipart';
import { UPLOADS_TABLE } from './uploads/uploads-repository';

export type ReceivedInsuranceRequest = Omit<TInsuranceRequest, 'document'>;

/** A stored request, as its table holds it. */
export type InsuranceRequestRow = {
  reference_number: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  fax_number: string;
  policy_number: string;
  authorization_upload_id: number;
};

const INSURANCE_REQUEST_NOTICE_KIND = 'insurance-request-notice';

export const INSURANCE_REQUESTS_TABLE = 'insurance_requests';

/** What the success screen shows (app/features/insurance-requests/InsuranceRequestPage.tsx, summaryOf). */
const detailsOf = (
  row: Omit<InsuranceRequestRow, 'reference_number' | 'authorization_upload_id'>,
  document?: { name: string; sizeBytes: number },
): TReceiptDetail[] => [
  { label: 'Policy Number', value: row.policy_number },
  { label: 'Name', value: `${row.first_name} ${row.last_name}` },
  { label: 'Email', value: row.email },
  { label: 'Phone Number', value: formatPhoneDigits(row.phone_number) },
  ...(row.fax_number ? [{ label: 'Fax Number', value: formatPhoneDigits(row.fax_number) }] : []),
  ...(document ? [{ label: 'Authorization Form', value: `${document.name} (${formatFileSize(document.sizeBytes)})` }] : []),
];

/** The e-mailed receipt's details, from the stored request. */
export async function insuranceRequestReceiptDetails(row: InsuranceRequestRow, db: Knex | Knex.Transaction): Promise<TReceiptDetail[]> {
  const document: { original_name: string; size_bytes: number | string } | undefined = await db(UPLOADS_TABLE)
    .select('original_name', 'size_bytes')
    .where('id', row.authorization_upload_id)
    .first();
  return detailsOf(row, document && { name: document.original_name, sizeBytes: Number(document.size_bytes) });
}

/**
 * Stores a request with its authorization form (storeSubmission: one transaction with the notice and the
 * receipt token; a request_id seen before is answered with that request's reference).
 */
export function submitInsuranceRequest(db: Database, request: ReceivedInsuranceRequest, document: ReceivedFile, { agencyInbox }: { agencyInbox: string }) {
  const row = {
    first_name: request.first_name,
    last_name: request.last_name,
    email: request.email,
    phone_number: request.phone_number,
    fax_number: request.fax_number,
    policy_number: request.policy_number,
  };
  return storeSubmission(db, {
    table: INSURANCE_REQUESTS_TABLE,
    referencePrefix: INSURANCE_REQUEST_REFERENCE_PREFIX,
    requestId: request.request_id,
    inbox: {
      kind: 'evidence',
      portalType: 'lender',
      person: { name: personName(row.first_name, row.last_name), email: row.email, policyNumber: row.policy_number },
    },
    row: ([authorizationUploadId]) => ({ ...row, authorization_upload_id: authorizationUploadId }),
    documents: [{ file: document }],
    listDocuments: false,
    notice: (referenceNumber, [stored]) => ({
      kind: INSURANCE_REQUEST_NOTICE_KIND,
      subject: `Evidence of insurance request ${referenceNumber} (policy ${request.policy_number})`,
      details: detailsOf(row, stored),
    }),
    agencyInbox,
  });
}
