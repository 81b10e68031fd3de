/**
 * Members of staff for the back office's e2e tests: made by the real command and set up through the real link
 * (when the sign-in is the subject), or written straight into the e2e server's SQLite file with a signed-in
 * session whose cookie is given to the browser (when a page behind the sign-in is). Also writes the rows a
 * back-office page shows.
 */
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { generate } from 'otplib';
import { sqliteFile } from './db';

export const STAFF_PASSWORD = 'harbour violet seventeen kites';

/** `npm run staff:create` on the e2e server's database; answers the set-up link's token (its fragment). */
export function createStaffByCommand({ email, name, role }: { email: string; name: string; role: 'admin' | 'agent' }): string {
  const output = execFileSync('npx', ['tsx', 'bff/staff-create-cli.ts', '--email', email, '--name', name, '--role', role], {
    env: { ...process.env, SQLITE_FILE: sqliteFile(), DATABASE_URL: '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  const link = /^(\S+)\/admin\/setup#([A-Za-z0-9_-]{43})$/m.exec(output);
  if (!link) throw new Error(`staff:create printed no set-up link:\n${output}`);
  // This shell has no PUBLIC_BASE_URL and another PORT: the link is on the address of the server people use.
  expect(link[1], 'the set-up link is on the running server’s address').toBe(test.info().project.use.baseURL);
  return link[2]!;
}

/** A TOTP code for the next 30-second step: the one just used at set-up or sign-in is refused a second time. */
export const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

/** Set-up through the API (for tests whose subject is elsewhere); answers the authenticator's secret and the recovery codes. */
export async function setUpWithRecoveryCodes(request: APIRequestContext, token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { token: csrf } = (await (await request.get('/api/csrf-token')).json()) as { token: string };
  const headers = { 'x-csrf-token': csrf };
  const set = await request.post('/api/admin/auth/setup/password', { data: { token, password: STAFF_PASSWORD }, headers });
  const { secret } = (await set.json()) as { secret: string };
  const confirmed = await request.post('/api/admin/auth/setup/confirm', { data: { token, code: await generate({ secret }) }, headers });
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
  return { secret, recoveryCodes };
}

/** Set-up through the API; answers the authenticator's secret. */
export const setUpThroughApi = async (request: APIRequestContext, token: string): Promise<string> => (await setUpWithRecoveryCodes(request, token)).secret;

type Statement = { run: (...params: unknown[]) => { lastInsertRowid: number | bigint } };
type WritableDatabase = { prepare: (sql: string) => Statement; pragma: (sql: string) => unknown; transaction: <T>(run: () => T) => () => T; close: () => void };
type SqliteConstructor = new (filename: string, options?: { fileMustExist?: boolean }) => WritableDatabase;

const BetterSqlite3 = createRequire(import.meta.url)('better-sqlite3') as SqliteConstructor;

/** Runs `write` in one transaction on the e2e server's database (dates as epoch milliseconds, as Knex stores them there). */
export function writeDatabase<R>(write: (db: WritableDatabase) => R): R {
  const db = new BetterSqlite3(sqliteFile(), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    return db.transaction(() => write(db))();
  } finally {
    db.close();
  }
}

/** Inserts a row and answers its id. */
export function insertRow(db: WritableDatabase, table: string, row: Record<string, unknown>): number {
  const columns = Object.keys(row);
  const values = Object.values(row).map((value) => (value instanceof Date ? value.getTime() : typeof value === 'boolean' ? Number(value) : value));
  return Number(db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(...values).lastInsertRowid);
}

/**
 * An enrolled member of staff with a signed-in session, its cookie in the browser context. The e2e server
 * runs in production mode, so its cookies are Secure and this one is named with the __Host- prefix
 * (bff/middleware/staff-session.ts); Chromium treats 127.0.0.1 as a secure origin.
 */
export async function signInAsStaff(
  context: BrowserContext,
  baseURL: string,
  name = 'Casey Staff',
  role: 'admin' | 'agent' = 'agent',
): Promise<{ id: number; name: string }> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const id = writeDatabase((db) => {
    const staffId = insertRow(db, 'staff_members', { email: `staff.${randomUUID()}@agency.example`, name, role, enrolled_at: now, created_at: now });
    insertRow(db, 'staff_sessions', {
      id_hash: createHash('sha256').update(token).digest('hex'),
      staff_id: staffId,
      stage: 'signed_in',
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + 3_600_000),
    });
    return staffId;
  });
  const { hostname } = new URL(baseURL);
  await context.addCookies([{ name: '__Host-staff_session', value: token, domain: hostname, path: '/', httpOnly: true, secure: true, sameSite: 'Strict' }]);
  return { id, name };
}
