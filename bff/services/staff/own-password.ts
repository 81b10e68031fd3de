/**
 * A member of staff changes their own password: the new one under set-up's rules, then (an attempt counted
 * with sign-in's, per account and browser, so a session left open is no free guessing oracle) the current
 * password and a code. Right: the new hash, every other session of theirs ended, the audit log and a mail to
 * them, in one transaction.
 */
import type { Knex } from 'knex';
import { OWN_PASSWORD_MESSAGES, type TChangeOwnPasswordBody } from '@contracts/back-office/own-password';
import { STAFF_AUTH_MESSAGES } from '@contracts/back-office/staff-auth';
import type { SignInThrottleSettings } from '../../config';
import type { AtRestEncryption } from '../encryption';
import { enqueueMail } from '../mail';
import { recordStaffAction } from './audit-log';
import { hashPassword, passwordMatches, weakPasswordReason } from './passwords';
import { useSecondFactor } from './second-factor';
import { signInClientOf, type AttemptOrigin, type Wait } from './sign-in';
import { clearSignInFailures, reserveSignInAttempt } from './sign-in-throttle';
import { STAFF_MEMBERS_TABLE } from './staff-member-row';
import { STAFF_SESSIONS_TABLE, type ActiveSession } from './staff-sessions';

type Field = keyof TChangeOwnPasswordBody;
export type PasswordChange = { ok: true } | { ok: false; field: Field; message: string } | ({ ok: false; field?: undefined } & Wait);

export async function changeOwnPassword(
  db: Knex,
  session: ActiveSession,
  { currentPassword, code, newPassword }: { currentPassword: string; code: string; newPassword: string },
  origin: AttemptOrigin,
  throttle: SignInThrottleSettings,
  encryption: AtRestEncryption,
): Promise<PasswordChange> {
  const { staff } = session;
  const weakness = await weakPasswordReason(newPassword, staff);
  if (weakness) return { ok: false, field: 'newPassword', message: weakness };

  const client = await signInClientOf(db, staff.email, origin);
  const reservation = await reserveSignInAttempt(db, staff.email, client, throttle);
  if (!reservation.allowed) return { ok: false, ...reservation };
  const refused = async (field: Field, message: string): Promise<PasswordChange> => {
    await recordStaffAction(db, { staffId: staff.id, action: 'password_change_failed', details: { field }, ip: origin.ip });
    return { ok: false, field, message };
  };
  if (!staff.password_hash || !(await passwordMatches(staff.password_hash, currentPassword))) {
    return refused('currentPassword', OWN_PASSWORD_MESSAGES.currentPasswordWrong);
  }
  const used = await useSecondFactor(db, staff, code, encryption);
  if (!used) return refused('code', STAFF_AUTH_MESSAGES.codeFailed);

  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (trx) => {
    const now = new Date();
    await trx(STAFF_MEMBERS_TABLE).where({ id: staff.id }).update({ password_hash: passwordHash });
    await trx(STAFF_SESSIONS_TABLE).where({ staff_id: staff.id }).whereNot({ id_hash: session.idHash }).whereNull('revoked_at').update({ revoked_at: now });
    await clearSignInFailures(trx, staff.email, client, throttle);
    if (used === 'recovery-code') await recordStaffAction(trx, { staffId: staff.id, action: 'recovery_code_used', ip: origin.ip });
    await recordStaffAction(trx, { staffId: staff.id, action: 'password_changed', target: String(staff.id), ip: origin.ip });
    await enqueueMail(trx, {
      kind: 'staff-password-changed',
      to: staff.email,
      subject: 'Your Keystone Insurance back office password was changed',
      text: [
        `Hello ${staff.name},`,
        '',
        `The password of your back office account was changed on ${now.toUTCString()}, and every other session of yours was signed out.`,
        '',
        'If this was not you, tell an administrator of the agency at once: they can reset your account.',
      ].join('\n'),
    });
  });
  return { ok: true };
}
