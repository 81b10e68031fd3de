/**
 * The customer account's session cookie: HttpOnly (no script reads it), SameSite=Lax (sent when the person
 * follows a link to us, not with another site's requests), Secure in production, lasting the session's
 * absolute limit; the server ends it sooner when it is unused (idle) or signed out.
 */
import type { Request, RequestHandler, Response } from 'express';
import { ACCOUNT_MESSAGES } from '@contracts/account';
import { SIGNED_IN_HINT_COOKIE } from '@site/signed-in-hint';
import { readCookie } from '../http/cookies';
import type { Database } from '../db/database';
import { findAccount, type CustomerAccount } from '../services/accounts/customer-accounts';
import { findCustomerSession, type CustomerSession, type CustomerSessionSettings } from '../services/accounts/customer-sessions';

export const accountSessionCookieName = (secure: boolean) => (secure ? '__Host-account_session' : 'account_session');

function accountSessionCookies(secure: boolean, settings: CustomerSessionSettings) {
  const name = accountSessionCookieName(secure);
  const options = { httpOnly: true, sameSite: 'lax' as const, secure, path: '/' };
  const hint = { sameSite: 'lax' as const, secure, path: '/' };
  return {
    read: (req: Request) => readCookie(req, name),
    set: (res: Response, token: string) => {
      res.cookie(name, token, { ...options, maxAge: settings.absoluteMs });
      res.cookie(SIGNED_IN_HINT_COOKIE, '1', { ...hint, maxAge: settings.absoluteMs });
    },
    clear: (res: Response) => {
      res.clearCookie(name, options);
      res.clearCookie(SIGNED_IN_HINT_COOKIE, hint);
    },
  };
}

type AccountSessionCookies = ReturnType<typeof accountSessionCookies>;

export type SignedInPerson = { session: CustomerSession; account: CustomerAccount };

/** The signed-in person of a request: a live session and its account; undefined otherwise. */
async function signedInPersonOf(
  db: Database,
  req: Request,
  cookies: AccountSessionCookies,
  settings: CustomerSessionSettings,
): Promise<SignedInPerson | undefined> {
  const session = await findCustomerSession(db, cookies.read(req), settings);
  const account = session && (await findAccount(db, session.accountId));
  return session && account ? { session, account } : undefined;
}

/**
 * The account routes' view of the session: its cookies, the signed-in person of a request, and `signedIn`, which
 * runs a route's handler for the signed-in person and answers anyone else 401.
 */
export function accountSessions(db: Database, { cookieSecure, sessions }: { cookieSecure: boolean; sessions: CustomerSessionSettings }) {
  const cookies = accountSessionCookies(cookieSecure, sessions);
  const personOf = (req: Request) => signedInPersonOf(db, req, cookies, sessions);
  const signedIn =
    <Args extends { req: Request }, T>(handle: (person: SignedInPerson, args: Args) => Promise<T>) =>
    async (args: Args) => {
      const person = await personOf(args.req);
      return person ? handle(person, args) : { status: 401 as const, body: { message: ACCOUNT_MESSAGES.signInRequired, requestId: args.req.requestId } };
    };
  /** Answers anyone not signed in 401 before a body is read (an upload's route: no file is received for them). */
  const requireSignedIn: RequestHandler = (req, res, next) => {
    personOf(req).then((person) => (person ? next() : res.status(401).json({ message: ACCOUNT_MESSAGES.signInRequired, requestId: req.requestId })), next);
  };
  return { cookies, personOf, signedIn, requireSignedIn };
}
