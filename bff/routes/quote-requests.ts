import { initServer } from '@ts-rest/express';
import type { RequestHandler } from 'express';
import { QUOTE_RATE_LIMITED_MESSAGE, quoteRequestsContract, type TQuoteRateLimitedResponse } from '@contracts/quote-requests';
import type { AppDependencies } from '../dependencies';
import { submitQuoteRequest } from '../services/quote-requests';
import { createMemoryRateLimiter, type RateLimiter } from '../services/rate-limit';

const s = initServer();

const MINUTE_MS = 60_000;

/**
 * Refuses a client over its allowance with 429, the standard form's words and Retry-After. It runs before
 * the body is validated, so malformed requests count too. The client is its IP address (behind a proxy,
 * as TRUST_PROXY makes Express read it).
 */
const rateLimited =
  (limiter: RateLimiter): RequestHandler =>
  async (req, res, next) => {
    const decision = await limiter.consume(req.ip ?? req.socket.remoteAddress ?? 'unknown');
    if (decision.allowed) return next();
    const body: TQuoteRateLimitedResponse = { success: false, message: QUOTE_RATE_LIMITED_MESSAGE, requestId: req.requestId };
    res.set('Retry-After', String(decision.retryAfterSeconds)).status(429).json(body);
  };

export const quoteRequestsRouter = ({ db, config }: AppDependencies) => {
  const limiter = createMemoryRateLimiter({ limit: config.quoteRateLimitPerMinute, windowMs: MINUTE_MS });
  return s.router(quoteRequestsContract, {
    submitQuote: {
      middleware: [rateLimited(limiter)],
      handler: async ({ body, req }) => {
        const result = await submitQuoteRequest(db, body, {
          userAgent: req.get('user-agent') ?? '',
          duplicateWindowMs: config.quoteDuplicateWindowMs,
        });
        return { status: result.duplicate ? 200 : 201, body: { success: true, ...result } };
      },
    },
  });
};
