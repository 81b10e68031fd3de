import { initServer } from '@ts-rest/express';
import { CARRIER_MESSAGES, staffCarriersContract, type TCarrierChanges } from '@contracts/back-office/carriers';
import { RATE_LIMITED_MESSAGE } from '@contracts/errors';
import type { AppDependencies } from '../../dependencies';
import { rateLimited } from '../../middleware/rate-limited';
import { clientIpOf, staffOf } from '../../middleware/staff-session';
import { listStaffCarriers, updateCarrier } from '../../services/carriers';
import { recordStaffAction } from '../../services/staff/audit-log';

const s = initServer();

export const staffCarriersRouter = ({ db, rateLimits }: AppDependencies) => {
  const writes = rateLimited(rateLimits.of('staffWrites'), RATE_LIMITED_MESSAGE, (message) => ({ message }));
  return s.router(staffCarriersContract, {
    listStaffCarriers: async () => ({ status: 200, body: { carriers: await listStaffCarriers(db) } }),
    updateCarrier: {
      middleware: [writes],
      handler: async ({ params, body, req }) => {
        const staff = staffOf(req);
        const update = await updateCarrier(db, Number(params.id), body, staff);
        if (update.outcome === 'not_found') return { status: 404, body: { message: CARRIER_MESSAGES.notFound, requestId: req.requestId } };
        if (update.outcome === 'refused') {
          const errors = Object.fromEntries(update.fields.map((field) => [field, [CARRIER_MESSAGES.adminOnlyField(field)]]));
          return { status: 403, body: { message: CARRIER_MESSAGES.adminOnly, errors, requestId: req.requestId } };
        }
        const { before, after } = update;
        const changed = (Object.keys(body) as (keyof TCarrierChanges)[]).filter((field) => before[field] !== after[field]);
        await recordStaffAction(db, {
          staffId: staff.id,
          action: 'carrier_updated',
          target: String(Number(params.id)),
          details: { changed },
          ip: clientIpOf(req),
        });
        return { status: 200, body: after };
      },
    },
  });
};
