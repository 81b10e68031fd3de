import { initServer } from '@ts-rest/express';
import { QUOTE_RATE_LIMITED_MESSAGE, quoteRequestsContract } from '@contracts/quote-requests';
import type { AppDependencies } from '../dependencies';
import { rateLimited } from '../middleware/rate-limited';
import { submitQuoteRequest } from '../services/quote-requests';

const s = initServer();

export const quoteRequestsRouter = ({ db, config, rateLimits }: AppDependencies) => {
  const limiter = rateLimits.of('quoteRequests');
  return s.router(quoteRequestsContract, {
    submitQuote: {
      middleware: [rateLimited(limiter, QUOTE_RATE_LIMITED_MESSAGE)],
      handler: async ({ body, req }) => {
        const result = await submitQuoteRequest(db, body, {
          userAgent: req.get('user-agent') ?? '',
          duplicateWindowMs: config.quoteDuplicateWindowMs,
          locale: req.locale,
        });
        return { status: result.duplicate ? 200 : 201, body: { success: true, ...result } };
      },
    },
  });
};
