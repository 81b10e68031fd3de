/**
 * Signing in: the password, then a code. Failures are counted per account (the address typed, known or
 * not, so the answer never tells whether an account exists) over a window, across every instance; past the
 * limit the account answers "locked" until the window has moved on, even to the right password.
 */
import type { Knex } from 'knex';
import type { AtRestEncryption } from '../encryption';
import { recordStaffAction } from './audit-log';
import { decoyPasswordHash, passwordMatches } from './passwords';
import { useRecoveryCode, verifiedTimeStep } from './second-factor';
import { STAFF_TABLE, staffMemberOf, type StaffRow } from './staff-members';
import { openTotpSecret } from './totp-secrets';
import { revokeSession, startSession, type ActiveSession, type SessionSettings } from './staff-sessions';
import type { TStaffMember } from '@contracts/admin/staff-auth';

const FAILURES_TABLE = 'staff_sign_in_failures';

export type SignInLimits = { maxFailures: number; windowMs: number };

type Refusal = { ok: false; reason: 'wrong' | 'locked' };

const accountKey = (email: string) => email.trim().toLowerCase();

async function isLocked(db: Knex, account: string, limits: SignInLimits): Promise<boolean> {
  const since = new Date(Date.now() - limits.windowMs);
  const [row] = await db(FAILURES_TABLE).where({ account }).andWhere('at', '>', since).count({ n: '*' });
  return Number(row?.n ?? 0) >= limits.maxFailures;
}

const recordFailure = (db: Knex, account: string) => db(FAILURES_TABLE).insert({ account, at: new Date() });

/** Step one. Right: a session that can only take the second factor. */
export async function signInWithPassword(
  db: Knex,
  { email, password, ip }: { email: string; password: string; ip: string },
  settings: SessionSettings,
  limits: SignInLimits,
): Promise<{ ok: true; token: string } | Refusal> {
  const account = accountKey(email);
  if (await isLocked(db, account, limits)) return { ok: false, reason: 'locked' };
  const staff: StaffRow | undefined = await db(STAFF_TABLE).where({ email: account }).whereNull('disabled_at').whereNotNull('enrolled_at').first();
  const matches = await passwordMatches(staff?.password_hash ?? (await decoyPasswordHash()), password);
  if (!staff || !matches) {
    await recordFailure(db, account);
    await recordStaffAction(db, { staffId: staff?.id ?? null, action: 'sign_in_failed', ip });
    return { ok: false, reason: 'wrong' };
  }
  return { ok: true, token: await startSession(db, staff.id, 'password', settings) };
}

/** Step two, on the first step's session: a TOTP code not used before, or an unused recovery code. */
export async function enterSecondFactor(
  db: Knex,
  pending: ActiveSession,
  { code, ip }: { code: string; ip: string },
  settings: SessionSettings,
  limits: SignInLimits,
  encryption: AtRestEncryption,
): Promise<{ ok: true; token: string; staff: TStaffMember } | Refusal> {
  const { staff } = pending;
  if (await isLocked(db, staff.email, limits)) return { ok: false, reason: 'locked' };
  const lastStep = staff.totp_last_step === null ? null : Number(staff.totp_last_step);
  const secret = openTotpSecret(encryption, staff, 'totp_secret');
  const step = secret ? await verifiedTimeStep(secret, code, lastStep) : undefined;
  const usedRecoveryCode = step === undefined && /^[A-Za-z0-9]{10}$/.test(code) && (await useRecoveryCode(db, staff.id, code));
  if (step === undefined && !usedRecoveryCode) {
    await recordFailure(db, staff.email);
    await recordStaffAction(db, { staffId: staff.id, action: 'code_failed', ip });
    return { ok: false, reason: 'wrong' };
  }
  const token = await db.transaction(async (trx) => {
    if (step !== undefined) {
      // Only a later step may be stored: two requests with the same code cannot both pass.
      const updated = await trx(STAFF_TABLE)
        .where({ id: staff.id })
        .andWhere((q) => q.whereNull('totp_last_step').orWhere('totp_last_step', '<', step))
        .update({ totp_last_step: step });
      if (updated !== 1) return undefined;
    }
    await revokeSession(trx, pending.idHash);
    await recordStaffAction(trx, { staffId: staff.id, action: usedRecoveryCode ? 'recovery_code_used' : 'sign_in', ip });
    if (usedRecoveryCode) await recordStaffAction(trx, { staffId: staff.id, action: 'sign_in', ip });
    return startSession(trx, staff.id, 'signed_in', settings);
  });
  if (!token) return { ok: false, reason: 'wrong' };
  return { ok: true, token, staff: staffMemberOf(staff) };
}
