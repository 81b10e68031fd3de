/** Opens the database the configuration names (SQLite file by default, PostgreSQL at scale) and migrates it. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import type { AppConfig } from '../config';
import { BLOCKING_BUSY_WAIT_MS, DEFAULT_SQLITE_BUSY_TIMEOUT_MS } from './database-busy';
import { migrationSource } from './migrations';
import { SqliteClient, type SqliteClientConfig } from './sqlite-client';

export type Database = Knex;

/**
 * A failed statement's error message names the statement with its placeholders, never its bound values
 * (Knex writes the values in by default, and the message reaches the logs).
 */
const KEEP_VALUES_OUT_OF_ERRORS = { compileSqlOnError: false } as const;

export function openDatabase(config: AppConfig['database']): Database {
  if (config.kind === 'postgres') {
    return knex({
      ...KEEP_VALUES_OUT_OF_ERRORS,
      client: 'pg',
      connection: config.url,
      searchPath: config.schema ? [config.schema] : undefined,
      pool: { min: 0, max: 10 },
    });
  }
  if (config.filename !== ':memory:') mkdirSync(path.dirname(path.resolve(config.filename)), { recursive: true });
  const sqliteConfig: SqliteClientConfig = {
    ...KEEP_VALUES_OUT_OF_ERRORS,
    // Knex's better-sqlite3 client, whose statements wait for a busy database without holding the event loop.
    client: SqliteClient as unknown as typeof knex.Client,
    busyTimeoutMs: config.busyTimeoutMs ?? DEFAULT_SQLITE_BUSY_TIMEOUT_MS,
    connection: { filename: config.filename },
    useNullAsDefault: true,
    pool: {
      afterCreate: (conn: { pragma: (sql: string) => unknown }, done: (err: Error | null, conn: unknown) => void) => {
        conn.pragma('journal_mode = WAL');
        conn.pragma('foreign_keys = ON');
        // SQLite's own wait holds the event loop: a few milliseconds, then SqliteClient tries again later.
        conn.pragma(`busy_timeout = ${BLOCKING_BUSY_WAIT_MS}`);
        done(null, conn);
      },
    },
  };
  return knex(sqliteConfig);
}

export async function migrateToLatest(db: Database, schema?: string): Promise<void> {
  if (schema) await db.raw('CREATE SCHEMA IF NOT EXISTS ??', [schema]);
  await db.migrate.latest({ migrationSource, schemaName: schema });
}

export const isPostgres = (db: Database) => db.client.config.client === 'pg';
