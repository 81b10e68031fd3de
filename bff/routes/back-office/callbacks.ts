import { initServer } from '@ts-rest/express';
import { callbacksContract } from '@contracts/back-office/callbacks';
import { todayInEastern } from '@contracts/dates';
import { RATE_LIMITED_MESSAGE } from '@contracts/errors';
import type { AppDependencies } from '../../dependencies';
import { rateLimited } from '../../middleware/rate-limited';
import { clientIpOf, staffOf } from '../../middleware/staff-session';
import { INBOX_MESSAGES } from '@contracts/back-office/submissions';
import { listCallbacks, recordCallbackOutcome } from '../../services/back-office/callbacks';
import { recordStaffAction } from '../../services/staff/audit-log';

const s = initServer();

/** The win-back callbacks (contracts/back-office/callbacks.ts), "today" being today in New York. */
export const callbacksRouter = ({ db, rateLimits }: AppDependencies) =>
  s.router(callbacksContract, {
    listCallbacks: async ({ query, req }) => {
      const list = await listCallbacks(db, query, todayInEastern());
      await recordStaffAction(db, { staffId: staffOf(req).id, action: 'callbacks_listed', details: { include: query.include }, ip: clientIpOf(req) });
      return { status: 200, body: list };
    },
    recordCallbackOutcome: {
      // A write: within the staff's writes a minute, as the submissions' status and assignment are.
      middleware: [rateLimited(rateLimits.of('staffWrites'), RATE_LIMITED_MESSAGE, (message) => ({ message }))],
      handler: async ({ params, body, req }) => {
        const referenceNumber = params.referenceNumber.toUpperCase();
        const staffId = staffOf(req).id;
        const task = await recordCallbackOutcome(db, referenceNumber, body, { staffId, today: todayInEastern() });
        if (!task) return { status: 404, body: { message: INBOX_MESSAGES.notFound, requestId: req.requestId } };
        await recordStaffAction(db, { staffId, action: 'callback_outcome', target: referenceNumber, details: { outcome: body.outcome }, ip: clientIpOf(req) });
        return { status: 200, body: task };
      },
    },
  });
