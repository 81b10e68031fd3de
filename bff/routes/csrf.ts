import { initServer } from '@ts-rest/express';
import { csrfContract } from '@contracts/csrf';
import type { AppDependencies } from '../dependencies';

const s = initServer();

export const csrfRouter = ({ csrf }: AppDependencies) =>
  s.router(csrfContract, {
    getCsrfToken: async ({ req, res }) => {
      res.setHeader('Cache-Control', 'no-store');
      return { status: 200, body: { token: csrf.tokenFor(req, res) } };
    },
  });
