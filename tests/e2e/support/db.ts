/**
 * Read-only access to the SQLite file the e2e server writes (E2E_SQLITE_FILE, named by playwright.config.ts).
 * better-sqlite3 ships no types of its own, hence the small shape below.
 */
import { createRequire } from 'node:module';
import { expect } from '@playwright/test';

type Statement = { get: (...params: unknown[]) => unknown; all: (...params: unknown[]) => unknown[] };
type SqliteDatabase = { prepare: (sql: string) => Statement; close: () => void };
type SqliteConstructor = new (filename: string, options?: { readonly?: boolean; fileMustExist?: boolean }) => SqliteDatabase;

const BetterSqlite3 = createRequire(import.meta.url)('better-sqlite3') as SqliteConstructor;

export function sqliteFile(): string {
  const file = process.env.E2E_SQLITE_FILE;
  if (!file) throw new Error('E2E_SQLITE_FILE is not set: run the tests through playwright.config.ts');
  return file;
}

/** Runs `read` on a fresh read-only connection (so it sees every committed write, WAL included). */
function withDatabase<R>(read: (db: SqliteDatabase) => R): R {
  const db = new BetterSqlite3(sqliteFile(), { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** The first row of a query, or undefined. */
export const queryOne = <T>(sql: string, ...params: unknown[]) => withDatabase((db) => db.prepare(sql).get(...params) as T | undefined);

/** Every row of a query. */
export const queryAll = <T>(sql: string, ...params: unknown[]) => withDatabase((db) => db.prepare(sql).all(...params) as T[]);

/** Waits until the query returns a row (the server writes after the page has moved on) and returns it. */
export async function waitForRow<T>(sql: string, ...params: unknown[]): Promise<T> {
  let row: T | undefined;
  await expect
    .poll(() => (row = queryOne<T>(sql, ...params)) !== undefined, { message: `a row for: ${sql} ${JSON.stringify(params)}`, timeout: 10_000 })
    .toBe(true);
  return row as T;
}
