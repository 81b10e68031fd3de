/** Opens the database the configuration names (SQLite file by default, PostgreSQL at scale) and migrates it. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import type { AppConfig } from '../config';
import { BLOCKING_BUSY_WAIT_MS, DEFAULT_SQLITE_BUSY_TIMEOUT_MS } from './database-busy';
import { migrationNames, migrationSource } from './migrations';
import { SqliteClient, type SqliteClientConfig } from './sqlite-client';

/** Where Knex records the migrations applied (its default name). */
const MIGRATIONS_TABLE = 'knex_migrations';

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
        // Every commit synced to disk before it is acknowledged. Said outright: better-sqlite3 builds SQLite with
        // SQLITE_DEFAULT_WAL_SYNCHRONOUS=1, so every connection to a file already in WAL mode (all but the file's
        // very first) committed unsynced (NORMAL): safe from a crash of the process, not from a power cut.
        conn.pragma('synchronous = FULL');
        // Savepoints' undo pages (commit-together.ts gives every write one) and temporary tables in memory, not in
        // a temporary file written page by page: a tenth of the quote write path was that file's writes.
        conn.pragma('temp_store = MEMORY');
        // SQLite's own wait holds the event loop: a few milliseconds, then SqliteClient tries again later.
        conn.pragma(`busy_timeout = ${BLOCKING_BUSY_WAIT_MS}`);
        done(null, conn);
      },
    },
  };
  return knex(sqliteConfig);
}

/** The PostgreSQL advisory lock the migrations run under: any number, the same in every instance. */
const MIGRATION_LOCK = 2_702_270_027;

/**
 * Brings the database to the latest schema. On PostgreSQL, instances starting together take turns under an
 * advisory lock: the first migrates, the others then find nothing to do (Knex's own lock would fail them
 * instead). The lock goes with its connection, so an instance killed mid-migration leaves nothing held but
 * Knex's lock row, which the next holder frees: no one else can be migrating then.
 */
export async function migrateToLatest(db: Database, schema?: string): Promise<void> {
  if (!isPostgres(db)) {
    await db.migrate.latest({ migrationSource });
    return;
  }
  await db.transaction(async (trx) => {
    await trx.raw('SELECT pg_advisory_xact_lock(?)', [MIGRATION_LOCK]);
    if (schema) await db.raw('CREATE SCHEMA IF NOT EXISTS ??', [schema]);
    const settings = { migrationSource, schemaName: schema };
    if (await db.schema.withSchema(schema ?? 'public').hasTable('knex_migrations_lock')) await db.migrate.forceFreeMigrationsLock(settings);
    await db.migrate.latest(settings);
  });
}

export const isPostgres = (db: Database) => db.client.config.client === 'pg';

/**
 * The migrations not yet applied, found by reading alone. Knex's own list (db.migrate.list) first makes its tables
 * and its lock row where it finds none: asked by another instance's readiness check in the moment a starting
 * instance renews that row (migrateToLatest), it put in a second one, and the starting instance's migration
 * then failed ("Migration table is already locked") and the instance stopped.
 */
export async function pendingMigrations(db: Database, schema?: string): Promise<string[]> {
  const applied = new Set<string>(await (schema ? db.withSchema(schema) : db).table(MIGRATIONS_TABLE).pluck('name'));
  return migrationNames().filter((name) => !applied.has(name));
}
