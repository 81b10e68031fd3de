/**
 * Staff accounts. There is no default account: the first administrator is made with `npm run staff:create`,
 * which prints (and e-mails) a one-time set-up link; whoever holds it sets the password and the authenticator,
 * and may then sign in.
 */
import type { Knex } from 'knex';
import type { TStaffInvitation } from '@contracts/back-office/staff';
import { STAFF_AUTH_MESSAGES, type StaffRole, type TStaffMember } from '@contracts/back-office/staff-auth';
import { SUBMISSIONS_TABLE } from '../back-office/submission-index';
import type { AtRestEncryption } from '../encryption';
import { enqueueMail, mailSecret } from '../mail';
import { hashOfSecret, newSecretToken } from '../secret-tokens';
import { recordStaffAction } from './audit-log';
import { forgetDevices } from './known-devices';
import { hashPassword, weakPasswordReason } from './passwords';
import { issueRecoveryCodes, newAuthenticator, removeRecoveryCodes, verifiedTimeStep } from './second-factor';
import { STAFF_MEMBERS_TABLE, staffMemberOf, type StaffRow } from './staff-member-row';
import { STAFF_SESSIONS_TABLE } from './staff-sessions';
import { openTotpSecret, sealTotpSecret } from './totp-secrets';

const STAFF_SETUP_LINKS_TABLE = 'staff_setup_links';

/** The address of the set-up page; the secret is in the fragment, which browsers never send or log. */
const setupLinkFor = (publicBaseUrl: string, token: string) => `${publicBaseUrl}/admin/setup#${token}`;

export class StaffInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** A new member of staff and their set-up link (valid `linkTtlMs`), e-mailed to them through the outbox. */
export async function createStaffMember(
  db: Knex,
  input: { email: string; name: string; role: StaffRole; createdBy: number | null },
  link: SetupLinkOptions,
): Promise<{ staff: TStaffMember; setupLink: string }> {
  const email = input.email.trim().toLowerCase();
  const name = input.name.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new StaffInputError('email', 'Please enter a valid email address');
  if (!name || name.length > 100) throw new StaffInputError('name', 'Name is required (at most 100 characters)');
  if (await db(STAFF_MEMBERS_TABLE).where({ email }).first()) throw new StaffInputError('email', 'A member of staff already has this e-mail address');
  const now = new Date();
  return db.transaction(async (trx) => {
    const [inserted] = await trx(STAFF_MEMBERS_TABLE).insert({ email, name, role: input.role, created_at: now }).returning('id');
    const id = typeof inserted === 'object' ? (inserted as { id: number }).id : (inserted as number);
    const { setupLink } = await sendSetupLink(trx, { id, name, email }, link, now);
    await recordStaffAction(trx, { staffId: input.createdBy, action: 'staff_created', target: String(id), details: { role: input.role } });
    return { staff: { id, name, email, role: input.role }, setupLink };
  });
}

export type SetupLinkOptions = { publicBaseUrl: string; linkTtlMs: number; encryption: AtRestEncryption };

/** A new set-up link for a member of staff, stored as its hash and e-mailed to them through the outbox. */
async function sendSetupLink(
  trx: Knex.Transaction,
  staff: { id: number; name: string; email: string },
  { publicBaseUrl, linkTtlMs, encryption }: SetupLinkOptions,
  now: Date,
) {
  const token = newSecretToken();
  const setupLink = setupLinkFor(publicBaseUrl, token);
  const expiresAt = new Date(now.getTime() + linkTtlMs);
  await trx(STAFF_SETUP_LINKS_TABLE).insert({ token_hash: hashOfSecret(token), staff_id: staff.id, expires_at: expiresAt, created_at: now });
  await enqueueMail(
    trx,
    {
      kind: 'staff-setup',
      to: staff.email,
      subject: 'Your Keystone Insurance back office account',
      text: [
        `Hello ${staff.name},`,
        '',
        'An account has been made for you in the Keystone Insurance back office. Set your password and your authenticator app here:',
        mailSecret('setup-link'),
        '',
        `The link works once and expires in ${Math.round(linkTtlMs / 3_600_000)} hours. If you did not expect this e-mail, tell the agency.`,
      ].join('\n'),
      secrets: { 'setup-link': setupLink },
    },
    encryption,
  );
  return { setupLink, expiresAt };
}

