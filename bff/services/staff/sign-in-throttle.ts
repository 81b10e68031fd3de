/**
 * How often sign-in may be tried (NIST SP 800-63B 5.2.2; OWASP's "device cookies"). Attempts are counted per
 * account (the address typed, known or not, so the answer never tells whether an account exists) and client:
 *
 * - a browser the person has signed in on before (a known device, bff/services/staff/known-devices.ts) counts
 *   on its own, so someone guessing elsewhere, even behind the same address, never holds it up;
 * - any other client counts by its address (IPv4, or IPv6 /64), and also with every other client without a
 *   known device together, with a higher limit, so guessing from many addresses is held up too.
 *
 * An attempt is reserved before the password or code is checked: one statement adds it to the count only
 * while the client's wait is over, and sets the next wait, in a transaction that every instance and every
 * request on the same database waits its turn for (a row lock on PostgreSQL, the write lock on SQLite). A
 * burst therefore gets at most the limit of checks. Past the limit each further attempt makes the client wait
 * twice as long as the one before, up to a maximum; a right password gives its attempt back (the code is the
 * next one), and a whole sign-in clears the counts. Counts are forgotten a day after their last attempt.
 */
import type { Knex } from 'knex';
import type { SignInThrottleSettings } from '../../config';

export const STAFF_SIGN_IN_THROTTLE_TABLE = 'staff_sign_in_throttle';

/** A day without a failed attempt and the count starts again (rows are swept: bff/services/retention.ts). */
export const FORGET_FAILURES_AFTER_MS = 24 * 3_600_000;

/** Who is trying: a browser the person has signed in on (its id in staff_devices), or another client by its address. */
export type SignInClient = { knownDevice: number } | { address: string };

/** Whose wait refused an attempt: this client's own, or that of all clients without a known device. */
export type WaitScope = 'client' | 'unknown-devices';

export type Reservation = { allowed: true } | { allowed: false; retryAfterSeconds: number; scope: WaitScope };

type Counter = { client: string; limit: number; scope: WaitScope };

const UNKNOWN_DEVICES = 'unknown-devices';

function countersOf(client: SignInClient, settings: SignInThrottleSettings): Counter[] {
  if ('knownDevice' in client) return [{ client: `device:${client.knownDevice}`, limit: settings.maxFailures, scope: 'client' }];
  return [
    { client: `address:${client.address}`, limit: settings.maxFailures, scope: 'client' },
    { client: UNKNOWN_DEVICES, limit: settings.maxFailuresFromUnknownDevices, scope: 'unknown-devices' },
  ];
}

/** How long to wait after the `failures`-th attempt: nothing under the limit, then firstDelayMs doubling. */
const waitAfter = (failures: number, limit: number, settings: Pick<SignInThrottleSettings, 'firstDelayMs' | 'maxDelayMs'>): number =>
  failures < limit ? 0 : Math.min(settings.firstDelayMs * 2 ** (failures - limit), settings.maxDelayMs);

class AttemptRefused extends Error {
  constructor(readonly refusal: Extract<Reservation, { allowed: false }>) {
    super('sign-in attempt refused: wait');
  }
}

const timeOf = (value: Date | string | number) => new Date(value).getTime();

/** Counts an attempt before its check, or answers how long this client must wait first. */
export async function reserveSignInAttempt(db: Knex, account: string, client: SignInClient, settings: SignInThrottleSettings): Promise<Reservation> {
  const now = new Date();
  try {
    await db.transaction(async (trx) => {
      for (const counter of countersOf(client, settings)) {
        const key = { account, client: counter.client };
        // Writes first, so SQLite takes its write lock at once (a read first could not be turned into a write under load).
        await trx(STAFF_SIGN_IN_THROTTLE_TABLE)
          .insert({ ...key, failures: 0, last_failure_at: now, blocked_until: null })
          .onConflict(['account', 'client'])
          .ignore();
        const counted = await trx(STAFF_SIGN_IN_THROTTLE_TABLE)
          .where(key)
          .andWhere((q) => q.whereNull('blocked_until').orWhere('blocked_until', '<=', now))
          .update({
            failures: trx.raw('CASE WHEN ?? < ? THEN 1 ELSE ?? + 1 END', ['last_failure_at', new Date(now.getTime() - FORGET_FAILURES_AFTER_MS), 'failures']),
            last_failure_at: now,
          });
        const row = await trx(STAFF_SIGN_IN_THROTTLE_TABLE).where(key).first('failures', 'blocked_until');
        // The time now, not at the start: this request may have waited for another's lock.
        if (counted !== 1) {
          const waitMs = timeOf(row.blocked_until) - Date.now();
          throw new AttemptRefused({ allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)), scope: counter.scope });
        }
        const wait = waitAfter(Number(row.failures), counter.limit, settings);
        if (wait > 0)
          await trx(STAFF_SIGN_IN_THROTTLE_TABLE)
            .where(key)
            .update({ blocked_until: new Date(Date.now() + wait) });
      }
    });
    return { allowed: true };
  } catch (error) {
    if (error instanceof AttemptRefused) return error.refusal;
    throw error;
  }
}

/** The password was right: its attempt is given back to the client (not to all unknown devices: only a sign-in clears those). */
export async function giveBackAttempt(db: Knex, account: string, client: SignInClient, settings: SignInThrottleSettings): Promise<void> {
  const [own] = countersOf(client, settings);
  await db(STAFF_SIGN_IN_THROTTLE_TABLE)
    .where({ account, client: own!.client })
    .andWhere('failures', '>', 0)
    .update({ failures: db.raw('?? - 1', ['failures']), blocked_until: null });
}

/** A whole sign-in (or a proof of both factors): the client's counts start again. */
export async function clearSignInFailures(db: Knex | Knex.Transaction, account: string, client: SignInClient, settings: SignInThrottleSettings): Promise<void> {
  await db(STAFF_SIGN_IN_THROTTLE_TABLE)
    .where({ account })
    .whereIn(
      'client',
      countersOf(client, settings).map((counter) => counter.client),
    )
    .update({ failures: 0, blocked_until: null });
}
