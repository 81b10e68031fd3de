/**
 * Customers' server-side sessions. The cookie holds 256 random bits; the database keeps their hash, the
 * account, how the session began, and the times that end it: idle for too long, past its absolute limit, or
 * revoked (sign-out). Each sign-in starts a new session, so an id seen before sign-in is worth nothing after.
 */
import type { Knex } from 'knex';
import { hashOfSecret, newSecretToken } from '../secret-tokens';
import { storedDate } from '../../db/stored-date';

const CUSTOMER_SESSIONS_TABLE = 'customer_sessions';

export type CustomerSessionSettings = { idleMs: number; absoluteMs: number };
export type SignInMethod = 'sign-in-link' | 'passkey';
export type CustomerSession = { idHash: string; accountId: number; method: SignInMethod };

/** last_seen_at is written at most this often, so that reading pages does not write on every request. */
const TOUCH_EVERY_MS = 60_000;
const SESSION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export async function startCustomerSession(
  db: Knex | Knex.Transaction,
  accountId: number,
  method: SignInMethod,
  settings: CustomerSessionSettings,
): Promise<string> {
  const token = newSecretToken();
  const now = new Date();
  await db(CUSTOMER_SESSIONS_TABLE).insert({
    id_hash: hashOfSecret(token),
    account_id: accountId,
    method,
    created_at: now,
    last_seen_at: now,
    expires_at: new Date(now.getTime() + settings.absoluteMs),
  });
  return token;
}

/** The live session a cookie holds: not revoked, not past its absolute limit, used within the idle time. */
export async function findCustomerSession(db: Knex, token: string | undefined, settings: CustomerSessionSettings): Promise<CustomerSession | undefined> {
  if (!token || !SESSION_TOKEN.test(token)) return undefined;
  const idHash = hashOfSecret(token);
  const row = await db(CUSTOMER_SESSIONS_TABLE).where({ id_hash: idHash }).whereNull('revoked_at').first();
  if (!row) return undefined;
  const now = Date.now();
  const lastSeen = storedDate(row.last_seen_at).getTime();
  if (storedDate(row.expires_at).getTime() <= now || now - lastSeen >= settings.idleMs) return undefined;
  if (now - lastSeen >= TOUCH_EVERY_MS)
    await db(CUSTOMER_SESSIONS_TABLE)
      .where({ id_hash: idHash })
      .update({ last_seen_at: new Date(now) });
  return { idHash, accountId: Number(row.account_id), method: row.method };
}

export async function revokeCustomerSession(db: Knex | Knex.Transaction, idHash: string): Promise<void> {
  await db(CUSTOMER_SESSIONS_TABLE).where({ id_hash: idHash }).whereNull('revoked_at').update({ revoked_at: new Date() });
}
