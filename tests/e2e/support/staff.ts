/**
 * A signed-in member of staff for e2e tests, without the sign-in (a password and a second factor): the
 * member and a signed-in session are written straight into the e2e server's SQLite file, and the session's
 * cookie is given to the browser. Also writes the rows a back-office page shows.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { BrowserContext } from '@playwright/test';
import { sqliteFile } from './db';

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
export async function signInAsStaff(context: BrowserContext, baseURL: string, name = 'Casey Staff'): Promise<{ id: number; name: string }> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const id = writeDatabase((db) => {
    const staffId = insertRow(db, 'staff_members', { email: `staff.${randomUUID()}@agency.example`, name, role: 'agent', enrolled_at: now, created_at: now });
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
