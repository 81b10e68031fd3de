/**
 * The back office's staff over HTTP as a person uses it: calls with the CSRF header, set-up through the one-time
 * link (password, then the app's first code), sign-in with a password and a code.
 */
import { randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import { expect } from 'vitest';
import { createStaffMember } from '@bff/services/staff/staff-members';
import type { ApiHarness } from '../contract/support';
import { STAFF_PASSWORD } from './staff';

const staffCookieOf = (response: Response) => /staff_session=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1];

/** Calls the API as the SPA does (CSRF header and cookie), with a staff cookie when given. */
export const callApi = (t: ApiHarness, method: string, path: string, { body, cookie }: { body?: unknown; cookie?: string } = {}) =>
  fetch(`${t.server.baseUrl}${path}`, {
    method,
    headers: {
      'x-csrf-token': t.csrf.token,
      cookie: [t.csrf.cookie, cookie].filter(Boolean).join('; '),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** Signs in through both steps; answers the second step's response. */
export async function signInWithCode(t: ApiHarness, email: string, secret: string, epoch = Math.floor(Date.now() / 1000)) {
  const first = await callApi(t, 'POST', '/api/admin/auth/sign-in', { body: { email, password: STAFF_PASSWORD } });
  expect(first.status).toBe(200);
  const code = await generate({ secret, epoch });
  return callApi(t, 'POST', '/api/admin/auth/code', { body: { code }, cookie: `staff_session=${staffCookieOf(first)}` });
}

/** A member of staff set up through their link, as a person does it: answers their address and TOTP secret. */
export async function memberSetUpThroughTheirLink(t: ApiHarness): Promise<{ email: string; secret: string }> {
  const email = `kim.${randomBytes(4).toString('hex')}@agency.example`;
  const { setupLink } = await createStaffMember(
    t.server.db,
    { email, name: 'Kim Park', role: 'agent', createdBy: null },
    { publicBaseUrl: 'https://agency.example', linkTtlMs: 3_600_000, encryption: t.server.deps.encryption },
  );
  const token = setupLink.split('#')[1]!;
  const password = await callApi(t, 'POST', '/api/admin/auth/setup/password', { body: { token, password: STAFF_PASSWORD } });
  const { secret } = (await password.json()) as { secret: string };
  // The code of the step before, so that signing in (this step's code) uses a new one.
  const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 });
  expect((await callApi(t, 'POST', '/api/admin/auth/setup/confirm', { body: { token, code } })).status).toBe(200);
  return { email, secret };
}
