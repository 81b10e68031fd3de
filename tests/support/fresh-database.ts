/** A fresh, migrated database for a describe block: a temporary SQLite file, or a PostgreSQL schema of its own. */
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { migrateToLatest, openDatabase, type Database } from '@bff/db/database';
import { POSTGRES_TEST_URL, type DatabaseKind } from './test-server';

/**
 * `db` is the suite's connection pool; `openAnother()` opens a second pool on the same database, as a second
 * BFF instance would (closed with the suite).
 */
export function useFreshDatabase(kind: DatabaseKind): { db: Database; openAnother: () => Database } {
  const dir = mkdtempSync(path.join(tmpdir(), 'db-test-'));
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const others: Database[] = [];
  const connection = () => (kind === 'postgres' ? { kind, url: POSTGRES_TEST_URL, schema } : { kind, filename: path.join(dir, 'app.db') });
  const handle = {
    openAnother: () => {
      const db = openDatabase(connection());
      others.push(db);
      return db;
    },
  } as { db: Database; openAnother: () => Database };
  beforeAll(async () => {
    handle.db = openDatabase(connection());
    await migrateToLatest(handle.db, kind === 'postgres' ? schema : undefined);
  });
  afterAll(async () => {
    await Promise.all(others.map((db) => db.destroy()));
    if (kind === 'postgres') await handle.db?.raw('DROP SCHEMA IF EXISTS ?? CASCADE', [schema]);
    await handle.db?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
  return handle;
}
