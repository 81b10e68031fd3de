import { initServer } from '@ts-rest/express';
import { RECEIPT_MESSAGES, receiptsContract } from '@contracts/receipts';
import type { AppDependencies } from '../dependencies';
import { rateLimited } from '../middleware/rate-limited';
import { createReceiptSender } from '../services/receipts';

const s = initServer();

export const receiptsRouter = ({ db, config, logger, rateLimits, provedAddresses }: AppDependencies) => {
  const limiter = rateLimits.of('receipts');
  const sendReceipt = createReceiptSender({
    db,
    logger,
    limits: { perReference: config.receiptsPerReference, perDay: config.receiptsPerDay },
    provedAddresses,
  });
  return s.router(receiptsContract, {
    sendReceipt: {
      middleware: [rateLimited(limiter, RECEIPT_MESSAGES.rateLimited)],
      handler: async ({ body, req, res }) => {
        const outcome = await sendReceipt(body);
        if (outcome.kind !== 'queued') {
          res.set('Retry-After', String(outcome.retryAfterSeconds));
          const message = outcome.kind === 'daily-limit-reached' ? RECEIPT_MESSAGES.dailyLimitReached : RECEIPT_MESSAGES.addressLimitReached;
          return { status: 429, body: { success: false, message, requestId: req.requestId } };
        }
        return { status: 202, body: { success: true, message: RECEIPT_MESSAGES.sent(outcome.recipient) } };
      },
    },
  });
};
