import { initServer } from '@ts-rest/express';
import { visitsContract } from '@contracts/visits';
import { RATE_LIMITED_MESSAGE } from '@contracts/errors';
import type { AppDependencies } from '../dependencies';
import { rateLimited } from '../middleware/rate-limited';
import { recordVisit } from '../services/visits';

const s = initServer();

export const visitsRouter = ({ db, rateLimits }: AppDependencies) =>
  s.router(visitsContract, {
    logVisit: {
      middleware: [rateLimited(rateLimits.of('visits'), RATE_LIMITED_MESSAGE)],
      handler: async ({ body, req }) => {
        await recordVisit(db, body, req.get('user-agent') ?? '');
        return { status: 201, body: { success: true } };
      },
    },
  });
