import type { Knex } from 'knex';
import type { Database } from './database';
import { runWhileBusy, type SqliteClientConfig } from './sqlite-client';

type SqliteStatement = { reader: boolean; all: (params: unknown[]) => unknown[]; run: (params: unknown[]) => unknown };
type SqliteConnection = { prepare: (sql: string) => SqliteStatement; inTransaction: boolean };

const statementsByConnection = new WeakMap<SqliteConnection, Map<string, SqliteStatement>>();

/** As Knex's SQLite dialect stores them: dates as epoch milliseconds, booleans as 0 and 1. */
const toSqliteValue = (value: unknown) => (value instanceof Date ? value.valueOf() : typeof value === 'boolean' ? Number(value) : value);

/**
 * Runs one statement of a hot path and answers its rows. On SQLite it runs on Knex's own connection (the pooled
 * one, or a transaction's, which Knex's transaction client hands out and keeps) with a statement prepared once per
 * connection: Knex would build and prepare it again on every call, which was most of the quote endpoint's cost.
 * While the database is busy it is tried again as Knex's statements are (sqlite-client.ts; inside a transaction,
 * not at all). On PostgreSQL it is Knex's raw query.
 */
export async function queryRows<Row>(db: Database | Knex.Transaction, sql: string, bindings: unknown[]): Promise<Row[]> {
  if (db.client.config.client !== 'better-sqlite3') {
    const result = await db.raw(sql, bindings as never[]);
    return Array.isArray(result) ? result : ((result as { rows?: Row[] }).rows ?? []);
  }
  const connection: SqliteConnection = await db.client.acquireConnection();
  try {
    let statements = statementsByConnection.get(connection);
    if (!statements) statementsByConnection.set(connection, (statements = new Map()));
    const params = bindings.map(toSqliteValue);
    return await runWhileBusy(db.client.config as SqliteClientConfig, connection, sql, () => {
      let statement = statements.get(sql);
      if (!statement) statements.set(sql, (statement = connection.prepare(sql)));
      if (statement.reader) return statement.all(params) as Row[];
      statement.run(params);
      return [];
    });
  } finally {
    db.client.releaseConnection(connection);
  }
}
