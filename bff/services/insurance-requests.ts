/**
 * Evidence-of-insurance requests from lenders: the request, its authorization document's upload row, the
 * notice to the agency and the receipt token are written in one transaction, so either all of them exist or
 * none does.
 */
import type { Knex } from 'knex';
import { formatFileSize } from '@contracts/file-size';
import { INSURANCE_REQUEST_REFERENCE_PREFIX, type TInsuranceRequest } from '@contracts/insurance-requests';
import type { TReceiptDetail } from '@contracts/receipts';
import type { Database } from '../db/database';
import { enqueueMail } from './mail';
import { isUniqueViolation } from './db-errors';
import { issueReceiptToken } from './receipts/receipt-tokens';
import { issueReference } from './reference-numbers';
import type { ReceivedFile } from './uploads/receive-multipart';
import { recordUpload } from './uploads/uploads-repository';

export type InsuranceRequestFields = Omit<TInsuranceRequest, 'document'>;

export type SubmitInsuranceRequestResult = {
  referenceNumber: string;
  duplicate: boolean;
  /** For this browser only: lets it have the receipt e-mailed to another address, once (./receipts/receipt-tokens). */
  receiptToken: string;
};

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

export const INSURANCE_REQUEST_NOTICE_KIND = 'insurance-request-notice';

const TABLE = 'insurance_requests';

const referenceFor = async (db: Database | Knex.Transaction, requestId: string): Promise<string | undefined> =>
  (await db(TABLE).select('reference_number').where('request_id', requestId).first())?.reference_number;

const formatPhone = (digits: string) => (digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits);

function noticeFor(referenceNumber: string, request: InsuranceRequestFields, document: ReceivedFile) {
  const lines = [
    `A lender asked for evidence of insurance through the portal. Reference: ${referenceNumber}.`,
    '',
    `Policy number: ${request.policy_number}`,
    `Name: ${request.first_name} ${request.last_name}`,
    `Email: ${request.email}`,
    `Phone: ${formatPhone(request.phone_number)}`,
    `Fax: ${request.fax_number ? formatPhone(request.fax_number) : 'not given'}`,
    '',
    `Borrower's authorization form: ${document.originalName} (${formatFileSize(document.sizeBytes)}, ${document.mimeType}), kept with the request.`,
  ];
  return {
    kind: INSURANCE_REQUEST_NOTICE_KIND,
    subject: `Evidence of insurance request ${referenceNumber} (policy ${request.policy_number})`,
    text: lines.join('\n'),
  };
}

/**
 * The e-mailed receipt's details, from the stored request: what the success screen shows
 * (app/features/evidence-of-insurance/EvidenceOfInsurancePage.tsx, summaryOf).
 */
export async function insuranceRequestReceiptDetails(row: InsuranceRequestRow, db: Knex | Knex.Transaction): Promise<TReceiptDetail[]> {
  const document: { original_name: string; size_bytes: number | string } | undefined = await db('uploads')
    .select('original_name', 'size_bytes')
    .where('id', row.authorization_upload_id)
    .first();
  return [
    { label: 'Policy Number', value: row.policy_number },
    { label: 'Name', value: `${row.first_name} ${row.last_name}` },
    { label: 'Email', value: row.email },
    { label: 'Phone Number', value: formatPhone(row.phone_number) },
    ...(row.fax_number ? [{ label: 'Fax Number', value: formatPhone(row.fax_number) }] : []),
    ...(document ? [{ label: 'Authorization Form', value: `${document.original_name} (${formatFileSize(Number(document.size_bytes))})` }] : []),
  ];
}

/**
 * Stores a request with its document and a receipt token. A request_id seen before is answered with that
 * request's reference and a fresh receipt token (a retried submission, a double click): nothing else new is
 * stored, and the caller discards the new file.
 */
export async function submitInsuranceRequest(
  db: Database,
  request: InsuranceRequestFields,
  document: ReceivedFile,
  { agencyInbox }: { agencyInbox: string },
): Promise<SubmitInsuranceRequestResult> {
  const earlier = await referenceFor(db, request.request_id);
  if (earlier) return { referenceNumber: earlier, duplicate: true, receiptToken: await issueReceiptToken(db, earlier) };

  const referenceNumber = issueReference(INSURANCE_REQUEST_REFERENCE_PREFIX);
  let receiptToken: string;
  try {
    receiptToken = await db.transaction(async (trx) => {
      const uploadId = await recordUpload(trx, document);
      await trx(TABLE).insert({
        reference_number: referenceNumber,
        request_id: request.request_id,
        first_name: request.first_name,
        last_name: request.last_name,
        email: request.email,
        phone_number: request.phone_number,
        fax_number: request.fax_number,
        policy_number: request.policy_number,
        authorization_upload_id: uploadId,
        created_at: new Date(),
      });
      await enqueueMail(trx, { ...noticeFor(referenceNumber, request, document), to: agencyInbox });
      return issueReceiptToken(trx, referenceNumber);
    });
  } catch (error) {
    // The same request_id sent twice at once: the other one was stored first.
    const winner = isUniqueViolation(error) ? await referenceFor(db, request.request_id) : undefined;
    if (winner) return { referenceNumber: winner, duplicate: true, receiptToken: await issueReceiptToken(db, winner) };
    throw error;
  }
  return { referenceNumber, duplicate: false, receiptToken };
}
