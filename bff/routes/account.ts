import { initServer } from '@ts-rest/express';
import type { Request } from 'express';
import { ACCOUNT_MESSAGES, accountContract } from '@contracts/account';
import { RATE_LIMITED_MESSAGE } from '@contracts/errors';
import type { AppDependencies } from '../dependencies';
import { accountSessions } from '../middleware/account-session';
import { rateLimited } from '../middleware/rate-limited';
import { clientIpOf } from '../middleware/staff-session';
import { requestOf, requestsOf } from '../services/accounts/account-requests';
import { findAccount, updateProfile, withMethod } from '../services/accounts/customer-accounts';
import { revokeCustomerSession, startCustomerSession } from '../services/accounts/customer-sessions';
import { personTopicOf } from '../services/accounts/person-topic';
import { eventsSubscription } from '../services/live-events/event-tokens';
import { sendSignInLink, signInWithLink } from '../services/accounts/sign-in-links';

const s = initServer();
const M = ACCOUNT_MESSAGES;
const refusal = (message: string) => ({ message });
/** WebAuthn options as the contract carries them: JSON for @simplewebauthn/browser. */
const webAuthnJson = (options: object) => options as Record<string, unknown>;
const answer = <S extends number>(status: S, req: Request, message: string) => ({ status, body: { message, requestId: req.requestId } });

export const accountRouter = ({ db, config, rateLimits, provedAddresses, eventTokens, passkeys }: AppDependencies) => {
  const { sessions } = config.accounts;
  const { cookies, personOf, signedIn } = accountSessions(db, { cookieSecure: config.cookieSecure, sessions });
  const signInLimit = rateLimited(rateLimits.of('accountSignIn'), RATE_LIMITED_MESSAGE, refusal);
  const writeLimit = rateLimited(rateLimits.of('accountWrites'), RATE_LIMITED_MESSAGE, refusal);
  /** Ends the session this browser had (if any) and starts a new one: the cookie changes at every sign-in. */
  const startSession = async (req: Request, res: Parameters<typeof cookies.set>[0], token: string) => {
    const previous = await personOf(req);
    if (previous) await revokeCustomerSession(db, previous.session.idHash);
    cookies.set(res, token);
  };

  return s.router(accountContract, {
    requestSignInLink: {
      middleware: [signInLimit],
      handler: async ({ body, req }) => {
        await sendSignInLink(db, provedAddresses, body.email, {
          siteOrigin: config.siteOrigin,
          ttlMs: config.accounts.signInLinkTtlMs,
          perDay: config.accounts.signInLinksPerDay,
          locale: req.locale,
        });
        return { status: 202, body: { message: M.linkSent(body.email) } };
      },
    },
    signInWithLink: {
      middleware: [signInLimit],
      handler: async ({ body, req, res }) => {
        const signIn = await signInWithLink(db, provedAddresses, body.token, {
          actor: { ip: clientIpOf(req), userAgent: req.get('user-agent') ?? '' },
          sessions,
        });
        if (!signIn) return answer(410, req, M.linkInvalid);
        await startSession(req, res, signIn.sessionToken);
        return { status: 200, body: withMethod(signIn.account, 'sign-in-link') };
      },
    },
    account: async ({ req, res }) => {
      const person = await personOf(req);
      if (person) return { status: 200, body: withMethod(person.account, person.session.method) };
      // The session ended (idle, signed out elsewhere): the readable hint goes too, so pages stop asking.
      cookies.clear(res);
      return answer(401, req, M.signInRequired);
    },
    updateProfile: {
      middleware: [writeLimit],
      handler: signedIn(async ({ account, session }, { body, req }) => {
        const updated = await updateProfile(db, account.id, body);
        return updated ? { status: 200 as const, body: withMethod(updated, session.method) } : answer(401 as const, req, M.signInRequired);
      }),
    },
    signOut: {
      middleware: [writeLimit],
      handler: async ({ req, res }) => {
        const person = await personOf(req);
        if (person) await revokeCustomerSession(db, person.session.idHash);
        cookies.clear(res);
        return { status: 204, body: undefined };
      },
    },
    myRequests: signedIn(async ({ account }, { req }) => ({ status: 200 as const, body: { requests: await requestsOf(db, account.email, req.locale) } })),
    myRequest: signedIn(async ({ account }, { params, req }) => {
      const request = await requestOf(db, account.email, params.referenceNumber, req.locale);
      return request ? { status: 200 as const, body: request } : answer(404 as const, req, M.requestNotFound);
    }),
    subscribeToMyRequests: {
      middleware: [writeLimit],
      handler: signedIn(async ({ account, session }) => ({
        status: 201 as const,
        body: eventsSubscription(eventTokens, { topic: personTopicOf(account.email), sessionHash: session.idHash, ttlMs: config.events.tokenTtlMs }),
      })),
    },
    passkeys: signedIn(async ({ account }) => ({ status: 200 as const, body: { passkeys: await passkeys.list(account.id) } })),
    passkeyOptions: {
      middleware: [writeLimit],
      handler: signedIn(async ({ account }) => ({ status: 200 as const, body: webAuthnJson(await passkeys.registrationOptions(account)) })),
    },
    addPasskey: {
      middleware: [writeLimit],
      handler: signedIn(async ({ account }, { body, req }) => {
        const passkey = await passkeys.add(account, body.name, body.response);
        if (!passkey)
          return { status: 422 as const, body: { message: M.passkeyNotAdded, errors: { response: [M.passkeyNotAdded] }, requestId: req.requestId } };
        return { status: 201 as const, body: passkey };
      }),
    },
    removePasskey: {
      middleware: [writeLimit],
      handler: signedIn(async ({ account }, { params, req }) =>
        (await passkeys.remove(account.id, Number(params.id))) ? { status: 204 as const, body: undefined } : answer(404 as const, req, M.passkeyNotFound),
      ),
    },
    passkeySignInOptions: {
      middleware: [signInLimit],
      handler: async () => ({ status: 200, body: webAuthnJson(await passkeys.signInOptions()) }),
    },
    signInWithPasskey: {
      middleware: [signInLimit],
      handler: async ({ body, req, res }) => {
        const accountId = await passkeys.signIn(body.response);
        const account = accountId === undefined ? undefined : await findAccount(db, accountId);
        if (!account) return answer(401, req, M.passkeyFailed);
        await startSession(req, res, await startCustomerSession(db, account.id, 'passkey', sessions));
        return { status: 200, body: withMethod(account, 'passkey') };
      },
    },
  });
};
