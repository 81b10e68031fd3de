import { initServer } from '@ts-rest/express';
import { callbacksContract } from '@contracts/back-office/callbacks';
import { todayInEastern } from '@contracts/dates';
import type { AppDependencies } from '../../dependencies';
import { clientIpOf, staffOf } from '../../middleware/staff-session';
import { listCallbacks } from '../../services/back-office/callbacks';
import { recordStaffAction } from '../../services/staff/audit-log';

const s = initServer();

/** The win-back callbacks (contracts/back-office/callbacks.ts), "today" being today in New York. */
export const callbacksRouter = ({ db }: AppDependencies) =>
  s.router(callbacksContract, {
    listCallbacks: async ({ query, req }) => {
      const list = await listCallbacks(db, query, todayInEastern());
      await recordStaffAction(db, { staffId: staffOf(req).id, action: 'callbacks_listed', details: { include: query.include }, ip: clientIpOf(req) });
      return { status: 200, body: list };
    },
  });
