import type { Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { CSRF_MISMATCH_MESSAGE } from '@contracts/csrf';
import { createCsrf } from './csrf';

const SECRET = 'a-secret-of-at-least-16-chars';
const csrf = createCsrf({ secret: SECRET, cookieSecure: false });

function fakeRequest({ method = 'POST', header, cookie, fetchSite }: { method?: string; header?: string; cookie?: string; fetchSite?: string }) {
  const headers: Record<string, string | undefined> = { 'x-csrf-token': header, 'sec-fetch-site': fetchSite };
  return {
    method,
    requestId: 'req-1',
    headers: cookie === undefined ? {} : { cookie },
    get: (name: string) => headers[name.toLowerCase()],
  } as unknown as Request;
}

function fakeResponse() {
  const res = { status: vi.fn(), json: vi.fn(), cookie: vi.fn() };
  res.status.mockReturnValue(res);
  return res;
}

/** Runs protect() and says whether the request went through; a refusal must be 419 with the contract's message. */
function passes(request: Parameters<typeof fakeRequest>[0]): boolean {
  const res = fakeResponse();
  const next = vi.fn();
  csrf.protect(fakeRequest(request), res as unknown as Response, next);
  if (next.mock.calls.length) return true;
  expect(res.status).toHaveBeenCalledWith(419);
  expect(res.json).toHaveBeenCalledWith({ message: CSRF_MISMATCH_MESSAGE, requestId: 'req-1' });
  return false;
}

/** A fresh token, as GET /api/csrf-token issues it. */
function issue(issuer = csrf): string {
  return issuer.tokenFor(fakeRequest({ method: 'GET' }), fakeResponse() as unknown as Response);
}

describe('CSRF tokens (signed double submit)', () => {
  it('issues nonce.signature and sets it as a readable XSRF-TOKEN cookie', () => {
    const res = fakeResponse();
    const token = csrf.tokenFor(fakeRequest({ method: 'GET' }), res as unknown as Response);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(res.cookie).toHaveBeenCalledWith('XSRF-TOKEN', token, expect.objectContaining({ httpOnly: false, sameSite: 'lax', path: '/' }));
  });

  it('keeps a valid cookie token and replaces a forged one', () => {
    const token = issue();
    const res = fakeResponse();
    expect(csrf.tokenFor(fakeRequest({ method: 'GET', cookie: `XSRF-TOKEN=${token}` }), res as unknown as Response)).toBe(token);
    expect(res.cookie).not.toHaveBeenCalled();
    const forged = `${token.split('.')[0]}.forged`;
    expect(csrf.tokenFor(fakeRequest({ method: 'GET', cookie: `XSRF-TOKEN=${forged}` }), fakeResponse() as unknown as Response)).not.toBe(forged);
  });

  it('lets safe methods through without a token', () => {
    expect(['GET', 'HEAD', 'OPTIONS'].every((method) => passes({ method }))).toBe(true);
  });

  it('accepts a state-changing call whose header equals a validly signed cookie', () => {
    const token = issue();
    expect(passes({ header: token, cookie: `theme=dark; XSRF-TOKEN=${encodeURIComponent(token)}` })).toBe(true);
  });

  it('refuses a call without the header or without the cookie', () => {
    const token = issue();
    expect(passes({ cookie: `XSRF-TOKEN=${token}` })).toBe(false);
    expect(passes({ header: token })).toBe(false);
  });

  it('refuses a header that does not match the cookie, even when both are validly signed', () => {
    expect(passes({ header: issue(), cookie: `XSRF-TOKEN=${issue()}` })).toBe(false);
  });

  it.each([
    ['a forged signature', (token: string) => `${token.split('.')[0]}.${'A'.repeat(43)}`],
    ['another nonce under the same signature', (token: string) => `other${token}`],
    ['a token signed with another secret', () => issue(createCsrf({ secret: 'another-secret-of-16-chars', cookieSecure: false }))],
    ['an extra segment', (token: string) => `${token}.x`],
    ['no signature', (token: string) => token.split('.')[0]],
    ['an over-long token', (token: string) => `${'n'.repeat(200)}${token}`],
  ])('refuses %s sent as both header and cookie', (_case, tamper) => {
    const token = tamper(issue());
    expect(passes({ header: token, cookie: `XSRF-TOKEN=${token}` })).toBe(false);
  });
});

describe('CSRF secret rotation (CSRF_SECRET_PREVIOUS)', () => {
  const OLD = 'the-old-secret-of-16-chars';
  const NEW = 'the-new-secret-of-16-chars';
  const before = createCsrf({ secret: OLD, cookieSecure: false });
  const during = createCsrf({ secret: NEW, previousSecret: OLD, cookieSecure: false });
  const after = createCsrf({ secret: NEW, cookieSecure: false });
  const passesWith = (instance: ReturnType<typeof createCsrf>, token: string) => {
    const next = vi.fn();
    instance.protect(fakeRequest({ header: token, cookie: `XSRF-TOKEN=${token}` }), fakeResponse() as unknown as Response, next);
    return next.mock.calls.length === 1;
  };

  it('accepts a page opened before the rotation, keeps its token and signs new ones with the new secret', () => {
    const openPage = issue(before);
    expect(passesWith(during, openPage)).toBe(true);
    const res = fakeResponse();
    expect(during.tokenFor(fakeRequest({ method: 'GET', cookie: `XSRF-TOKEN=${openPage}` }), res as unknown as Response)).toBe(openPage);
    expect(res.cookie).not.toHaveBeenCalled();
    const fresh = issue(during);
    expect(passesWith(after, fresh)).toBe(true);
  });

  it('refuses the old secret once it is no longer named', () => {
    expect(passesWith(after, issue(before))).toBe(false);
  });
});

describe('CSRF cookie over HTTPS', () => {
  it('is Secure and named with the __Host- prefix, and only that name counts', () => {
    const secure = createCsrf({ secret: SECRET, cookieSecure: true });
    const res = fakeResponse();
    const token = secure.tokenFor(fakeRequest({ method: 'GET' }), res as unknown as Response);
    expect(res.cookie).toHaveBeenCalledWith('__Host-XSRF-TOKEN', token, expect.objectContaining({ secure: true, path: '/', httpOnly: false }));
    const next = vi.fn();
    secure.protect(fakeRequest({ header: token, cookie: `__Host-XSRF-TOKEN=${token}` }), fakeResponse() as unknown as Response, next);
    expect(next).toHaveBeenCalledOnce();
    // A plain-named cookie (which a sibling subdomain or plain HTTP could have planted) is not the cookie.
    const refused = fakeResponse();
    secure.protect(fakeRequest({ header: token, cookie: `XSRF-TOKEN=${token}` }), refused as unknown as Response, vi.fn());
    expect(refused.status).toHaveBeenCalledWith(419);
  });
});

describe('CSRF in a partner’s frame (no cookie: third-party cookies blocked)', () => {
  it('accepts a signed header without the cookie when the browser says the call comes from our own page', () => {
    expect(passes({ header: issue(), fetchSite: 'same-origin' })).toBe(true);
  });

  it.each(['same-site', 'cross-site', 'none', undefined])('refuses it when the call comes from %s', (fetchSite) => {
    expect(passes({ header: issue(), fetchSite })).toBe(false);
  });

  it('still refuses a forged or missing header from our own page', () => {
    const token = issue();
    expect(passes({ header: `${token.split('.')[0]}.${'A'.repeat(43)}`, fetchSite: 'same-origin' })).toBe(false);
    expect(passes({ fetchSite: 'same-origin' })).toBe(false);
  });

  it('still requires a cookie that is sent to match the header', () => {
    expect(passes({ header: issue(), cookie: `XSRF-TOKEN=${issue()}`, fetchSite: 'same-origin' })).toBe(false);
  });
});
