import { initServer } from '@ts-rest/express';
import type { Request } from 'express';
import { ACCOUNT_MESSAGES } from '@contracts/account';
import { ACCOUNT_POLICY_MESSAGES, accountPoliciesContract } from '@contracts/account-policies';
import { RATE_LIMITED_MESSAGE } from '@contracts/errors';
import { POLICY_SEARCH_MESSAGES } from '@contracts/policies';
import type { AppDependencies } from '../dependencies';
import { accountSessions } from '../middleware/account-session';
import { rateLimited } from '../middleware/rate-limited';
import { linkedPolicies, linkPolicies, unlinkPolicy } from '../services/accounts/linked-policies';

const s = initServer();
const answer = <S extends number>(status: S, req: Request, message: string) => ({ status, body: { message, requestId: req.requestId } });

export const accountPoliciesRouter = ({ db, config, rateLimits }: AppDependencies) => {
  const { personOf } = accountSessions(db, { cookieSecure: config.cookieSecure, sessions: config.accounts.sessions });
  // Proving a policy is a search by two factors: it is limited as the public search, which slows guessing.
  const proofLimit = rateLimited(rateLimits.of('policySearch'), POLICY_SEARCH_MESSAGES.rateLimited, (message) => ({ message }));
  const writeLimit = rateLimited(rateLimits.of('accountWrites'), RATE_LIMITED_MESSAGE, (message) => ({ message }));

  return s.router(accountPoliciesContract, {
    myPolicies: async ({ req }) => {
      const person = await personOf(req);
      if (!person) return answer(401, req, ACCOUNT_MESSAGES.signInRequired);
      return { status: 200, body: { policies: await linkedPolicies(db, person.account) } };
    },
    linkPolicy: {
      middleware: [proofLimit],
      handler: async ({ body, req }) => {
        const person = await personOf(req);
        if (!person) return answer(401, req, ACCOUNT_MESSAGES.signInRequired);
        if (!(await linkPolicies(db, person.account.id, body))) return answer(404, req, ACCOUNT_POLICY_MESSAGES.notFound);
        return { status: 200, body: { policies: await linkedPolicies(db, person.account) } };
      },
    },
    unlinkPolicy: {
      middleware: [writeLimit],
      handler: async ({ params, req }) => {
        const person = await personOf(req);
        if (!person) return answer(401, req, ACCOUNT_MESSAGES.signInRequired);
        return (await unlinkPolicy(db, person.account.id, Number(params.id)))
          ? { status: 204, body: undefined }
          : answer(404, req, ACCOUNT_POLICY_MESSAGES.notLinked);
      },
    },
  });
};
