/**
 * Calls to the back office's API as a browser makes them (the CSRF pair, JSON, cookies), from a client address
 * of the test's choosing: the suites that use it run the server with TRUST_PROXY=loopback, so X-Forwarded-For
 * names the client as a load balancer would.
 */
import { generate } from 'otplib';
import type { ApiHarness } from './support';

export type StaffCallOptions = { body?: unknown; cookie?: string; from?: string };

export const staffCall = (t: ApiHarness, method: string, path: string, { body, cookie, from }: StaffCallOptions = {}) =>
  fetch(`${t.server.baseUrl}${path}`, {
    method,
    headers: {
      'x-csrf-token': t.csrf.token,
      cookie: [t.csrf.cookie, cookie].filter(Boolean).join('; '),
      ...(from ? { 'x-forwarded-for': from } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** `name=value` of a cookie the response sets, or undefined. */
export function cookieSet(response: Response, name: string): string | undefined {
  const value = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.startsWith(`${name}=`));
  return value && value !== `${name}=` ? value : undefined;
}

/** A TOTP code of the step `offset` steps from now (a code works once: each sign-in in a test takes another step). */
export const totpCode = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

export type SignInResult = { password: Response; code?: Response; session?: string; device?: string };

/** Both steps of sign-in, from `from`, with the device cookie `device` when given. */
export async function signInAs(
  t: ApiHarness,
  { email, password, secret, codeOffset = 0 }: { email: string; password: string; secret: string; codeOffset?: number },
  { from, device }: { from?: string; device?: string } = {},
): Promise<SignInResult> {
  const first = await staffCall(t, 'POST', '/api/admin/auth/sign-in', { body: { email, password }, cookie: device, from });
  if (first.status !== 200) return { password: first };
  const pending = cookieSet(first, 'staff_session');
  const code = await staffCall(t, 'POST', '/api/admin/auth/code', {
    body: { code: await totpCode(secret, codeOffset) },
    cookie: [pending, device].filter(Boolean).join('; '),
    from,
  });
  return { password: first, code, session: cookieSet(code, 'staff_session'), device: cookieSet(code, 'staff_device') };
}
