import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_TEST_URL, postgresIsReachable } from '../../../tests/support/test-server';
import { migrateToLatest, openDatabase, type Database } from '../database';
import { migrationSource } from './index';

const postgres = await postgresIsReachable();

/** The migrations before this one: the database as a server of today's main left it. */
const before024: Knex.MigrationSource<string> = {
  ...migrationSource,
  getMigrations: async (extensions) => (await migrationSource.getMigrations(extensions)).filter((name) => name < '024'),
};

const at = new Date('2026-04-01T15:00:00Z');

/** A submission indexed as the code before this migration did: an auto change with no name. */
async function indexedAsBefore(db: Database, row: { reference: string; kind: string; name: string; table?: string; policyholder?: string }) {
  if (row.table === 'auto_change_requests') {
    await db('auto_change_requests').insert({
      reference_number: row.reference,
      request_id: randomBytes(8).toString('hex'),
      customer_type: 'customer',
      policy_number: 'PA-7781234',
      policyholder_name: row.policyholder,
      email: 'jordan.lee@example.com',
      effective_date: '2026-04-01',
      signature: 'Jordan Lee',
      signature_date: '2026-04-01',
      created_at: at,
    });
  }
  const [inserted] = await db('submissions')
    .insert({
      reference_number: row.reference,
      kind: row.kind,
      portal_type: 'customer',
      name: row.name,
      email: 'jordan.lee@example.com',
      policy_number: 'PA-7781234',
      status: 'received',
      status_changed_at: at,
      created_at: at,
    })
    .returning('id');
  const id = typeof inserted === 'object' ? (inserted as { id: number }).id : (inserted as number);
  const terms = [row.reference.toLowerCase(), 'pa-7781234', 'jordan.lee@example.com', 'jordan.lee', ...row.name.toLowerCase().split(' ').filter(Boolean)];
  await db('submission_search_terms').insert([...new Set(terms)].map((term) => ({ submission_id: id, term })));
  return id;
}

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgres)(`migration 024 on ${kind}`, () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'migration-024-'));
    const schema = `test_${randomBytes(6).toString('hex')}`;
    let db: Database;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      db = openDatabase(kind === 'postgres' ? { kind, url: POSTGRES_TEST_URL, schema } : { kind, filename: path.join(dir, 'app.db') });
      if (kind === 'postgres') await db.raw('CREATE SCHEMA IF NOT EXISTS ??', [schema]);
      await db.migrate.latest({ migrationSource: before024, schemaName: kind === 'postgres' ? schema : undefined });
      ids.unnamed = await indexedAsBefore(db, {
        reference: 'AC-AAAA1111',
        kind: 'auto',
        name: '',
        table: 'auto_change_requests',
        policyholder: '  Jordan Lee-Østergård ',
      });
      ids.jordan = await indexedAsBefore(db, { reference: 'AC-BBBB2222', kind: 'auto', name: '', table: 'auto_change_requests', policyholder: 'Jordan' });
      ids.named = await indexedAsBefore(db, { reference: 'MC-CCCC3333', kind: 'mortgagee', name: 'Casey Moss' });
      await migrateToLatest(db, kind === 'postgres' ? schema : undefined);
    });
    afterAll(async () => {
      if (kind === 'postgres') await db?.raw('DROP SCHEMA IF EXISTS ?? CASCADE', [schema]);
      await db?.destroy();
      rmSync(dir, { recursive: true, force: true });
    });

    const nameOf = async (id: number) => (await db('submissions').where({ id }).first('name')).name;
    const termsOf = async (id: number) => (await db('submission_search_terms').where({ submission_id: id }).orderBy('term').select('term')).map((r) => r.term);

    it('gives every auto change already in the inbox its policyholder’s name, and the words to find it by', async () => {
      expect(await nameOf(ids.unnamed!)).toBe('Jordan Lee-Østergård');
      // Words as the index makes them: lower case, accents dropped (å), letters of any language kept (ø).
      expect(await termsOf(ids.unnamed!)).toEqual(['ac-aaaa1111', 'jordan', 'jordan.lee', 'jordan.lee@example.com', 'lee-østergard', 'pa-7781234']);
      // A name word that was already a term (the e-mail's) is kept once.
      expect(await nameOf(ids.jordan!)).toBe('Jordan');
      expect((await termsOf(ids.jordan!)).filter((term) => term === 'jordan')).toHaveLength(1);
    });

    it('leaves the submissions that had a name as they were', async () => {
      expect(await nameOf(ids.named!)).toBe('Casey Moss');
      expect(await termsOf(ids.named!)).toEqual(['casey', 'jordan.lee', 'jordan.lee@example.com', 'mc-cccc3333', 'moss', 'pa-7781234']);
    });

    it('makes the table of open event streams', async () => {
      expect(await db.schema.hasTable('live_event_streams')).toBe(true);
    });
  });
}
