/**
 * The second factor: TOTP (RFC 6238, 30-second steps, 6 digits, SHA-1 as every authenticator app reads it),
 * each code accepted once (the last time step used is kept), one step of clock drift either way; and ten
 * recovery codes, each usable once.
 *
 * A recovery code is 16 characters of a 32-letter alphabet (80 bits), shown as four groups of four. Its first
 * two characters are a selector, distinct among the person's codes and kept as they are, so a code typed is
 * checked against one argon2id hash (about 10 ms), not ten; the other 70 bits are only in the hash. Codes
 * issued before migration 023 (10 characters, 50 bits, no selector) are kept as argon2id of their old SHA-256
 * and checked against the person's unused old codes: at most ten hashes, and only for a 10-character code.
 */
import { randomInt } from 'node:crypto';
import type { Knex } from 'knex';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT } from '@contracts/back-office/staff-auth';
import type { AtRestEncryption } from '../encryption';
import { hashOfSecret } from '../secret-tokens';
import { decoySlowHash, slowHash, slowHashMatches } from './slow-hash';
import { STAFF_MEMBERS_TABLE, type StaffRow } from './staff-member-row';
import { openTotpSecret } from './totp-secrets';

const ISSUER = 'Keystone Insurance back office';
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I
const RECOVERY_CODE_LENGTH = 16;
const SELECTOR_LENGTH = 2;
const LEGACY_RECOVERY_CODE_LENGTH = 10;

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

export type SecondFactorUsed = 'authenticator' | 'recovery-code';

/**
 * Uses up a code of the person's: a TOTP code of a later step than the last one used (stored, so two
 * requests with one code cannot both pass), or an unused recovery code. Undefined when it is neither.
 */
export async function useSecondFactor(
  db: Knex | Knex.Transaction,
  staff: Pick<StaffRow, 'id' | 'totp_secret' | 'totp_last_step'>,
  code: string,
  encryption: AtRestEncryption,
): Promise<SecondFactorUsed | undefined> {
  const typed = normalisedCode(code);
  if (!/^\d{6}$/.test(typed)) return (await useRecoveryCode(db, staff.id, typed)) ? 'recovery-code' : undefined;
  const lastStep = staff.totp_last_step === null ? null : Number(staff.totp_last_step);
  const secret = openTotpSecret(encryption, staff, 'totp_secret');
  const step = secret ? await verifiedTimeStep(secret, typed, lastStep) : undefined;
  if (step === undefined) return undefined;
  const stored = await db(STAFF_MEMBERS_TABLE)
    .where({ id: staff.id })
    .andWhere((q) => q.whereNull('totp_last_step').orWhere('totp_last_step', '<', step))
    .update({ totp_last_step: step });
  return stored === 1 ? 'authenticator' : undefined;
}

const STAFF_RECOVERY_CODES_TABLE = 'staff_recovery_codes';
const normalisedCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();
const randomCode = () => Array.from({ length: RECOVERY_CODE_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
const selectorOf = (code: string) => code.slice(0, SELECTOR_LENGTH);

/** New recovery codes for a member of staff (the earlier ones stop working), answered once for them to keep. */
export async function issueRecoveryCodes(trx: Knex | Knex.Transaction, staffId: number): Promise<string[]> {
  const bySelector = new Map<string, string>();
  while (bySelector.size < RECOVERY_CODE_COUNT) {
    const code = randomCode();
    if (!bySelector.has(selectorOf(code))) bySelector.set(selectorOf(code), code);
  }
  const codes = [...bySelector.values()];
  // One after the other: ten at once would take 460 MiB.
  const rows = [];
  for (const code of codes) rows.push({ staff_id: staffId, selector: selectorOf(code), code_hash: await slowHash(code), used_at: null });
  await trx(STAFF_RECOVERY_CODES_TABLE).where({ staff_id: staffId }).delete();
  await trx(STAFF_RECOVERY_CODES_TABLE).insert(rows);
  return codes.map((code) => code.match(/.{4}/g)!.join('-'));
}

/** Removes a member of staff's recovery codes (their account is being reset). */
export async function removeRecoveryCodes(trx: Knex | Knex.Transaction, staffId: number): Promise<void> {
  await trx(STAFF_RECOVERY_CODES_TABLE).where({ staff_id: staffId }).delete();
}

type RecoveryRow = { id: number; code_hash: string };

/** The unused recovery code of theirs that `typed` (normalised) is, or undefined. */
async function matchingRecoveryCode(db: Knex | Knex.Transaction, staffId: number, typed: string): Promise<RecoveryRow | undefined> {
  const unused = () => db(STAFF_RECOVERY_CODES_TABLE).select('id', 'code_hash').where({ staff_id: staffId }).whereNull('used_at');
  if (typed.length === RECOVERY_CODE_LENGTH) {
    const row: RecoveryRow | undefined = await unused()
      .andWhere({ selector: selectorOf(typed) })
      .first();
    // With no code of that selector, a decoy: the answer takes as long as a wrong code.
    const matches = await slowHashMatches(row?.code_hash ?? (await decoySlowHash()), typed);
    return row && matches ? row : undefined;
  }
  if (typed.length !== LEGACY_RECOVERY_CODE_LENGTH) return undefined;
  const legacy = hashOfSecret(typed);
  for (const row of (await unused().whereNull('selector')) as RecoveryRow[]) {
    if (await slowHashMatches(row.code_hash, legacy)) return row;
  }
  return undefined;
}

/** Uses up a recovery code; false when it is not one of theirs or was used. */
export async function useRecoveryCode(db: Knex | Knex.Transaction, staffId: number, code: string): Promise<boolean> {
  const typed = normalisedCode(code);
  if (!/^[A-Z0-9]+$/.test(typed)) return false;
  const row = await matchingRecoveryCode(db, staffId, typed);
  if (!row) return false;
  const updated = await db(STAFF_RECOVERY_CODES_TABLE).where({ id: row.id }).whereNull('used_at').update({ used_at: new Date() });
  return updated === 1;
}
