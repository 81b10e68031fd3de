import { initServer } from '@ts-rest/express';
import type { Request } from 'express';
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
  const { signedIn } = accountSessions(db, { cookieSecure: config.cookieSecure, sessions: config.accounts.sessions });
  // Proving a policy is a search by two factors: it is limited as the public search, which slows guessing.
  const proofLimit = rateLimited(rateLimits.of('policySearch'), POLICY_SEARCH_MESSAGES.rateLimited, (message) => ({ message }));
  const writeLimit = rateLimited(rateLimits.of('accountWrites'), RATE_LIMITED_MESSAGE, (message) => ({ message }));

  return s.router(accountPoliciesContract, {
    myPolicies: signedIn(async ({ account }) => ({ status: 200 as const, body: { policies: await linkedPolicies(db, account) } })),
    linkPolicy: {
      middleware: [proofLimit],
      handler: signedIn(async ({ account }, { body, req }) => {
        if (!(await linkPolicies(db, account.id, body))) return answer(404 as const, req, ACCOUNT_POLICY_MESSAGES.notFound);
        return { status: 200 as const, body: { policies: await linkedPolicies(db, account) } };
      }),
    },
    unlinkPolicy: {
      middleware: [writeLimit],
      handler: signedIn(async ({ account }, { params, req }) =>
        (await unlinkPolicy(db, account.id, Number(params.id)))
          ? { status: 204 as const, body: undefined }
          : answer(404 as const, req, ACCOUNT_POLICY_MESSAGES.notLinked),
      ),
    },
  });
};
