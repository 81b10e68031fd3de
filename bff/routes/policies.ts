import { initServer } from '@ts-rest/express';
import { POLICY_SEARCH_MESSAGES, policiesContract, type TPolicySearchFailure } from '@contracts/policies';
import type { AppDependencies } from '../dependencies';
import { rateLimited } from '../middleware/rate-limited';
import { searchPolicies } from '../services/policy-search';

const s = initServer();

/** Seed 001 §7-8: the page shows a failure's `error`. */
const searchFailure = (message: string): TPolicySearchFailure => ({ error: message, message });

export const policiesRouter = ({ db, rateLimits }: AppDependencies) => {
  const limiter = rateLimits.of('policySearch');
  return s.router(policiesContract, {
    verifyPolicy: {
      middleware: [rateLimited(limiter, POLICY_SEARCH_MESSAGES.rateLimited, searchFailure)],
      handler: async ({ body }) => ({ status: 200, body: await searchPolicies(db, body) }),
    },
  });
};
