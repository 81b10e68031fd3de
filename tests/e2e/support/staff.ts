/** Members of staff for the back office's e2e tests: made by the real command, set up through the real link. */
import { execFileSync } from 'node:child_process';
import type { APIRequestContext } from '@playwright/test';
import { generate } from 'otplib';
import { sqliteFile } from './db';

export const STAFF_PASSWORD = 'harbour violet seventeen kites';

/** `npm run staff:create` on the e2e server's database; answers the set-up link's token (its fragment). */
export function createStaffByCommand({ email, name, role }: { email: string; name: string; role: 'admin' | 'agent' }): string {
  const output = execFileSync('npx', ['tsx', 'bff/staff-create-cli.ts', '--email', email, '--name', name, '--role', role], {
    env: { ...process.env, SQLITE_FILE: sqliteFile(), DATABASE_URL: '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  const token = /\/admin\/setup#([A-Za-z0-9_-]{43})/.exec(output)?.[1];
  if (!token) throw new Error(`staff:create printed no set-up link:\n${output}`);
  return token;
}

/** A TOTP code for the next 30-second step: the one just used at set-up or sign-in is refused a second time. */
export const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

/** Set-up through the API (for tests whose subject is elsewhere); answers the authenticator's secret. */
export async function setUpThroughApi(request: APIRequestContext, token: string): Promise<string> {
  const { token: csrf } = (await (await request.get('/api/csrf-token')).json()) as { token: string };
  const headers = { 'x-csrf-token': csrf };
  const set = await request.post('/api/admin/auth/setup/password', { data: { token, password: STAFF_PASSWORD }, headers });
  const { secret } = (await set.json()) as { secret: string };
  await request.post('/api/admin/auth/setup/confirm', { data: { token, code: await generate({ secret }) }, headers });
  return secret;
}
