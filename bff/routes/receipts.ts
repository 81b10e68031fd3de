import { initServer } from '@ts-rest/express';
import { RECEIPT_MESSAGES, receiptsContract } from '@contracts/receipts';
import type { AppDependencies } from '../dependencies';
import { rateLimited } from '../middleware/rate-limited';
import { sendReceipt } from '../services/receipts';

const s = initServer();

export const receiptsRouter = ({ db, config, rateLimits }: AppDependencies) => {
  const limiter = rateLimits.of('receipts');
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
