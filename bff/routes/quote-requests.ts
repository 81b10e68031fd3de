import { initServer } from '@ts-rest/express';
import { QUOTE_RATE_LIMITED_MESSAGE, quoteRequestsContract } from '@contracts/quote-requests';
import type { AppDependencies } from '../dependencies';
import { rateLimited } from '../middleware/rate-limited';
import { submitQuoteRequest } from '../services/quote-requests';
import { createMemoryRateLimiter } from '../services/rate-limit';

const s = initServer();

const MINUTE_MS = 60_000;

export const quoteRequestsRouter = ({ db, config }: AppDependencies) => {
  const limiter = createMemoryRateLimiter({ limit: config.quoteRateLimitPerMinute, windowMs: MINUTE_MS });
  return s.router(quoteRequestsContract, {
    submitQuote: {
      middleware: [rateLimited(limiter, QUOTE_RATE_LIMITED_MESSAGE)],
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
