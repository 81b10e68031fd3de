import { initServer } from '@ts-rest/express';
import { RECEIPT_MESSAGES, receiptsContract } from '@contracts/receipts';
import type { AppDependencies } from '../dependencies';
import { rateLimited } from '../middleware/rate-limited';
import { createMemoryRateLimiter } from '../services/rate-limit';
import { sendReceipt } from '../services/receipts';

const s = initServer();

const MINUTE_MS = 60_000;

export const receiptsRouter = ({ db, config }: AppDependencies) => {
  const limiter = createMemoryRateLimiter({ limit: config.receiptRateLimitPerMinute, windowMs: MINUTE_MS });
  return s.router(receiptsContract, {
    sendReceipt: {
      middleware: [rateLimited(limiter, RECEIPT_MESSAGES.rateLimited)],
      handler: async ({ body }) => {
        await sendReceipt(db, body, { perReferenceLimit: config.receiptsPerReference });
        return { status: 202, body: { success: true, message: RECEIPT_MESSAGES.sent(body.email) } };
      },
    },
  });
};
