/**
 * Issue 27: instances starting together on one PostgreSQL database migrate it once, in turn, and none fails
 * (Knex's own lock would fail all but one); an instance killed mid-migration leaves Knex's lock row set, and
 * the next start still migrates.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Database } from '@bff/db/database';
import { migrationNames } from '@bff/db/migrations';
import { POSTGRES_TEST_URL, postgresIsReachable } from '../support/test-server';

const postgres = await postgresIsReachable();

describe.skipIf(!postgres)('migrations on PostgreSQL', () => {
  const schemas: string[] = [];
  const opened: Database[] = [];
  const instance = (schema: string) => {
    const db = openDatabase({ kind: 'postgres', url: POSTGRES_TEST_URL, schema });
    opened.push(db);
    return db;
  };
  const newSchema = () => {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    schemas.push(schema);
    return schema;
  };
  afterAll(async () => {
    for (const schema of schemas) await opened[0]?.raw('DROP SCHEMA IF EXISTS ?? CASCADE', [schema]);
    await Promise.all(opened.map((db) => db.destroy()));
  });

  it('run once when three instances start together, and every instance starts', async () => {
    const schema = newSchema();
    const instances = [instance(schema), instance(schema), instance(schema)];
    await Promise.all(instances.map((db) => migrateToLatest(db, schema)));
    const applied = await instances[0]!.withSchema(schema).table('knex_migrations').select('name');
    expect(applied.map((row: { name: string }) => row.name).sort()).toEqual(migrationNames());
  });

  it('go on after an instance was killed holding Knex’s lock', async () => {
    const schema = newSchema();
    const db = instance(schema);
    await migrateToLatest(db, schema);
    await db
      .withSchema(schema)
      .table('knex_migrations')
      .where({ name: migrationNames().at(-1) })
      .delete();
    await db.withSchema(schema).table('knex_migrations_lock').update({ is_locked: 1 });
    // The last migration's tables are still there from the first run: taken down as its own down() would.
    const last = await import(`../../bff/db/migrations/${migrationNames().at(-1)}.ts`);
    await last.down(db);
    await migrateToLatest(instance(schema), schema);
    expect(await db.withSchema(schema).table('knex_migrations').count({ n: '*' })).toEqual([{ n: String(migrationNames().length) }]);
    expect(await db.withSchema(schema).table('knex_migrations_lock').first('is_locked')).toEqual({ is_locked: 0 });
  });
});
