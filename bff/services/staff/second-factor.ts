/**
 * The second factor: TOTP (RFC 6238, 30-second steps, 6 digits, SHA-1 as every authenticator app reads it),
 * each code accepted once (the last time step used is kept), one step of clock drift either way; and
 * recovery codes, ten of 10 characters, each usable once, only their hashes kept.
 */
import { randomInt } from 'node:crypto';
import type { Knex } from 'knex';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT } from '@contracts/admin/staff-auth';
import { hashOfSecret } from '../secret-tokens';

const ISSUER = 'Keystone Insurance back office';
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I

export async function newAuthenticator(email: string) {
  const secret = generateSecret();
  const otpauthUri = generateURI({ issuer: ISSUER, label: email, secret });
  const qrCodeSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri, qrCodeSvg };
}

/** The code's time step when it is right for `secret` and later than `lastStep`; otherwise undefined. */
export async function verifiedTimeStep(secret: string, code: string, lastStep: number | null): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  try {
    const result = await verify({ secret, token: code, epochTolerance: 30, ...(lastStep !== null ? { afterTimeStep: lastStep } : {}) });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    return undefined;
  }
}

const RECOVERY_TABLE = 'staff_recovery_codes';
const normalisedRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** New recovery codes for a member of staff (the earlier ones stop working), answered once for them to keep. */
export async function issueRecoveryCodes(trx: Knex | Knex.Transaction, staffId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(''),
  );
  await trx(RECOVERY_TABLE).where({ staff_id: staffId }).delete();
  await trx(RECOVERY_TABLE).insert(codes.map((code) => ({ staff_id: staffId, code_hash: hashOfSecret(code), used_at: null })));
  return codes.map((code) => `${code.slice(0, 5)}-${code.slice(5)}`);
}

/** Removes a member of staff's recovery codes (their account is being reset). */
export async function removeRecoveryCodes(trx: Knex | Knex.Transaction, staffId: number): Promise<void> {
  await trx(RECOVERY_TABLE).where({ staff_id: staffId }).delete();
}

/** Uses up a recovery code; false when it is not one of theirs or was used. */
export async function useRecoveryCode(db: Knex | Knex.Transaction, staffId: number, code: string): Promise<boolean> {
  const updated = await db(RECOVERY_TABLE)
    .where({ staff_id: staffId, code_hash: hashOfSecret(normalisedRecoveryCode(code)) })
    .whereNull('used_at')
    .update({ used_at: new Date() });
  return updated === 1;
}
