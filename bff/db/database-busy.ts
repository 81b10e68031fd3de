/**
 * SQLite lets one connection write at a time. better-sqlite3 is synchronous, so SQLite's own busy wait
 * (PRAGMA busy_timeout) would hold the event loop, and with it every request of this instance, for as long
 * as another connection or process keeps the write lock. So SQLite waits only a few milliseconds at a time,
 * and a statement it answers SQLITE_BUSY is tried again after a pause in which other requests run, up to a
 * budget (SQLITE_BUSY_TIMEOUT_MS); then the request is answered 503 with Retry-After.
 *
 * Kept free of Knex so the configuration can read its default.
 */

/** The longest SQLite waits for a lock inside one try, holding the event loop (PRAGMA busy_timeout). */
export const BLOCKING_BUSY_WAIT_MS = 5;

/** How long a statement is tried again while the database stays busy, unless SQLITE_BUSY_TIMEOUT_MS says otherwise. */
export const DEFAULT_SQLITE_BUSY_TIMEOUT_MS = 3000;

/** The pauses between tries: doubling from the first to the longest. */
export const BUSY_BACKOFF = { firstMs: 2, longestMs: 100 } as const;

/** The database stayed busy for the whole budget: nothing was written; answered 503 with Retry-After. */
export class DatabaseBusyError extends Error {
  readonly retryAfterSeconds = 1;

  constructor(options?: { cause?: unknown }) {
    super('The database stayed busy (another connection held its write lock)', options);
    this.name = 'DatabaseBusyError';
  }
}

/**
 * SQLITE_BUSY and its extended codes (better-sqlite3 turns extended result codes on). SQLITE_LOCKED is a
 * conflict inside this connection, which waiting does not resolve, so it is not one of them.
 */
export const isSqliteBusy = (error: unknown): boolean =>
  typeof (error as { code?: unknown } | null)?.code === 'string' && (error as { code: string }).code.startsWith('SQLITE_BUSY');

export type BusyClock = { now: () => number; sleep: (ms: number) => Promise<void> };

const realClock: BusyClock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Runs `attempt`, and again after a growing pause each time it fails with SQLITE_BUSY, until `budgetMs`
 * has passed (a last try is made at its end); then throws DatabaseBusyError. Other errors pass through at
 * once. `retriable: false` (a statement inside an open transaction, which SQLite says to roll back rather
 * than retry) turns SQLITE_BUSY into DatabaseBusyError without trying again.
 *
 * Only safe for an attempt that did nothing when it failed with SQLITE_BUSY: one statement outside a
 * transaction, BEGIN IMMEDIATE, or COMMIT.
 */
export async function retryWhileBusy<T>(
  attempt: () => T | Promise<T>,
  { budgetMs, retriable = true, clock = realClock }: { budgetMs: number; retriable?: boolean; clock?: BusyClock },
): Promise<T> {
  const deadline = clock.now() + budgetMs;
  for (let pause: number = BUSY_BACKOFF.firstMs; ; pause = Math.min(pause * 2, BUSY_BACKOFF.longestMs)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isSqliteBusy(error)) throw error;
      const left = deadline - clock.now();
      if (!retriable || left <= 0) throw new DatabaseBusyError({ cause: error });
      await clock.sleep(Math.min(pause, left));
    }
  }
}
