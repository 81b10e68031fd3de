import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLICY_STATUSES, POLICY_TYPES } from '@contracts/policies';
import { migrateToLatest, openDatabase, type Database } from './database';
import { demoPolicy, insertPolicies, seedDemoPolicies } from './seed-policies';
import { first } from '../../tests/support/first';

let db: Database;
let tempDir: string;

beforeAll(async () => {
  tempDir = mkdtempSync(path.join(tmpdir(), 'seed-policies-'));
  db = openDatabase({ kind: 'sqlite', filename: path.join(tempDir, 'app.db') });
  await migrateToLatest(db);
});

afterAll(async () => {
  await db.destroy();
  rmSync(tempDir, { recursive: true, force: true });
});

describe('demo policies', () => {
  it('are the same for the same seed, index and day, and differ otherwise', () => {
    expect(demoPolicy(7, 1, '2026-06-01')).toEqual(demoPolicy(7, 1, '2026-06-01'));
    expect(demoPolicy(7, 2, '2026-06-01')).not.toEqual(demoPolicy(7, 1, '2026-06-01'));
  });

  it('look real: known types and statuses, a ten-digit phone, a ZIP, a date, Active the most common', () => {
    const policies = Array.from({ length: 2000 }, (_, index) => demoPolicy(index, 1, '2026-06-01'));
    for (const p of policies) {
      expect(POLICY_TYPES).toContain(p.policy_type);
      expect(POLICY_STATUSES).toContain(p.status);
      expect(p.phone).toMatch(/^\d{10}$/);
      expect(p.zip).toMatch(/^\d{5}$/);
      expect(p.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(p.policy_number).toMatch(/^[A-Z]{2}\d{8}$/);
      if (p.status === 'Pending') expect(p.start_date > '2026-06-01').toBe(true);
    }
    const active = policies.filter((p) => p.status === 'Active').length;
    expect(active / policies.length).toBeGreaterThan(0.6);
    expect(new Set(policies.map((p) => p.policy_number)).size).toBe(policies.length);
  });

  it('are added after the stored ones, so a second run adds more without colliding', async () => {
    const firstRun = await seedDemoPolicies(db, { count: 600, seed: 5, today: '2026-06-01' });
    const second = await seedDemoPolicies(db, { count: 50, seed: 5, today: '2026-06-01' });
    expect([firstRun.inserted, second.inserted]).toEqual([600, 50]);
    const { n } = first(await db('policies').count({ n: '*' }));
    expect(Number(n)).toBe(650);
    const stored = await db('policies').where({ policy_number: second.samples[0]!.policy_number }).first();
    expect(stored).toMatchObject({
      first_name: second.samples[0]!.first_name,
      last_name_key: second.samples[0]!.last_name.toLowerCase().replace(/[^a-z]/g, ''),
    });
  });

  it('keeps every index of migration 004 when a large seed drops and makes them again', async () => {
    const indexNames = async () =>
      (await db.raw("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'policies' ORDER BY name")).map((row: { name: string }) => row.name);
    const before = await indexNames();
    expect(before).toEqual(expect.arrayContaining(['policies_last_first_idx', 'policies_first_last_idx', 'policies_policy_number_unique']));
    await insertPolicies(db, [demoPolicy(10_000, 9, '2026-06-01')], { rebuildIndexes: true });
    expect(await indexNames()).toEqual(before);
    // A duplicate policy number is refused and the whole batch, index drops included, rolled back.
    await expect(insertPolicies(db, [demoPolicy(20_000, 9, '2026-06-01'), demoPolicy(10_000, 9, '2026-06-01')], { rebuildIndexes: true })).rejects.toThrow(
      /UNIQUE/,
    );
    expect(await indexNames()).toEqual(before);
    const { n } = first(
      await db('policies')
        .where({ policy_number: demoPolicy(20_000, 9, '2026-06-01').policy_number })
        .count({ n: '*' }),
    );
    expect(Number(n)).toBe(0);
  });
});
