import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { CSRF_HEADER, CSRF_MISMATCH_MESSAGE, csrfCookieName } from '@contracts/csrf';
import { readCookie } from '../http/cookies';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type CsrfOptions = {
  /** Signs new tokens. */
  secret: string;
  /** Still accepted while a new secret is rolled out (CSRF_SECRET_PREVIOUS), so open pages keep working. */
  previousSecret?: string;
  /** Secure cookies (HTTPS), named with the __Host- prefix. */
  cookieSecure: boolean;
};

/**
 * Signed double-submit CSRF protection. The token is `nonce.hmac(nonce)`; it is set in a cookie the SPA
 * can read and put in the page. A state-changing call must send it in X-CSRF-TOKEN, equal to the cookie
 * and correctly signed: a page on another site can neither read the cookie nor forge the signature. Without
 * the cookie (a page of ours in a partner's frame), the browser's Sec-Fetch-Site: same-origin stands in for it.
 */
export function createCsrf({ secret, previousSecret, cookieSecure }: CsrfOptions) {
  const cookieName = csrfCookieName(cookieSecure);
  const signer = (key: string) => (nonce: string) => createHmac('sha256', key).update(nonce).digest('base64url');
  const sign = signer(secret);
  const verifiers = [sign, ...(previousSecret ? [signer(previousSecret)] : [])];
  const issue = () => {
    const nonce = randomBytes(18).toString('base64url');
    return `${nonce}.${sign(nonce)}`;
  };
  const isValid = (token: string | undefined): token is string => {
    if (!token || token.length > 200) return false;
    const [nonce, signature, extra] = token.split('.');
    if (!nonce || !signature || extra !== undefined) return false;
    const given = Buffer.from(signature);
    return verifiers.some((verify) => {
      const expected = Buffer.from(verify(nonce));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
  };

  /** The request's valid token, or a new one set as the cookie. */
  const tokenFor = (req: Request, res: Response): string => {
    const existing = readCookie(req, cookieName);
    if (isValid(existing)) return existing;
    const token = issue();
    res.cookie(cookieName, token, { sameSite: 'lax', secure: cookieSecure, httpOnly: false, path: '/' });
    return token;
  };

  const protect: RequestHandler = (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const header = req.get(CSRF_HEADER);
    const cookie = readCookie(req, cookieName);
    if (!isValid(header) || (header !== cookie && !(cookie === undefined && isFromOurOwnPage(req)))) {
      res.status(419).json({ message: CSRF_MISMATCH_MESSAGE, requestId: req.requestId });
      return;
    }
    next();
  };

  return { tokenFor, protect };
}

export type Csrf = ReturnType<typeof createCsrf>;

/**
 * The browser says the request comes from a page of our own origin (Sec-Fetch-Site, a header no page can
 * set). Our embedded quote forms run in partners' frames, where browsers that block third-party cookies
 * (Safari, private windows) neither keep nor send the XSRF-TOKEN cookie: for a request without the cookie,
 * this stands in for it, next to the signed token from the page. A request from another site still needs both.
 */
const isFromOurOwnPage = (req: Request) => req.get('sec-fetch-site') === 'same-origin';
