import { initServer } from '@ts-rest/express';
import type { RequestHandler } from 'express';
import { POLICY_SEARCH_MESSAGES, policiesContract, type TPolicySearchFailure } from '@contracts/policies';
import type { AppDependencies } from '../dependencies';
import { searchPolicies } from '../services/policy-search';
import { createMemoryRateLimiter, type RateLimiter } from '../services/rate-limit';

const s = initServer();

const MINUTE_MS = 60_000;

/**
 * Refuses a client over its allowance with 429, Retry-After and the failure shape of seed 001 §7 (the page
 * shows `error`). It runs before the body is validated, so malformed requests count too.
 */
const searchRateLimited =
  (limiter: RateLimiter): RequestHandler =>
  async (req, res, next) => {
    const decision = await limiter.consume(req.ip ?? req.socket.remoteAddress ?? 'unknown');
    if (decision.allowed) return next();
    const message = POLICY_SEARCH_MESSAGES.rateLimited;
    const body: TPolicySearchFailure = { error: message, message, requestId: req.requestId };
    res.set('Retry-After', String(decision.retryAfterSeconds)).status(429).json(body);
  };

export const policiesRouter = ({ db, config }: AppDependencies) => {
  const limiter = createMemoryRateLimiter({ limit: config.policySearchRateLimitPerMinute, windowMs: MINUTE_MS });
  return s.router(policiesContract, {
    verifyPolicy: {
      middleware: [searchRateLimited(limiter)],
      handler: async ({ body }) => ({ status: 200, body: await searchPolicies(db, body) }),
    },
  });
};
