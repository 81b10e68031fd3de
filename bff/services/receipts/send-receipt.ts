/** Seed 001 §4 Receipt: e-mails a receipt of a submission the server issued a reference for. */
import { VALIDATION_FAILED_MESSAGE } from '@contracts/errors';
import { RECEIPT_MESSAGES, type TReceiptDetail } from '@contracts/receipts';
import type { Knex } from 'knex';
import { isPostgres, type Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { enqueueMail } from '../mail';
import { receiptMail } from './receipt-mail';
import { isIssuedReference } from './reference-sources';

export type ReceiptRequest = { email: string; reference_number: string; details: TReceiptDetail[] };

const refused = (message: string) => new AppError(422, VALIDATION_FAILED_MESSAGE, { reference_number: [message] });

/**
 * Records the request and puts the receipt in the outbox, in one transaction. Refused (422 on
 * reference_number) when the reference is not one we issued, or has had its share of receipts.
 */
export async function sendReceipt(db: Database, request: ReceiptRequest, { perReferenceLimit }: { perReferenceLimit: number }): Promise<void> {
  const reference = request.reference_number;
  await db.transaction(async (trx: Knex.Transaction) => {
    // Two requests for one reference take turns, so the limit holds (SQLite writes one at a time anyway).
    if (isPostgres(db)) await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`receipt:${reference}`]);
    if (!(await isIssuedReference(trx, reference))) throw refused(RECEIPT_MESSAGES.unknownReference);
    const [{ n }] = await trx('receipt_requests').where('reference_number', reference).count({ n: '*' });
    if (Number(n) >= perReferenceLimit) throw refused(RECEIPT_MESSAGES.tooManyForReference(perReferenceLimit));
    await trx('receipt_requests').insert({ reference_number: reference, recipient: request.email, created_at: new Date() });
    await enqueueMail(trx, receiptMail({ to: request.email, referenceNumber: reference, details: request.details }));
  });
}
