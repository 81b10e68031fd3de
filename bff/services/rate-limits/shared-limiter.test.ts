import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { useFreshDatabase } from '../../../tests/support/fresh-database';
import { postgresIsReachable } from '../../../tests/support/test-server';
import type { RateLimitSettings } from '../../config';
import { RATE_LIMITED_ENDPOINTS, type RateLimitedEndpoint } from './endpoints';
import { createRateLimits } from './index';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisIsReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const [redis, postgres] = await Promise.all([redisIsReachable(), postgresIsReachable()]);
const silent = pino({ level: 'silent' });

/** The same small limits for every endpoint. (Keys in a shared store outlive a run: each test uses a client key of its own.) */
const settings = (store: RateLimitSettings['store'], perClientPerMinute: number, sitePerMinute: number): RateLimitSettings => ({
  store,
  endpoints: Object.fromEntries(
    (Object.keys(RATE_LIMITED_ENDPOINTS) as RateLimitedEndpoint[]).map((endpoint) => [endpoint, { perClientPerMinute, sitePerMinute }]),
  ) as RateLimitSettings['endpoints'],
});

const allowedOf = async (consume: () => Promise<{ allowed: boolean }>, attempts: number) => {
  let allowed = 0;
  for (let i = 0; i < attempts; i += 1) if ((await consume()).allowed) allowed += 1;
  return allowed;
};

function sharedStoreSuite(name: string, store: () => RateLimitSettings['store'], db: () => Parameters<typeof createRateLimits>[1]) {
  it(`${name}: two instances count one client together`, async () => {
    const client = `203.0.113.${randomBytes(1)[0]}-${randomBytes(4).toString('hex')}`;
    // One after the other: two first starts at once may race to create the store's table (and fall back to memory).
    const first = await createRateLimits(settings(store(), 4, 1000), db(), silent);
    const second = await createRateLimits(settings(store(), 4, 1000), db(), silent);
    try {
      const a = first.of('visits').perClient;
      const b = second.of('visits').perClient;
      // Alternating between the instances, the client gets 4 in all, not 4 at each.
      let allowed = 0;
      for (let i = 0; i < 10; i += 1) if ((await (i % 2 ? b : a).consume(client)).allowed) allowed += 1;
      expect(allowed).toBe(4);
      const refused = await a.consume(client);
      expect(refused).toMatchObject({ allowed: false, remaining: 0 });
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
}

describe.skipIf(!redis)('rate limits in Redis (RATE_LIMIT_STORE=redis)', () => {
  sharedStoreSuite(
    'redis',
    () => ({ kind: 'redis', url: REDIS_URL }),
    () => undefined as never,
  );

  it('goes on counting in memory when Redis cannot be reached, rather than refusing everyone or no one', async () => {
    const limits = await createRateLimits(settings({ kind: 'redis', url: 'redis://127.0.0.1:1' }, 3, 1000), undefined as never, silent);
    try {
      expect(await allowedOf(() => limits.of('visits').perClient.consume('198.51.100.1'), 10)).toBe(3);
    } finally {
      await limits.close();
    }
  });
});

describe.skipIf(!postgres)('rate limits in PostgreSQL (RATE_LIMIT_STORE=database)', () => {
  const t = useFreshDatabase('postgres');
  sharedStoreSuite(
    'postgres',
    () => ({ kind: 'database' }),
    () => t.db,
  );
});

// Every limiter of a start, and two instances starting together, would race to create the counts table.
describe.skipIf(!postgres)('rate limits in a new PostgreSQL database', () => {
  const t = useFreshDatabase('postgres');
  it('postgres: two instances starting at once on a new database both count in it', async () => {
    const other = t.openAnother();
    const [first, second] = await Promise.all([
      createRateLimits(settings({ kind: 'database' }, 4, 1000), t.db, silent),
      createRateLimits(settings({ kind: 'database' }, 4, 1000), other, silent),
    ]);
    try {
      const client = `198.51.100.${randomBytes(1)[0]}-${randomBytes(4).toString('hex')}`;
      let allowed = 0;
      for (let i = 0; i < 10; i += 1) if ((await (i % 2 ? second : first).of('visits').perClient.consume(client)).allowed) allowed += 1;
      expect(allowed).toBe(4);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describe('rate limits in memory (the default)', () => {
  it('counts per endpoint: one endpoint spent leaves the others untouched', async () => {
    const limits = await createRateLimits(settings({ kind: 'memory' }, 2, 1000), undefined as never, silent);
    expect(await allowedOf(() => limits.of('visits').perClient.consume('198.51.100.1'), 5)).toBe(2);
    expect(await allowedOf(() => limits.of('errorReports').perClient.consume('198.51.100.1'), 5)).toBe(2);
  });

  it('logs when the site-wide cap refuses, once a minute, with no client data', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
    const limits = await createRateLimits(settings({ kind: 'memory' }, 100, 2), undefined as never, logger);
    expect(await allowedOf(() => limits.of('insuranceRequests').site.consume('site'), 5)).toBe(2);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 40,
      endpoint: 'insuranceRequests',
      limitPerMinute: 2,
      msg: expect.stringContaining('site-wide rate limit reached'),
    });
  });
});
