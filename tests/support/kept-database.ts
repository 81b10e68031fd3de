/**
 * A database that outlives the servers started on it: a test writes what an older version left in it (migrated
 * only so far, then rows written directly), then starts, stops and starts servers on it, one or several at once.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '@bff/config';
import { openDatabase, type Database } from '@bff/db/database';
import { migrationSource } from '@bff/db/migrations';
import { POSTGRES_TEST_URL, RATE_LIMITS_OFF, startTestServer, type DatabaseKind, type TestServer } from './test-server';

export type KeptDatabase = {
  kind: DatabaseKind;
  /** The environment that points a server at it. */
  env: Record<string, string>;
  /** A plain handle on it, as a migration run or someone with access to the database has. */
  open(): Database;
  /** Runs the migrations whose names sort before `first` (all of them when undefined), as an older version did. */
  migrate(db: Database, { before }?: { before?: string }): Promise<void>;
  start(env?: Record<string, string>): Promise<TestServer>;
  drop(): Promise<void>;
};

export function keptDatabase(kind: DatabaseKind): KeptDatabase {
  const dir = mkdtempSync(path.join(tmpdir(), 'kept-database-'));
  const schema = `kept_${randomBytes(6).toString('hex')}`;
  const env: Record<string, string> =
    kind === 'postgres' ? { DATABASE_URL: POSTGRES_TEST_URL, DATABASE_SCHEMA: schema } : { SQLITE_FILE: path.join(dir, 'app.db') };
  const database = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }).database;
  const open = () => openDatabase(database);
  return {
    kind,
    env,
    open,
    migrate: async (db, { before } = {}) => {
      if (kind === 'postgres') await db.raw('CREATE SCHEMA IF NOT EXISTS ??', [schema]);
      const names = (await migrationSource.getMigrations([])).filter((name) => before === undefined || name < before);
      await db.migrate.latest({
        migrationSource: { ...migrationSource, getMigrations: async () => names },
        schemaName: kind === 'postgres' ? schema : undefined,
      });
    },
    start: (extra = {}) => startTestServer(kind, { ...RATE_LIMITS_OFF, ...env, ...extra }),
    drop: async () => {
      if (kind === 'postgres') {
        const db = open();
        await db.raw('DROP SCHEMA IF EXISTS ?? CASCADE', [schema]);
        await db.destroy();
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
