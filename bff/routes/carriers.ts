import { initServer } from '@ts-rest/express';
import { CARRIERS_MAX_AGE_SECONDS, carriersContract } from '@contracts/carriers';
import type { AppDependencies } from '../dependencies';
import { listCarriers } from '../services/carriers';

const s = initServer();

export const carriersRouter = ({ db }: AppDependencies) =>
  s.router(carriersContract, {
    listCarriers: async ({ res }) => {
      const carriers = await listCarriers(db);
      // The same for everyone, and a staff edit may wait a minute: the one API answer a cache may keep.
      res.setHeader('Cache-Control', `public, max-age=${CARRIERS_MAX_AGE_SECONDS}`);
      return { status: 200, body: { carriers } };
    },
  });
