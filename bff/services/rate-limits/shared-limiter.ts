/**
 * Rate limits every instance counts together, kept in Redis or PostgreSQL by rate-limiter-flexible (fixed
 * windows: `limit` requests in each window). Should the store fail, each instance goes on counting in its
 * own memory (the library's "insurance" limiter) rather than refusing everyone or letting everyone through.
 */
import type { Redis } from 'ioredis';
import type { Knex } from 'knex';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { unlimitedRateLimiter, type RateLimiter } from './memory-limiter';

export type SharedStore = { kind: 'redis'; client: Redis } | { kind: 'database'; db: Knex };

export type SharedLimiterOptions = { store: SharedStore; name: string; limit: number; windowMs: number };

/** The table the PostgreSQL store keeps its counts in (made by rate-limiter-flexible itself). */
const RATE_LIMIT_COUNTS_TABLE = 'rate_limit_counts';

/** A PostgreSQL limiter; `tableCreated` skips the library's CREATE TABLE. */
const postgresLimiter = async (options: ConstructorParameters<typeof RateLimiterPostgres>[0]) => {
  let limiter!: RateLimiterPostgres;
  // The library calls back once its table is ready: at once (before the constructor returns) when told it is.
  await new Promise<void>((resolve, reject) => {
    limiter = new RateLimiterPostgres(options, (error?: unknown) => (error ? reject(error) : resolve()));
  });
  return limiter;
};

/**
 * PostgreSQL's CREATE TABLE IF NOT EXISTS is not safe against itself: two at once (the limiters of one start, or
 * two instances starting together) fail with "already exists". So per database the first limiter makes the table
 * and the others wait for it; a start that loses the race to another instance finds the table made.
 */
const countsTableOf = new WeakMap<Knex, Promise<void>>();
const ALREADY_EXISTS = new Set(['42P07', '42710', '23505']);

async function databaseLimiterOf(db: Knex, options: ConstructorParameters<typeof RateLimiterPostgres>[0]): Promise<RateLimiterAbstract> {
  const made = countsTableOf.get(db);
  if (made) {
    await made;
    return postgresLimiter({ ...options, tableCreated: true });
  }
  const first = postgresLimiter(options).catch((error: { code?: string }) => {
    if (!ALREADY_EXISTS.has(String(error?.code))) throw error;
    return postgresLimiter({ ...options, tableCreated: true });
  });
  const ready = first.then(() => undefined);
  countsTableOf.set(db, ready);
  ready.catch(() => countsTableOf.delete(db));
  return first;
}

async function limiterOf({ store, name, limit, windowMs }: SharedLimiterOptions): Promise<RateLimiterAbstract> {
  const options = { keyPrefix: `rl:${name}`, points: limit, duration: Math.max(1, Math.round(windowMs / 1000)) };
  const insuranceLimiter = new RateLimiterMemory(options);
  if (store.kind === 'redis') return new RateLimiterRedis({ ...options, storeClient: store.client, rejectIfRedisNotReady: true, insuranceLimiter });
  return databaseLimiterOf(store.db, { ...options, storeClient: store.db, storeType: 'knex', tableName: RATE_LIMIT_COUNTS_TABLE, insuranceLimiter });
}

export async function createSharedRateLimiter(options: SharedLimiterOptions): Promise<RateLimiter> {
  if (options.limit <= 0) return unlimitedRateLimiter;
  const limiter = await limiterOf(options);
  const { limit } = options;
  return {
    consume: async (key) => {
      try {
        const result = await limiter.consume(key);
        return { allowed: true, limit, remaining: result.remainingPoints, retryAfterSeconds: 0 };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, limit, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    },
  };
}
