/**
 * Places for open event streams (GET /api/events): at most `perToken` streams open at once on one token and
 * `perClient` from one client, however many instances serve them. Each open stream holds a place, a row of
 * `live_event_streams` (the token and the client hashed), from its opening until it closes; a place is never
 * counted past its token's expiry, when the stream ends anyway, so the places of an instance that stopped
 * without closing its streams free themselves then.
 *
 * Taking a place counts and inserts in one transaction: on SQLite the transaction holds the write lock from its
 * start, on PostgreSQL it takes an advisory lock on the client and one on the token first, so a burst of
 * opens cannot pass the limits between a count and an insert. Counts only read (no row is locked), so two
 * opens never wait on each other's rows. An instance first counts the places it holds
 * itself: a request it can already refuse never reaches the database, so a flood of refused streams costs no
 * writes.
 */
import { createHash } from 'node:crypto';
import type { Database } from '../../db/database';

export const LIVE_EVENT_STREAMS_TABLE = 'live_event_streams';

/** 0 turns a limit off. */
export type StreamLimits = { perToken: number; perClient: number };

export type StreamPlaceRequest = {
  token: string;
  /** The client's key (clientKey: an IPv4 address or IPv6 /64). */
  client: string;
  /** The token's expiry: the place is not counted after it. */
  until: Date;
};

export type TakenPlace = { taken: true; release: () => Promise<void> };
export type RefusedPlace = { taken: false; over: 'token' | 'client'; retryAfterSeconds: number };

const SWEEP_EVERY_MS = 60_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Seconds until the first of these places is freed by its token's expiry (it may be freed sooner, by a close). */
const secondsUntilFirst = (untils: Date[], now: Date) => Math.max(1, Math.ceil((Math.min(...untils.map(Number)) - now.getTime()) / 1000));

export function createStreamPlaces(db: Database, limits: StreamLimits) {
  /** The places this instance holds, per hashed key, by their expiry. */
  const held = new Map<string, Date[]>();
  const hold = (key: string, until: Date) => held.set(key, [...(held.get(key) ?? []), until]);
  const letGo = (key: string, until: Date) => {
    const list = held.get(key) ?? [];
    list.splice(list.indexOf(until), 1);
    if (!list.length) held.delete(key);
  };
  const heldHere = (key: string, now: Date) => (held.get(key) ?? []).filter((until) => until > now);

  const scopes = (tokenHash: string, clientHash: string) =>
    [
      { over: 'token' as const, column: 'token_hash', key: `token:${tokenHash}`, hash: tokenHash, limit: limits.perToken },
      { over: 'client' as const, column: 'client_hash', key: `client:${clientHash}`, hash: clientHash, limit: limits.perClient },
    ].filter((scope) => scope.limit > 0);

  async function take(request: StreamPlaceRequest, now = new Date()): Promise<TakenPlace | RefusedPlace> {
    const tokenHash = sha256(request.token);
    const clientHash = sha256(request.client);
    const limited = scopes(tokenHash, clientHash);
    if (!limited.length) return { taken: true, release: async () => {} };

    for (const scope of limited) {
      const here = heldHere(scope.key, now);
      if (here.length >= scope.limit) return { taken: false, over: scope.over, retryAfterSeconds: secondsUntilFirst(here, now) };
    }

    const outcome = await db.transaction(async (trx): Promise<RefusedPlace | { id: number }> => {
      // Client before token, always: two opens never wait for each other's locks in opposite orders.
      if (db.client.config.client === 'pg') {
        for (const scope of [...limited].reverse()) await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`live_event_streams:${scope.key}`]);
      }
      for (const scope of limited) {
        const open: { open_until: string | number | Date }[] = await trx(LIVE_EVENT_STREAMS_TABLE)
          .where(scope.column, scope.hash)
          .andWhere('open_until', '>', now)
          .orderBy('open_until')
          .limit(scope.limit)
          .select('open_until');
        if (open.length >= scope.limit) {
          return {
            taken: false,
            over: scope.over,
            retryAfterSeconds: secondsUntilFirst(
              open.map((row) => new Date(row.open_until)),
              now,
            ),
          };
        }
      }
      const [inserted] = await trx(LIVE_EVENT_STREAMS_TABLE)
        .insert({ token_hash: tokenHash, client_hash: clientHash, open_until: request.until, opened_at: now })
        .returning('id');
      return { id: typeof inserted === 'object' ? Number((inserted as { id: number }).id) : Number(inserted) };
    });
    sweepNowAndThen(now);
    if ('taken' in outcome) return outcome;

    for (const scope of limited) hold(scope.key, request.until);
    let released: Promise<void> | undefined;
    return {
      taken: true,
      release: () => {
        if (released) return released;
        for (const scope of limited) letGo(scope.key, request.until);
        released = track(db(LIVE_EVENT_STREAMS_TABLE).where({ id: outcome.id }).delete());
        return released;
      },
    };
  }

  /** Writes under way (places given back, sweeps): the database is closed only after them, as an instance stops. */
  const pending = new Set<Promise<void>>();
  function track(write: Promise<unknown>): Promise<void> {
    const done = write.then(() => undefined);
    pending.add(done);
    done.then(
      () => pending.delete(done),
      () => pending.delete(done),
    );
    return done;
  }

  /**
   * The places of streams whose token has expired are no longer counted; at most once a minute an instance
   * deletes them, outside any count (a stopped instance's places would otherwise stay in the table).
   */
  let sweptAt = 0;
  function sweepNowAndThen(now: Date) {
    if (now.getTime() - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = now.getTime();
    void track(db(LIVE_EVENT_STREAMS_TABLE).where('open_until', '<=', now).delete()).catch(() => undefined);
  }

  return {
    take,
    /** Waits for the writes under way; call it before the database closes. */
    settle: async () => void (await Promise.allSettled([...pending])),
  };
}

export type StreamPlaces = ReturnType<typeof createStreamPlaces>;
