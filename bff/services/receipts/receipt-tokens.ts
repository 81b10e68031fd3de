/**
 * Receipt tokens: what lets the browser that made a submission have its receipt e-mailed to another address
 * than the one on the submission, once. The token (256 random bits, base64url) is handed to that browser in
 * the submission's answer and never stored: the database keeps its SHA-256, its reference, an expiry and
 * when it was used.
 */
import type { Knex } from 'knex';
import { hashOfSecret, newSecretToken } from '../secret-tokens';

/** How long a receipt token may be used after the submission (or its retry) was answered. */
const RECEIPT_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export const RECEIPT_TOKENS_TABLE = 'receipt_tokens';

/**
 * Makes a token for `referenceNumber` and stores its hash, inside the caller's transaction (the one that
 * stores the submission), and answers the token itself: the only copy, for the submission's answer.
 */
export async function issueReceiptToken(db: Knex | Knex.Transaction, referenceNumber: string, now = new Date()): Promise<string> {
  const token = newSecretToken();
  await db(RECEIPT_TOKENS_TABLE).insert({
    reference_number: referenceNumber,
    token_sha256: hashOfSecret(token),
    expires_at: new Date(now.getTime() + RECEIPT_TOKEN_TTL_MS),
    used_at: null,
    created_at: now,
  });
  return token;
}

/**
 * Uses up `token` for `referenceNumber`: true when it was issued for that reference, has not expired and had
 * not been used. One statement, so two requests with the same token cannot both have it.
 */
export async function consumeReceiptToken(db: Knex | Knex.Transaction, referenceNumber: string, token: string, now = new Date()): Promise<boolean> {
  if (!token) return false;
  const updated = await db(RECEIPT_TOKENS_TABLE)
    .where({ token_sha256: hashOfSecret(token), reference_number: referenceNumber })
    .whereNull('used_at')
    .andWhere('expires_at', '>', now)
    .update({ used_at: now });
  return updated === 1;
}
