/**
 * Rate limits: how many requests a client may make in a window. This implementation keeps its counts in
 * this process (one BFF instance, the embedded default); shared-limiter.ts fills the same interface from
 * Redis or PostgreSQL, so that every instance counts the same client together.
 */

export type RateLimitDecision = {
  allowed: boolean;
  /** Requests allowed per window. */
  limit: number;
  /** Requests the client may still make right now. */
  remaining: number;
  /** When refused: whole seconds until the next request will be allowed (the Retry-After header). */
  retryAfterSeconds: number;
};

export interface RateLimiter {
  /** Counts one request of the client named by `key` and says whether it may go ahead. */
  consume(key: string): Promise<RateLimitDecision>;
}

export type RateLimitOptions = {
  /** Requests allowed per window, and the burst a client may make at once. 0 turns the limit off. */
  limit: number;
  windowMs: number;
  now?: () => number;
  /**
   * Memory bound: above this many tracked clients, the ones back to a full allowance are forgotten; when
   * every tracked client is still spending, new clients share one allowance until room is made. (Pushing
   * out a client that is still spending would let it start afresh: a client rotating addresses could then
   * reset its own count.)
   */
  maxTrackedKeys?: number;
};

/** Lets everything through (a limit of 0). */
export const unlimitedRateLimiter: RateLimiter = {
  consume: async () => ({ allowed: true, limit: Infinity, remaining: Infinity, retryAfterSeconds: 0 }),
};

type Bucket = { tokens: number; updatedAt: number };

const EPSILON = 1e-9;

/** The allowance new clients share while the tracker is full of clients that are still spending. */
const OVERFLOW_KEY = '\u0000overflow';
/** How many of the least recently seen clients are looked at for an idle one when the tracker is full. */
const IDLE_SCAN = 64;

/**
 * A token bucket per client, kept in memory: a client starts with `limit` requests, spends one per
 * request and earns them back evenly over the window (limit 20 a minute: one every 3 seconds). Unlike a
 * fixed window, it never lets a client send twice the limit across a window boundary.
 */
export function createMemoryRateLimiter({ limit, windowMs, now = Date.now, maxTrackedKeys = 50_000 }: RateLimitOptions): RateLimiter {
  if (limit <= 0) return unlimitedRateLimiter;
  const refillPerMs = limit / windowMs;
  const buckets = new Map<string, Bucket>();

  const tokensAt = (bucket: Bucket, time: number) => Math.min(limit, bucket.tokens + (time - bucket.updatedAt) * refillPerMs);

  /**
   * Forgets clients whose allowance is full again (they are indistinguishable from new ones), looking at
   * the least recently seen first and at most a few of them, so a flood of new clients costs little each.
   */
  const forgetIdle = (time: number) => {
    let looked = 0;
    for (const [key, bucket] of buckets) {
      if (looked++ >= IDLE_SCAN) break;
      if (tokensAt(bucket, time) >= limit - EPSILON) buckets.delete(key);
    }
  };

  const consume = (key: string, time: number): RateLimitDecision => {
    const bucket = buckets.get(key);
    const tokens = bucket ? tokensAt(bucket, time) : limit;
    // (The tolerance absorbs floating-point dust: 2 s + 1 s of refill is a whole request, not 0.9999...)
    if (tokens < 1 - EPSILON) {
      if (bucket) Object.assign(bucket, { tokens, updatedAt: time });
      const waitMs = Math.round((1 - tokens) / refillPerMs);
      return { allowed: false, limit, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    }
    if (!bucket && buckets.size >= maxTrackedKeys) {
      forgetIdle(time);
      // Still full of clients that are spending (a flood of distinct clients): the newcomer shares their allowance.
      if (buckets.size >= maxTrackedKeys && key !== OVERFLOW_KEY) return consume(OVERFLOW_KEY, time);
    }
    // Delete then set: the map's order stays least recently seen first.
    buckets.delete(key);
    buckets.set(key, { tokens: Math.max(0, tokens - 1), updatedAt: time });
    return { allowed: true, limit, remaining: Math.floor(tokens - 1 + EPSILON), retryAfterSeconds: 0 };
  };

  return { consume: async (key) => consume(key, now()) };
}
