/** Seed 001 §4, §7: e-mails the receipt of a submitted form. The success screen's receipt option calls it. */
import type { TReceiptDetail } from '@contracts/receipts';
import { api } from './client';

/** The server's answer when it did not take the receipt; the screen shows seed 001 §8's own words. */
export class ReceiptNotSentError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ReceiptNotSentError';
  }
}

/**
 * Asks the server to e-mail the receipt; resolves once it is queued for delivery, rejects otherwise (the
 * caller shows 'Failed to send receipt. Please try again.'; failures are reported, not notified globally).
 */
export async function sendReceipt(email: string, referenceNumber: string, details: TReceiptDetail[]): Promise<void> {
  const response = await api.receipts.sendReceipt({ body: { email, reference_number: referenceNumber, details }, quiet: true });
  if (response.status !== 202) {
    const body = response.body as { message?: unknown } | null;
    throw new ReceiptNotSentError(typeof body?.message === 'string' ? body.message : `HTTP ${response.status}`, response.status);
  }
}
