/** A second better-sqlite3 connection to a SQLite file, as another instance or a CLI would have it. */
import { createRequire } from 'node:module';

export type OtherSqliteConnection = {
  exec: (sql: string) => void;
  prepare: (sql: string) => { run: (...params: unknown[]) => unknown; get: (...params: unknown[]) => unknown; all: (...params: unknown[]) => unknown[] };
  inTransaction: boolean;
  close: () => void;
};

type BetterSqlite3 = new (filename: string, options: { timeout: number }) => OtherSqliteConnection;
const BetterSqlite3 = createRequire(import.meta.url)('better-sqlite3') as BetterSqlite3;

/**
 * Opens it with no busy wait at all: a statement either gets the lock it needs or fails with SQLITE_BUSY
 * at once. `exec('BEGIN IMMEDIATE')` takes the write lock and keeps it until COMMIT or ROLLBACK.
 */
export const openOtherSqliteConnection = (filename: string): OtherSqliteConnection => new BetterSqlite3(filename, { timeout: 0 });
