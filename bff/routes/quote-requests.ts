import { initServer } from '@ts-rest/express';
import { quoteRequestsContract } from '@contracts/quote-requests';
import type { AppDependencies } from '../dependencies';
import { submitQuoteRequest } from '../services/quote-requests';

const s = initServer();

export const quoteRequestsRouter = ({ db, config }: AppDependencies) =>
  s.router(quoteRequestsContract, {
    submitQuote: async ({ body, req }) => {
      const result = await submitQuoteRequest(db, body, {
        userAgent: req.get('user-agent') ?? '',
        duplicateWindowMs: config.quoteDuplicateWindowMs,
      });
      return { status: result.duplicate ? 200 : 201, body: { success: true, ...result } };
    },
  });
