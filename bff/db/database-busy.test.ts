import { describe, expect, it } from 'vitest';
import { BUSY_BACKOFF, DatabaseBusyError, isSqliteBusy, retryWhileBusy, type BusyClock } from './database-busy';

/** A clock that only moves when slept on, recording each pause. */
function fakeClock(): BusyClock & { pauses: number[] } {
  let now = 0;
  const pauses: number[] = [];
  return {
    pauses,
    now: () => now,
    sleep: async (ms) => {
      pauses.push(ms);
      now += ms;
    },
  };
}

const busy = (code = 'SQLITE_BUSY') => Object.assign(new Error('database is locked'), { code });

/** An attempt that fails with `errors` in turn, then answers 'done'. */
function failingWith(...errors: Error[]) {
  const attempt = () => {
    attempt.calls += 1;
    const error = errors.shift();
    if (error) throw error;
    return 'done';
  };
  attempt.calls = 0;
  return attempt;
}

describe('retryWhileBusy', () => {
  it('tries again after growing pauses while the database is busy, and answers once it is not', async () => {
    const clock = fakeClock();
    const attempt = failingWith(busy(), busy('SQLITE_BUSY_RECOVERY'), busy(), busy());
    await expect(retryWhileBusy(attempt, { budgetMs: 3000, clock })).resolves.toBe('done');
    expect(attempt.calls).toBe(5);
    expect(clock.pauses).toEqual([BUSY_BACKOFF.firstMs, BUSY_BACKOFF.firstMs * 2, BUSY_BACKOFF.firstMs * 4, BUSY_BACKOFF.firstMs * 8]);
  });

  it('pauses at most the longest pause, and gives up with DatabaseBusyError when the budget is spent', async () => {
    const clock = fakeClock();
    const lockedError = busy();
    const attempt = () => {
      throw lockedError;
    };
    const failure = await retryWhileBusy(attempt, { budgetMs: 1000, clock }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DatabaseBusyError);
    expect((failure as DatabaseBusyError).cause).toBe(lockedError);
    expect((failure as DatabaseBusyError).retryAfterSeconds).toBeGreaterThan(0);
    expect(Math.max(...clock.pauses)).toBe(BUSY_BACKOFF.longestMs);
    // The whole budget is used, the last try at its very end, and no more.
    expect(clock.pauses.reduce((sum, ms) => sum + ms, 0)).toBe(1000);
  });

  it('with no budget, tries once', async () => {
    const clock = fakeClock();
    const attempt = failingWith(busy());
    await expect(retryWhileBusy(attempt, { budgetMs: 0, clock })).rejects.toBeInstanceOf(DatabaseBusyError);
    expect(attempt.calls).toBe(1);
    expect(clock.pauses).toEqual([]);
  });

  it('does not try again where that is not safe (inside a transaction), but still says the database is busy', async () => {
    const clock = fakeClock();
    const attempt = failingWith(busy('SQLITE_BUSY_SNAPSHOT'));
    await expect(retryWhileBusy(attempt, { budgetMs: 3000, retriable: false, clock })).rejects.toBeInstanceOf(DatabaseBusyError);
    expect(attempt.calls).toBe(1);
  });

  it('lets any other error through at once', async () => {
    const clock = fakeClock();
    const constraint = Object.assign(new Error('UNIQUE constraint failed'), { code: 'SQLITE_CONSTRAINT_UNIQUE' });
    const attempt = failingWith(constraint);
    await expect(retryWhileBusy(attempt, { budgetMs: 3000, clock })).rejects.toBe(constraint);
    expect(attempt.calls).toBe(1);
    expect(clock.pauses).toEqual([]);
  });

  it('pauses on the real clock with setTimeout, so the event loop runs between tries', async () => {
    const attempt = failingWith(busy(), busy());
    let otherWorkRan = false;
    setImmediate(() => (otherWorkRan = true));
    await expect(retryWhileBusy(attempt, { budgetMs: 3000 })).resolves.toBe('done');
    expect(otherWorkRan).toBe(true);
  });
});

describe('isSqliteBusy', () => {
  it('knows SQLITE_BUSY and its extended codes, and nothing else', () => {
    for (const code of ['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_BUSY_RECOVERY', 'SQLITE_BUSY_TIMEOUT']) expect(isSqliteBusy(busy(code))).toBe(true);
    for (const error of [new Error('x'), busy('SQLITE_LOCKED'), busy('55P03'), null, undefined, 'SQLITE_BUSY']) expect(isSqliteBusy(error)).toBe(false);
  });
});
