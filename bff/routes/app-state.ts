import { initServer } from '@ts-rest/express';
import { appStateContract } from '@contracts/app-state';
import { RATE_LIMITED_MESSAGE } from '@contracts/errors';
import type { AppDependencies } from '../dependencies';
import { rateLimited } from '../middleware/rate-limited';
import { clientIpOf, staffOf } from '../middleware/staff-session';

const s = initServer();

export const appStateRouter = ({ appState, rateLimits }: AppDependencies) =>
  s.router(appStateContract, {
    appState: async () => ({ status: 200, body: await appState.state() }),
    setMaintenance: {
      middleware: [rateLimited(rateLimits.of('staffWrites'), RATE_LIMITED_MESSAGE, (message) => ({ message }))],
      handler: async ({ body, req }) => ({
        status: 200,
        body: await appState.setMaintenance(body.maintenance, { staffId: staffOf(req).id, ip: clientIpOf(req) }),
      }),
    },
  });
