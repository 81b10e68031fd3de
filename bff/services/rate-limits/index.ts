/**
 * The rate limits of every endpoint that writes: one limiter per client and one for the whole site each,
 * counted in this process (the embedded default) or in a store every instance shares (RATE_LIMIT_STORE).
 */
import { Redis } from 'ioredis';
import type { RateLimitSettings } from '../../config';
import type { Database } from '../../db/database';
import type { Logger } from '../../http/logger';
import { RATE_LIMITED_ENDPOINTS, type RateLimitedEndpoint } from './endpoints';
import { createMemoryRateLimiter, type RateLimiter } from './memory-limiter';
import { createSharedRateLimiter, type SharedStore } from './shared-limiter';

export { clientKey } from './client-key';
export { RATE_LIMITED_ENDPOINTS, rateLimitEnvNames, type EndpointRateLimits, type RateLimitedEndpoint } from './endpoints';
export type { RateLimitDecision, RateLimiter } from './memory-limiter';

/** An endpoint's two limiters: each client's, and the whole site's. */
export type EndpointLimiters = { endpoint: RateLimitedEndpoint; perClient: RateLimiter; site: RateLimiter };

export type RateLimits = {
  of: (endpoint: RateLimitedEndpoint) => EndpointLimiters;
  close: () => Promise<void>;
};

const MINUTE_MS = 60_000;

/**
 * Logs (once a minute per endpoint, with no client data) when the site-wide cap refuses a request: someone
 * is flooding the endpoint, or the cap is too low for the agency's traffic.
 */
function loggingRefusals(limiter: RateLimiter, endpoint: RateLimitedEndpoint, logger: Logger): RateLimiter {
  let loggedAt = -Infinity;
  return {
    consume: async (key) => {
      const decision = await limiter.consume(key);
      if (!decision.allowed && Date.now() - loggedAt >= MINUTE_MS) {
        loggedAt = Date.now();
        logger.warn({ endpoint, limitPerMinute: decision.limit }, 'site-wide rate limit reached: requests are being refused');
      }
      return decision;
    },
  };
}

/** How long the start waits for Redis before it goes on counting in memory (and connects in the background). */
const REDIS_START_WAIT_MS = 2000;

/**
 * A Redis connection for the limits, ready or given up on after a short wait. With no offline queue, while
 * Redis is away a request is counted in memory at once rather than kept waiting. Its going and coming back
 * are logged once each, not at every reconnection attempt.
 */
async function connectRedis(url: string, logger: Logger): Promise<Redis> {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  let available: boolean | undefined;
  redis.on('error', (error: Error & { code?: string }) => {
    if (available !== false) logger.warn({ code: error.code }, 'rate limit store (Redis) unavailable: counting in memory until it is back');
    available = false;
  });
  redis.on('ready', () => {
    if (available === false) logger.info('rate limit store (Redis) is back');
    available = true;
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, REDIS_START_WAIT_MS);
    const settle = () => {
      clearTimeout(timer);
      resolve();
    };
    redis.once('ready', settle);
    redis.once('error', settle);
  });
  return redis;
}

export async function createRateLimits(settings: RateLimitSettings, db: Database, logger: Logger): Promise<RateLimits> {
  let redis: Redis | undefined;
  let store: SharedStore | undefined;
  if (settings.store.kind === 'redis') {
    redis = await connectRedis(settings.store.url, logger);
    store = { kind: 'redis', client: redis };
  } else if (settings.store.kind === 'database') {
    store = { kind: 'database', db };
  }

  const limiter = (name: string, limit: number) =>
    store ? createSharedRateLimiter({ store, name, limit, windowMs: MINUTE_MS }) : Promise.resolve(createMemoryRateLimiter({ limit, windowMs: MINUTE_MS }));

  const entries = await Promise.all(
    (Object.keys(RATE_LIMITED_ENDPOINTS) as RateLimitedEndpoint[]).map(async (endpoint): Promise<[RateLimitedEndpoint, EndpointLimiters]> => {
      const limits = settings.endpoints[endpoint];
      const [perClient, site] = await Promise.all([
        limiter(`${endpoint}:client`, limits.perClientPerMinute),
        limiter(`${endpoint}:site`, limits.sitePerMinute),
      ]);
      return [endpoint, { endpoint, perClient, site: loggingRefusals(site, endpoint, logger) }];
    }),
  );
  const byEndpoint = new Map(entries);
  return {
    of: (endpoint) => byEndpoint.get(endpoint)!,
    close: async () => {
      redis?.disconnect();
    },
  };
}