/** The member of staff a set-up link is for, while it is unused and unexpired. */
export async function staffForSetupLink(db: Knex | Knex.Transaction, token: string): Promise<StaffRow | undefined> {
  const link = await db(STAFF_SETUP_LINKS_TABLE)
    .where({ token_hash: hashOfSecret(token) })
    .whereNull('used_at')
    .first();
  if (!link || new Date(link.expires_at).getTime() <= Date.now()) return undefined;
  return db(STAFF_MEMBERS_TABLE).where({ id: link.staff_id }).whereNull('disabled_at').first();
}

/** Set-up, first step: the password (refused when weak), answered with a new authenticator to add to an app. */
export async function setStaffPassword(db: Knex, staff: StaffRow, password: string, encryption: AtRestEncryption) {
  const weakness = await weakPasswordReason(password, staff);
  if (weakness) throw new StaffInputError('password', weakness);
  const authenticator = await newAuthenticator(staff.email);
  await db(STAFF_MEMBERS_TABLE)
    .where({ id: staff.id })
    .update({
      password_hash: await hashPassword(password),
      totp_pending_secret: sealTotpSecret(encryption, staff.id, 'totp_pending_secret', authenticator.secret),
    });
  return authenticator;
}

/** Set-up, last step: the app's first code confirms it; the link is used up and recovery codes issued. */
export async function confirmStaffSetup(db: Knex, staff: StaffRow, token: string, code: string, encryption: AtRestEncryption): Promise<string[]> {
  const pendingSecret = openTotpSecret(encryption, staff, 'totp_pending_secret');
  if (!staff.password_hash || !pendingSecret) throw new StaffInputError('code', STAFF_AUTH_MESSAGES.passwordStepMissing);
  const step = await verifiedTimeStep(pendingSecret, code, null);
  if (step === undefined) throw new StaffInputError('code', STAFF_AUTH_MESSAGES.codeFailed);
  return db.transaction(async (trx) => {
    const now = new Date();
    const used = await trx(STAFF_SETUP_LINKS_TABLE)
      .where({ token_hash: hashOfSecret(token) })
      .whereNull('used_at')
      .update({ used_at: now });
    if (used !== 1) throw new StaffInputError('token', STAFF_AUTH_MESSAGES.setupLinkInvalid);
    await trx(STAFF_MEMBERS_TABLE)
      .where({ id: staff.id })
      .update({
        totp_secret: sealTotpSecret(encryption, staff.id, 'totp_secret', pendingSecret),
        totp_pending_secret: null,
        totp_last_step: step,
        enrolled_at: now,
      });
    // Sessions from before (a reset account) end.
    await trx(STAFF_SESSIONS_TABLE).where({ staff_id: staff.id }).whereNull('revoked_at').update({ revoked_at: now });
    await recordStaffAction(trx, { staffId: staff.id, action: 'setup_completed', target: String(staff.id) });
    return issueRecoveryCodes(trx, staff.id);
  });
}

export const listStaffMembers = async (db: Knex): Promise<TStaffMember[]> =>
  (await db(STAFF_MEMBERS_TABLE).select('id', 'name', 'email', 'role').whereNull('disabled_at').whereNotNull('enrolled_at').orderBy('name')).map(staffMemberOf);

/** Disables a member of staff: they can no longer sign in, and every session of theirs ends now. */
export async function disableStaffMember(db: Knex, staffId: number, by: { staffId: number; ip: string }): Promise<boolean> {
  return db.transaction(async (trx) => {
    const now = new Date();
    const disabled = await trx(STAFF_MEMBERS_TABLE).where({ id: staffId }).whereNull('disabled_at').update({ disabled_at: now });
    if (disabled !== 1) return false;
    await trx(STAFF_SESSIONS_TABLE).where({ staff_id: staffId }).whereNull('revoked_at').update({ revoked_at: now });
    await forgetDevices(trx, staffId);
    await trx(SUBMISSIONS_TABLE).where({ assigned_staff_id: staffId }).update({ assigned_staff_id: null });
    await recordStaffAction(trx, { staffId: by.staffId, action: 'staff_disabled', target: String(staffId), ip: by.ip });
    return true;
  });
}

const isoOf = (value: Date | string) => new Date(value).toISOString();

type InvitationRow = Pick<StaffRow, 'id' | 'name' | 'email' | 'role'> & { created_at: Date | string; link_expires_at: Date | string };

