/**
 * Signing in: the password, then a code. Every attempt at either is first reserved with the sign-in throttle
 * (per account and client: bff/services/staff/sign-in-throttle.ts), so a burst gets no more checks than the
 * limit and someone guessing cannot keep the person out of their own browser. A whole sign-in gives the
 * browser a new known-device cookie.
 */
import type { Knex } from 'knex';
import type { TStaffMember } from '@contracts/back-office/staff-auth';
import type { SignInThrottleSettings } from '../../config';
import type { AtRestEncryption } from '../encryption';
import { clientKey } from '../rate-limits';
import { recordStaffAction } from './audit-log';
import { knownDeviceOf, rememberDevice } from './known-devices';
import { decoyPasswordHash, passwordMatches } from './passwords';
import { useSecondFactor } from './second-factor';
import { clearSignInFailures, giveBackAttempt, reserveSignInAttempt, type Reservation, type SignInClient } from './sign-in-throttle';
import { STAFF_MEMBERS_TABLE, staffMemberOf, type StaffRow } from './staff-member-row';
import { revokeSession, startSession, type ActiveSession, type SessionSettings } from './staff-sessions';

/** Where an attempt comes from: the client's address and the known-device cookie's value it sent, if any. */
export type AttemptOrigin = { ip: string; deviceToken: string | undefined };

export type Wait = Extract<Reservation, { allowed: false }>;
type Refusal = { ok: false; reason: 'wrong' } | ({ ok: false; reason: 'wait' } & Wait);

const accountKey = (email: string) => email.trim().toLowerCase();

/** The client an attempt on `account` counts against: its known device, or its address. */
export async function signInClientOf(db: Knex, account: string, origin: AttemptOrigin): Promise<SignInClient> {
  const knownDevice = await knownDeviceOf(db, origin.deviceToken, account);
  return knownDevice === undefined ? { address: clientKey(origin.ip) } : { knownDevice };
}

const waiting = (reservation: Wait): Refusal => ({ ok: false, reason: 'wait', ...reservation });

/** Step one. Right: a session that can only take the second factor. */
export async function signInWithPassword(
  db: Knex,
  { email, password, origin }: { email: string; password: string; origin: AttemptOrigin },
  settings: SessionSettings,
  throttle: SignInThrottleSettings,
): Promise<{ ok: true; token: string } | Refusal> {
  const account = accountKey(email);
  const client = await signInClientOf(db, account, origin);
  const reservation = await reserveSignInAttempt(db, account, client, throttle);
  if (!reservation.allowed) return waiting(reservation);
  const staff: StaffRow | undefined = await db(STAFF_MEMBERS_TABLE).where({ email: account }).whereNull('disabled_at').whereNotNull('enrolled_at').first();
  const matches = await passwordMatches(staff?.password_hash ?? (await decoyPasswordHash()), password);
  if (!staff || !matches) {
    await recordStaffAction(db, { staffId: staff?.id ?? null, action: 'sign_in_failed', ip: origin.ip });
    return { ok: false, reason: 'wrong' };
  }
  await giveBackAttempt(db, account, client, throttle);
  return { ok: true, token: await startSession(db, staff.id, 'password', settings) };
}

/** Step two, on the first step's session: a TOTP code not used before, or an unused recovery code. */
export async function enterSecondFactor(
  db: Knex,
  pending: ActiveSession,
  { code, origin }: { code: string; origin: AttemptOrigin },
  settings: SessionSettings,
  throttle: SignInThrottleSettings,
  encryption: AtRestEncryption,
): Promise<{ ok: true; token: string; deviceToken: string; staff: TStaffMember } | Refusal> {
  const { staff } = pending;
  const client = await signInClientOf(db, staff.email, origin);
  const reservation = await reserveSignInAttempt(db, staff.email, client, throttle);
  if (!reservation.allowed) return waiting(reservation);
  const used = await useSecondFactor(db, staff, code, encryption);
  if (!used) {
    await recordStaffAction(db, { staffId: staff.id, action: 'code_failed', ip: origin.ip });
    return { ok: false, reason: 'wrong' };
  }
  const { token, deviceToken } = await db.transaction(async (trx) => {
    await revokeSession(trx, pending.idHash);
    if (used === 'recovery-code') await recordStaffAction(trx, { staffId: staff.id, action: 'recovery_code_used', ip: origin.ip });
    await recordStaffAction(trx, { staffId: staff.id, action: 'sign_in', ip: origin.ip });
    await clearSignInFailures(trx, staff.email, client, throttle);
    return {
      token: await startSession(trx, staff.id, 'signed_in', settings),
      deviceToken: await rememberDevice(trx, staff.id, 'knownDevice' in client ? client.knownDevice : undefined),
    };
  });
  return { ok: true, token, deviceToken, staff: staffMemberOf(staff) };
}
