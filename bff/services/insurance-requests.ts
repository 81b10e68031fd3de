/**
 * Evidence-of-insurance requests from lenders: the request, its authorization document's upload row and
 * the notice to the agency are written in one transaction, so either all of them exist or none does.
 */
import type { Knex } from 'knex';
import { formatFileSize } from '@contracts/file-size';
import { INSURANCE_REQUEST_REFERENCE_PREFIX, type TInsuranceRequest } from '@contracts/insurance-requests';
import type { Database } from '../db/database';
import { enqueueMail } from './mail';
import { isUniqueViolation } from './db-errors';
import { issueReference } from './reference-numbers';
import type { ReceivedFile } from './uploads/receive-multipart';
import { recordUpload } from './uploads/uploads-repository';

export type InsuranceRequestFields = Omit<TInsuranceRequest, 'document'>;

export type SubmitInsuranceRequestResult = { referenceNumber: string; duplicate: boolean };

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
 * Stores a request with its document. A request_id seen before is answered with that request's reference
 * (a retried submission, a double click): nothing new is stored, and the caller discards the new file.
 */
export async function submitInsuranceRequest(
  db: Database,
  request: InsuranceRequestFields,
  document: ReceivedFile,
  { agencyInbox }: { agencyInbox: string },
): Promise<SubmitInsuranceRequestResult> {
  const earlier = await referenceFor(db, request.request_id);
  if (earlier) return { referenceNumber: earlier, duplicate: true };

  const referenceNumber = issueReference(INSURANCE_REQUEST_REFERENCE_PREFIX);
  try {
    await db.transaction(async (trx) => {
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
    });
  } catch (error) {
    // The same request_id sent twice at once: the other one was stored first.
    const winner = isUniqueViolation(error) ? await referenceFor(db, request.request_id) : undefined;
    if (winner) return { referenceNumber: winner, duplicate: true };
    throw error;
  }
  return { referenceNumber, duplicate: false };
}
