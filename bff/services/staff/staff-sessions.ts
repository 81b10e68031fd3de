/**
 * Server-side staff sessions. The cookie holds 256 random bits; the database keeps only their hash, the
 * member of staff, the stage (the password was right and the second factor is due, or signed in), and the
 * times that end it: idle for too long, past its absolute limit, or revoked (sign-out, a new set-up). A
 * session is never upgraded in place: the second factor ends the first-step session and starts a new one,
 * so an id seen before sign-in is worth nothing after it.
 */
import type { Knex } from 'knex';
import { hashOfSecret, newSecretToken } from '../secret-tokens';
import { STAFF_MEMBERS_TABLE, type StaffRow } from './staff-member-row';

export const STAFF_SESSIONS_TABLE = 'staff_sessions';

export type SessionStage = 'password' | 'signed_in';

export type SessionSettings = {
  /** A signed-in session unused for this long ends. */
  idleMs: number;
  /** Any signed-in session ends this long after sign-in. */
  absoluteMs: number;
  /** The time allowed between the password and the second factor. */
  codeStepMs: number;
};

/** last_seen_at is written at most this often, so that reading pages does not write on every request. */
const TOUCH_EVERY_MS = 60_000;

export async function startSession(db: Knex | Knex.Transaction, staffId: number, stage: SessionStage, settings: SessionSettings): Promise<string> {
  const token = newSecretToken();
  const now = new Date();
  const lifetime = stage === 'password' ? settings.codeStepMs : settings.absoluteMs;
  await db(STAFF_SESSIONS_TABLE).insert({
    id_hash: hashOfSecret(token),
    staff_id: staffId,
    stage,
    created_at: now,
    last_seen_at: now,
    expires_at: new Date(now.getTime() + lifetime),
  });
  return token;
}

export type ActiveSession = { idHash: string; stage: SessionStage; staff: StaffRow };

/** The session a cookie holds, while it is alive and its member of staff is enrolled and not disabled. */
export async function findSession(db: Knex, token: string | undefined, settings: SessionSettings): Promise<ActiveSession | undefined> {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const idHash = hashOfSecret(token);
  const session = await db(STAFF_SESSIONS_TABLE).where({ id_hash: idHash }).whereNull('revoked_at').first();
  if (!session) return undefined;
  const now = Date.now();
  const lastSeen = new Date(session.last_seen_at).getTime();
  if (new Date(session.expires_at).getTime() <= now || (session.stage === 'signed_in' && now - lastSeen >= settings.idleMs)) return undefined;
  const staff: StaffRow | undefined = await db(STAFF_MEMBERS_TABLE)
    .where({ id: session.staff_id })
    .whereNull('disabled_at')
    .whereNotNull('enrolled_at')
    .first();
  if (!staff) return undefined;
  if (session.stage === 'signed_in' && now - lastSeen >= TOUCH_EVERY_MS) {
    await db(STAFF_SESSIONS_TABLE)
      .where({ id_hash: idHash })
      .update({ last_seen_at: new Date(now) });
  }
  return { idHash, stage: session.stage, staff };
}

export const revokeSession = async (db: Knex | Knex.Transaction, idHash: string): Promise<void> => {
  await db(STAFF_SESSIONS_TABLE).where({ id_hash: idHash }).update({ revoked_at: new Date() });
};
