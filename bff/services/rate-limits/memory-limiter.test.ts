import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, unlimitedRateLimiter } from './memory-limiter';

const MINUTE = 60_000;

/** A limiter on a clock the test moves. */
function limiterAt(limit: number, options: { maxTrackedKeys?: number } = {}) {
  let time = 1_000_000;
  const limiter = createMemoryRateLimiter({ limit, windowMs: MINUTE, now: () => time, ...options });
  return { limiter, advance: (ms: number) => (time += ms) };
}

const allowedCount = async (consume: () => Promise<{ allowed: boolean }>, attempts: number) => {
  let allowed = 0;
  for (let i = 0; i < attempts; i += 1) if ((await consume()).allowed) allowed += 1;
  return allowed;
};

describe('createMemoryRateLimiter', () => {
  it('allows `limit` requests at once, then refuses with the seconds until the next one', async () => {
    const { limiter } = limiterAt(20);
    expect(await allowedCount(() => limiter.consume('a'), 20)).toBe(20);
    expect(await limiter.consume('a')).toEqual({ allowed: false, limit: 20, remaining: 0, retryAfterSeconds: 3 });
  });

  it('says how many requests remain', async () => {
    const { limiter } = limiterAt(3);
    expect((await limiter.consume('a')).remaining).toBe(2);
    expect((await limiter.consume('a')).remaining).toBe(1);
    expect((await limiter.consume('a')).remaining).toBe(0);
  });

  it('gives requests back evenly over the window (20 a minute: one every 3 seconds)', async () => {
    const { limiter, advance } = limiterAt(20);
    await allowedCount(() => limiter.consume('a'), 20);
    advance(2_000);
    expect(await limiter.consume('a')).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    advance(1_000);
    expect((await limiter.consume('a')).allowed).toBe(true);
    expect((await limiter.consume('a')).allowed).toBe(false);
    advance(MINUTE);
    expect(await allowedCount(() => limiter.consume('a'), 25)).toBe(20);
  });

  it('never lets more than the limit plus what the elapsed time earned through (no double burst at a window edge)', async () => {
    const { limiter, advance } = limiterAt(20);
    let allowed = 0;
    // One attempt every 100 ms for two minutes: 20 at once, then one per 3 seconds.
    for (let i = 0; i < 1_200; i += 1) {
      if ((await limiter.consume('a')).allowed) allowed += 1;
      advance(100);
    }
    expect(allowed).toBeLessThanOrEqual(20 + 40);
    expect(allowed).toBeGreaterThanOrEqual(20 + 39);
  });

  it('does not charge refused requests', async () => {
    const { limiter, advance } = limiterAt(2);
    await allowedCount(() => limiter.consume('a'), 2);
    for (let i = 0; i < 50; i += 1) await limiter.consume('a');
    advance(30_000);
    expect((await limiter.consume('a')).allowed).toBe(true);
  });

  it('counts each key on its own', async () => {
    const { limiter } = limiterAt(1);
    expect((await limiter.consume('203.0.113.1')).allowed).toBe(true);
    expect((await limiter.consume('203.0.113.1')).allowed).toBe(false);
    expect((await limiter.consume('203.0.113.2')).allowed).toBe(true);
  });

  it('keeps memory bounded: idle clients are forgotten to make room for new ones', async () => {
    const { limiter, advance } = limiterAt(1, { maxTrackedKeys: 2 });
    await limiter.consume('a');
    await limiter.consume('b');
    advance(MINUTE); // both back to a full allowance: forgotten when room is needed
    await limiter.consume('c');
    await limiter.consume('d');
    expect((await limiter.consume('c')).allowed).toBe(false);
    expect((await limiter.consume('d')).allowed).toBe(false);
  });

  it('never lets a spent client start afresh because others pushed it out: newcomers share one allowance while the tracker is full', async () => {
    const { limiter } = limiterAt(2, { maxTrackedKeys: 3 });
    await allowedCount(() => limiter.consume('spent'), 2);
    expect((await limiter.consume('spent')).allowed).toBe(false);
    // A client rotating addresses fills the tracker with keys that are all still spending...
    await limiter.consume('rotating-1');
    await limiter.consume('rotating-2');
    // ...and then every further new address draws on one shared allowance (2), not on fresh ones of its own.
    expect(await allowedCount(() => limiter.consume(`rotating-${Math.random()}`), 10)).toBe(2);
    // The spent client was kept, and is still refused.
    expect((await limiter.consume('spent')).allowed).toBe(false);
  });

  it('is off with a limit of 0', async () => {
    const limiter = createMemoryRateLimiter({ limit: 0, windowMs: MINUTE });
    expect(limiter).toBe(unlimitedRateLimiter);
    expect(await allowedCount(() => limiter.consume('a'), 1_000)).toBe(1_000);
  });
});