/** The members of staff invited who have not finished setting up (nor been disabled), newest first. */
export async function listInvitations(db: Knex): Promise<TStaffInvitation[]> {
  const rows = (await db(STAFF_MEMBERS_TABLE)
    .join(STAFF_SETUP_LINKS_TABLE, `${STAFF_SETUP_LINKS_TABLE}.staff_id`, `${STAFF_MEMBERS_TABLE}.id`)
    .whereNull(`${STAFF_MEMBERS_TABLE}.enrolled_at`)
    .whereNull(`${STAFF_MEMBERS_TABLE}.disabled_at`)
    .groupBy(
      `${STAFF_MEMBERS_TABLE}.id`,
      `${STAFF_MEMBERS_TABLE}.name`,
      `${STAFF_MEMBERS_TABLE}.email`,
      `${STAFF_MEMBERS_TABLE}.role`,
      `${STAFF_MEMBERS_TABLE}.created_at`,
    )
    .select(
      `${STAFF_MEMBERS_TABLE}.id`,
      `${STAFF_MEMBERS_TABLE}.name`,
      `${STAFF_MEMBERS_TABLE}.email`,
      `${STAFF_MEMBERS_TABLE}.role`,
      `${STAFF_MEMBERS_TABLE}.created_at`,
    )
    .max({ link_expires_at: `${STAFF_SETUP_LINKS_TABLE}.expires_at` })
    .orderBy(`${STAFF_MEMBERS_TABLE}.created_at`, 'desc')
    .orderBy(`${STAFF_MEMBERS_TABLE}.id`, 'desc')) as InvitationRow[];
  return rows.map((row) => ({ ...staffMemberOf(row), invitedAt: isoOf(row.created_at), linkExpiresAt: isoOf(row.link_expires_at) }));
}

/**
 * E-mails an invited member of staff a new set-up link; the links sent before stop working now. 'unknown' for
 * no such (or a disabled) member, 'enrolled' for one who has already set up their account.
 */
export async function resendInvitation(db: Knex, staffId: number, by: StaffActor, link: SetupLinkOptions): Promise<TStaffInvitation | 'unknown' | 'enrolled'> {
  return db.transaction(async (trx) => {
    const staff = await trx(STAFF_MEMBERS_TABLE).where({ id: staffId }).whereNull('disabled_at').first();
    if (!staff) return 'unknown';
    if (staff.enrolled_at) return 'enrolled';
    const invitation = await inviteAgain(trx, staff, link);
    await recordStaffAction(trx, { staffId: by.staffId, action: 'staff_invitation_resent', target: String(staffId), ip: by.ip });
    return invitation;
  });
}

/**
 * Resets a member of staff who has lost their authenticator or password: their password, authenticator and
 * recovery codes are removed, their sessions end, and a new set-up link is e-mailed to them (they are invited
 * again). 'unknown' for no such (or a disabled) member.
 */
export async function resetStaffAccount(db: Knex, staffId: number, by: StaffActor, link: SetupLinkOptions): Promise<TStaffInvitation | 'unknown'> {
  return db.transaction(async (trx) => {
    const staff = await trx(STAFF_MEMBERS_TABLE).where({ id: staffId }).whereNull('disabled_at').first();
    if (!staff) return 'unknown';
    const now = new Date();
    await trx(STAFF_MEMBERS_TABLE)
      .where({ id: staffId })
      .update({ password_hash: null, totp_secret: null, totp_pending_secret: null, totp_last_step: null, enrolled_at: null });
    await removeRecoveryCodes(trx, staffId);
    await forgetDevices(trx, staffId);
    await trx(STAFF_SESSIONS_TABLE).where({ staff_id: staffId }).whereNull('revoked_at').update({ revoked_at: now });
    const invitation = await inviteAgain(trx, staff, link);
    await recordStaffAction(trx, { staffId: by.staffId, action: 'staff_reset', target: String(staffId), ip: by.ip });
    return invitation;
  });
}

type StaffActor = { staffId: number; ip: string };

/** A new set-up link for `staff`, the unused ones before it stopped now. */
export async function inviteAgain(trx: Knex.Transaction, staff: StaffRow & { created_at: Date | string }, link: SetupLinkOptions): Promise<TStaffInvitation> {
  const now = new Date();
  await trx(STAFF_SETUP_LINKS_TABLE).where({ staff_id: staff.id }).whereNull('used_at').andWhere('expires_at', '>', now).update({ expires_at: now });
  const { expiresAt } = await sendSetupLink(trx, staff, link, now);
  return { ...staffMemberOf(staff), invitedAt: isoOf(staff.created_at), linkExpiresAt: expiresAt.toISOString() };
}
