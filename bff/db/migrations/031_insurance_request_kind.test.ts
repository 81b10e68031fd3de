import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../database';
import { migrationSource } from './index';

/** The migrations before this one: the database as a server of the day before left it. */
const before031: Knex.MigrationSource<string> = {
  ...migrationSource,
  getMigrations: async (extensions) => (await migrationSource.getMigrations(extensions)).filter((name) => name < '031'),
};

describe('migration 031: insurance requests already in the inbox', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'migration-031-'));
  let db: Database;
  const at = new Date('2026-04-01T15:00:00Z');
  const submission = (reference: string, kind: string) => ({
    reference_number: reference,
    kind,
    portal_type: 'lender',
    name: 'Pat Lender',
    email: 'pat@lender.example',
    status: 'received',
    status_changed_at: at,
    created_at: at,
  });

  beforeAll(async () => {
    db = openDatabase({ kind: 'sqlite', filename: path.join(dir, 'app.db') });
    await db.migrate.latest({ migrationSource: before031 });
    await db('submissions').insert([submission('IR-AAAA1111', 'evidence'), submission('MC-BBBB2222', 'mortgagee')]);
    await db.migrate.latest({ migrationSource });
  });
  afterAll(async () => {
    await db?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const kindOf = async (reference: string) => (await db('submissions').where({ reference_number: reference }).first('kind')).kind;

  it("are of the kind 'insurance-request', the name their route, contract and table use", async () => {
    expect(await kindOf('IR-AAAA1111')).toBe('insurance-request');
  });

  it('leaves the other kinds as they were, and goes back down', async () => {
    expect(await kindOf('MC-BBBB2222')).toBe('mortgagee');
    // Back down to where the day before left it (migration 031 and any after it undone).
    while ((await db.migrate.currentVersion({ migrationSource })) >= '031') await db.migrate.down({ migrationSource });
    expect(await kindOf('IR-AAAA1111')).toBe('evidence');
  });
});
