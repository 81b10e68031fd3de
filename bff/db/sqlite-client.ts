/**
 * Knex's better-sqlite3 client, changed in two places so a write lock held elsewhere never freezes the
 * server (see database-busy.ts):
 * - every statement it runs is tried again while the database is busy, where that is safe;
 * - a transaction begins with BEGIN IMMEDIATE, taking the write lock (and waiting for it) at its start.
 *   Under Knex's deferred BEGIN, a write after a read could fail with SQLITE_BUSY_SNAPSHOT halfway through
 *   (another connection wrote in between), which no retry of the statement can mend.
 *
 * Knex keeps one connection for SQLite (its pool defaults to min 1, max 1): a statement waiting for the
 * lock keeps it, and other queries wait for the pool meanwhile, asynchronously.
 */
import { createRequire } from 'node:module';
import type { Knex } from 'knex';
import { DatabaseBusyError, DEFAULT_SQLITE_BUSY_TIMEOUT_MS, retryWhileBusy } from './database-busy';

/** Knex's configuration plus ours: how long a statement is tried again while the database is busy. */
export type SqliteClientConfig = Knex.Config & { busyTimeoutMs?: number };

type SqliteConnection = { inTransaction: boolean; exec: (sql: string) => unknown };
type QueryObject = { sql: string };

/** The parts of Knex's (untyped) dialect classes used here. */
type KnexClientClass = new (config: Knex.Config) => {
  config: SqliteClientConfig;
  _query(connection: SqliteConnection, obj: QueryObject): Promise<QueryObject>;
};
type KnexTransactionClass = new (
  client: unknown,
  ...rest: unknown[]
) => {
  readOnly?: boolean;
  query(connection: SqliteConnection, sql: string): Promise<unknown>;
};

const require = createRequire(import.meta.url);
const BetterSqlite3Client = require('knex/lib/dialects/better-sqlite3') as KnexClientClass;
const SqliteTransaction = require('knex/lib/dialects/sqlite3/execution/sqlite-transaction') as KnexTransactionClass;

const COMMIT = /^\s*(?:COMMIT|END)\b/i;

/**
 * Runs one statement on a better-sqlite3 connection, tried again while the database is busy when that is
 * safe: outside a transaction (a statement SQLite answers SQLITE_BUSY did nothing), BEGIN IMMEDIATE, and
 * COMMIT. Inside a transaction SQLITE_BUSY becomes DatabaseBusyError at once, and Knex rolls the transaction back.
 */
export function runWhileBusy<T>(
  config: SqliteClientConfig,
  connection: Pick<SqliteConnection, 'inTransaction'>,
  sql: string,
  run: () => T | Promise<T>,
): Promise<T> {
  return retryWhileBusy(run, {
    budgetMs: config.busyTimeoutMs ?? DEFAULT_SQLITE_BUSY_TIMEOUT_MS,
    retriable: !connection.inTransaction || COMMIT.test(sql),
  });
}

/** A read-only transaction (`{ readOnly: true }`) takes no write lock, so it keeps the deferred BEGIN. */
class ImmediateTransaction extends SqliteTransaction {
  begin(connection: SqliteConnection) {
    return this.query(connection, this.readOnly ? 'BEGIN;' : 'BEGIN IMMEDIATE;');
  }
}

/**
 * Knex sees it as 'better-sqlite3' still (`db.client.config.client`), so code that asks which database it
 * runs on is unchanged. Settings are read from `this.config`: Knex gives a transaction's client this
 * prototype and config, not this instance's own fields.
 */
export class SqliteClient extends BetterSqlite3Client {
  constructor(config: SqliteClientConfig) {
    super({ ...config, client: 'better-sqlite3' });
  }

  async _query(connection: SqliteConnection, obj: QueryObject) {
    try {
      return await runWhileBusy(this.config, connection, obj.sql, () => super._query(connection, obj));
    } catch (error) {
      // A COMMIT that never got through leaves the transaction open, and Knex would hand the connection on
      // so: it is rolled back. (Under WAL a transaction begun IMMEDIATE commits without waiting, so this is
      // a safeguard.)
      if (error instanceof DatabaseBusyError && connection.inTransaction && COMMIT.test(obj.sql)) connection.exec('ROLLBACK');
      throw error;
    }
  }

  transaction(...args: unknown[]) {
    return new ImmediateTransaction(this, ...args);
  }
}
