import { initServer } from '@ts-rest/express';
import { visitsContract } from '@contracts/visits';
import type { AppDependencies } from '../dependencies';
import { recordVisit } from '../services/visits';

const s = initServer();

export const visitsRouter = ({ db }: AppDependencies) =>
  s.router(visitsContract, {
    logVisit: async ({ body, req }) => {
      await recordVisit(db, body, req.get('user-agent') ?? '');
      return { status: 201, body: { success: true } };
    },
  });
