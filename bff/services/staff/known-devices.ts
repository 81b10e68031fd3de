/**
 * The browsers a member of staff has signed in on ("device cookies", OWASP's defence against lockout: someone
 * guessing elsewhere never holds these up, bff/services/staff/sign-in-throttle.ts). Each whole sign-in gives the
 * browser a new random value (256 bits) in an HttpOnly cookie and spends the one it had; only its SHA-256 is kept,
 * so neither a guess nor a copy of the database makes one. A cookie is worth something only for the account that
 * signed in with it, for KNOWN_DEVICE_DAYS; each person keeps their newest DEVICES_KEPT.
 */
import type { Knex } from 'knex';
import { hashOfSecret, newSecretToken } from '../secret-tokens';
import { STAFF_MEMBERS_TABLE } from './staff-member-row';

export const STAFF_DEVICES_TABLE = 'staff_devices';
export const KNOWN_DEVICE_DAYS = 180;
const KNOWN_DEVICE_MS = KNOWN_DEVICE_DAYS * 24 * 3_600_000;
const DEVICES_KEPT = 10;

/** The known device a cookie's value is, for the account `email`; undefined for anything else. */
export async function knownDeviceOf(db: Knex, token: string | undefined, email: string): Promise<number | undefined> {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const device = await db(`${STAFF_DEVICES_TABLE} as d`)
    .join(`${STAFF_MEMBERS_TABLE} as m`, 'm.id', 'd.staff_id')
    .where('d.token_hash', hashOfSecret(token))
    .andWhere('m.email', email)
    .andWhere('d.created_at', '>', new Date(Date.now() - KNOWN_DEVICE_MS))
    .first('d.id');
  return device ? Number(device.id) : undefined;
}

/** The known device a cookie's value is, of whichever member of staff (for the per-client rate limit in front of sign-in). */
export async function anyKnownDevice(db: Knex, token: string | undefined): Promise<number | undefined> {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const device = await db(STAFF_DEVICES_TABLE)
    .where({ token_hash: hashOfSecret(token) })
    .andWhere('created_at', '>', new Date(Date.now() - KNOWN_DEVICE_MS))
    .first('id');
  return device ? Number(device.id) : undefined;
}

/** After a sign-in: this browser's new cookie value; the value it had (`previous`) is spent, and the oldest beyond DEVICES_KEPT go. */
export async function rememberDevice(db: Knex | Knex.Transaction, staffId: number, previous: number | undefined): Promise<string> {
  const token = newSecretToken();
  if (previous !== undefined) await db(STAFF_DEVICES_TABLE).where({ id: previous, staff_id: staffId }).delete();
  await db(STAFF_DEVICES_TABLE).insert({ token_hash: hashOfSecret(token), staff_id: staffId, created_at: new Date() });
  const older = db(STAFF_DEVICES_TABLE).select('id').where({ staff_id: staffId }).orderBy('created_at', 'desc').orderBy('id', 'desc').offset(DEVICES_KEPT);
  await db(STAFF_DEVICES_TABLE).whereIn('id', older).delete();
  return token;
}

/** Every browser of theirs is unknown again (their account is reset or disabled). */
export async function forgetDevices(db: Knex | Knex.Transaction, staffId: number): Promise<void> {
  await db(STAFF_DEVICES_TABLE).where({ staff_id: staffId }).delete();
}
