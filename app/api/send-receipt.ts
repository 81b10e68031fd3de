/**
 * Seed 001 §4, §7: e-mails the receipt of a submitted form. The success screen's receipt option calls it.
 * The server builds the receipt from what it stored; the browser sends only where to and which reference,
 * with the receipt token of the submission's answer (needed for another address than the form's).
 */
import { FormSubmissionError } from '@design-system/FormShell/validation/submission-error';
import { receiptsContract } from '@contracts/receipts';
import { clientFor } from './contract-client';
import { fieldErrorsOf } from './submission-answer';

const receiptsApi = clientFor(receiptsContract);

/**
 * The server's answer when it did not take the receipt: the screen shows seed 001 §8's own words, or, for a
 * 422 about the address (another than the form's, without a valid receipt token), its message at the field.
 */
export class ReceiptNotSentError extends FormSubmissionError {
  constructor(
    message: string,
    readonly status: number,
    fieldErrors: Record<string, string> = {},
  ) {
    super(message, fieldErrors);
    this.name = 'ReceiptNotSentError';
  }
}

export type ReceiptRequest = {
  email: string;
  referenceNumber: string;
  /** The submission's receiptToken: lets the receipt go once to another address than the form's. */
  receiptToken?: string;
};

/**
 * Asks the server to e-mail the receipt; resolves once it is queued for delivery, rejects otherwise (the
 * caller shows 'Failed to send receipt. Please try again.', or a refused address's message at the field;
 * failures are reported, not notified globally).
 */
export async function sendReceipt({ email, referenceNumber, receiptToken }: ReceiptRequest): Promise<void> {
  const response = await receiptsApi.sendReceipt({
    body: { email, reference_number: referenceNumber, ...(receiptToken ? { receipt_token: receiptToken } : {}) },
    quiet: true,
  });
  if (response.status !== 202) {
    const body = response.body as { message?: unknown; errors?: unknown } | null;
    const message = typeof body?.message === 'string' ? body.message : `HTTP ${response.status}`;
    throw new ReceiptNotSentError(message, response.status, response.status === 422 ? fieldErrorsOf(body) : {});
  }
}
