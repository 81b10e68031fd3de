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

async function limiterOf({ store, name, limit, windowMs }: SharedLimiterOptions): Promise<RateLimiterAbstract> {
  const options = { keyPrefix: `rl:${name}`, points: limit, duration: Math.max(1, Math.round(windowMs / 1000)) };
  const insuranceLimiter = new RateLimiterMemory(options);
  if (store.kind === 'redis') return new RateLimiterRedis({ ...options, storeClient: store.client, rejectIfRedisNotReady: true, insuranceLimiter });
  let limiter!: RateLimiterPostgres;
  await new Promise<void>((resolve, reject) => {
    limiter = new RateLimiterPostgres(
      { ...options, storeClient: store.db, storeType: 'knex', tableName: RATE_LIMIT_COUNTS_TABLE, insuranceLimiter },
      (error?: unknown) => (error ? reject(error) : resolve()),
    );
  });
  return limiter;
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
