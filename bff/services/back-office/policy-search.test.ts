import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZStaffPolicySearch, type TStaffPolicySearchInput } from '@contracts/back-office/policy-search';
import { migrateToLatest, openDatabase, type Database } from '../../db/database';
import { planSearch, searchStatements } from './policy-search';

let db: Database;
let tempDir: string;

beforeAll(async () => {
  tempDir = mkdtempSync(path.join(tmpdir(), 'staff-policy-search-'));
  db = openDatabase({ kind: 'sqlite', filename: path.join(tempDir, 'app.db') });
  await migrateToLatest(db);
});

afterAll(async () => {
  await db.destroy();
  rmSync(tempDir, { recursive: true, force: true });
});

const parse = (input: TStaffPolicySearchInput) => ZStaffPolicySearch.parse(input);

const SEARCHES: [string, TStaffPolicySearchInput, string][] = [
  ['policy number beginning', { policyNumber: 'HO12' }, 'policies_policy_number_unique'],
  ['last name beginning', { lastName: 'smi' }, 'policies_last_first_idx'],
  ['last and first name', { lastName: 'smith', firstName: 'jo', policyType: 'Home' }, 'policies_last_first_idx'],
  ['first name alone', { firstName: 'john', status: 'Active' }, 'policies_first_last_idx'],
  ['phone', { phone: '(912) 555-0142', lastName: 'smith' }, 'policies_phone_idx'],
  ['e-mail', { email: 'john.smith@example.com', state: 'GA' }, 'policies_email_idx'],
  ['street address', { address: '4133 church pl' }, 'policies_address_idx'],
  ['ZIP with a one-letter last name', { zip: '31401', lastName: 's' }, 'policies_zip5_idx'],
];

describe('staff policy search statements', () => {
  it.each(SEARCHES)('by %s read one index in its order, never the table, never a sort', async (_name, input, index) => {
    expect(planSearch(parse(input))?.index).toBe(index);
    const statements = searchStatements(db, parse(input));
    if (!statements) throw new Error('a search with a criterion has statements');
    for (const [sql, bindings] of [statements.count, statements.page]) {
      const plan = (await db.raw(`EXPLAIN QUERY PLAN ${sql}`, bindings as never[])) as { detail: string }[];
      const details = plan.map((step) => step.detail).join('\n');
      expect(details).toContain(index);
      expect(details).not.toMatch(/SCAN policies(?! USING)/);
      expect(details).not.toContain('TEMP B-TREE');
    }
  });

  it('finds nothing (and runs nothing) when a criterion normalises to nothing', () => {
    expect(parse({ lastName: 'ß' }).lastName).toBe('ß');
    expect(planSearch(parse({ lastName: 'ß' }))).toBeNull();
  });
});
