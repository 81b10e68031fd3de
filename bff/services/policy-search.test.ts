import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsFrom } from '@contracts/errors';
import { ZVerifyPolicyBody, type TVerifyPolicyBody } from '@contracts/policies';
import { migrateToLatest, openDatabase, type Database } from '../db/database';
import { insertPolicies, type PolicyInput } from '../db/seed-policies';
import { searchKey } from './policy-keys';
import { searchPolicies, searchStatements } from './policy-search';

const policy = (overrides: Partial<PolicyInput>): PolicyInput => ({
  policy_number: 'HO10000000',
  first_name: 'John',
  last_name: 'Smith',
  writing_company_name: 'Travelers',
  policy_type: 'Home',
  status: 'Active',
  start_date: '2025-03-01',
  address: '12 Main St',
  city: 'Tampa',
  state: 'FL',
  zip: '33602',
  phone: '8135550101',
  email: 'john.smith@example.com',
  ...overrides,
});

const POLICIES: PolicyInput[] = [
  policy({ policy_number: 'HO10000001', first_name: 'John', last_name: 'Smith' }),
  policy({ policy_number: 'AU10000002', first_name: 'Jane', last_name: 'Smith', policy_type: 'Auto', status: 'Pending', zip: '33606' }),
  policy({
    policy_number: 'FL10000003',
    first_name: 'Mary',
    last_name: 'Smithson',
    policy_type: 'Flood',
    phone: '3055550199',
    email: 'Mary.Smithson@Example.com',
  }),
  policy({ policy_number: 'HO10000004', first_name: 'Smith', last_name: 'Adams', address: '400 Ocean Dr' }),
  policy({ policy_number: 'HO10000005', first_name: 'José', last_name: "O'Brien-Nuñez", address: '9 Palm Ave' }),
  policy({ policy_number: 'UM10000006', first_name: 'Johnny', last_name: 'Smith', policy_type: 'Umbrella', status: 'Expired', start_date: '2021-05-05' }),
  policy({ policy_number: 'HO10000007', first_name: 'Lou', last_name: 'Plus', zip: '33611-0042' }),
  policy({ policy_number: 'HO10000008', first_name: 'Mary Ann', last_name: 'Whitby' }),
  // A landlord with twenty-three rentals, for paging.
  ...Array.from({ length: 23 }, (_, i) =>
    policy({ policy_number: `RE2${String(i).padStart(7, '0')}`, first_name: 'Ann', last_name: 'Quillfeather', policy_type: 'Landlord', zip: '32801' }),
  ),
];

let db: Database;
let tempDir: string;

beforeAll(async () => {
  tempDir = mkdtempSync(path.join(tmpdir(), 'policy-search-'));
  db = openDatabase({ kind: 'sqlite', filename: path.join(tempDir, 'app.db') });
  await migrateToLatest(db);
  await insertPolicies(db, POLICIES);
});

afterAll(async () => {
  await db.destroy();
  rmSync(tempDir, { recursive: true, force: true });
});

const search = (body: TVerifyPolicyBody) => searchPolicies(db, ZVerifyPolicyBody.parse(body));
const numbers = async (body: TVerifyPolicyBody) => (await search(body)).policyInfo.map((result) => result.policy_number);

describe('searchKey', () => {
  it('lower-cases, drops accents and apostrophes and turns other punctuation into single spaces', () => {
    expect(searchKey("  José  O'Brien-Nuñez ")).toBe('jose obrien nunez');
    expect(searchKey('Smith, John')).toBe('smith john');
    expect(searchKey('!!!')).toBe('');
  });
});

describe('searchPolicies by policy number and last name', () => {
  it('finds the policy and shows the number in full, the name as an initial and the last name, and nothing of the street', async () => {
    const { policyInfo, total, page, pageSize } = await search({ policyNumber: 'HO10000001', lastName: 'Smith' });
    expect({ total, page, pageSize }).toEqual({ total: 1, page: 1, pageSize: 10 });
    expect(policyInfo).toEqual([
      {
        policy_id: expect.any(Number),
        policy_number: 'HO10000001',
        customer_name: 'J. Smith',
        policy_type: 'Home',
        status: 'Active',
        start_date: '2025-03-01',
        city: 'Tampa',
        state: 'FL',
      },
    ]);
  });

  it('ignores case, spaces, accents and punctuation, but never takes a beginning for the whole', async () => {
    expect(await numbers({ policyNumber: ' ho 1000 0005 ', lastName: 'obrien nunez' })).toEqual(['HO10000005']);
    expect(await numbers({ policyNumber: 'HO1000000', lastName: 'Smith' })).toEqual([]);
    expect(await numbers({ policyNumber: 'HO10000001', lastName: 'Smi' })).toEqual([]);
  });

  it("finds nothing with the right number and another person's last name", async () => {
    expect(await search({ policyNumber: 'HO10000001', lastName: 'Adams' })).toEqual({ policyInfo: [], total: 0, page: 1, pageSize: 10 });
    expect(await search({ policyNumber: 'HO10000001', lastName: '!!!' })).toEqual({ policyInfo: [], total: 0, page: 1, pageSize: 10 });
  });
});

describe('searchPolicies by full name and ZIP code', () => {
  it("finds the person's policies and shows the name in full and the number masked to its last four", async () => {
    const { policyInfo, total } = await search({ customerName: 'John Smith', zip: '33602' });
    expect(total).toBe(1);
    expect(policyInfo).toEqual([
      {
        policy_id: expect.any(Number),
        policy_number: '••••0001',
        customer_name: 'John Smith',
        policy_type: 'Home',
        status: 'Active',
        start_date: '2025-03-01',
        city: 'Tampa',
        state: 'FL',
      },
    ]);
  });

  it("reads 'John Smith' and 'Smith, John' alike, and a longer name split anywhere", async () => {
    const names = async (customerName: string, zip = '33602') => (await search({ customerName, zip })).policyInfo.map((result) => result.customer_name);
    expect(await names('smith, john')).toEqual(['John Smith']);
    expect(await names('Jose OBrien Nunez')).toEqual(["José O'Brien-Nuñez"]);
    expect(await names("O'Brien-Nuñez, José")).toEqual(["José O'Brien-Nuñez"]);
    expect(await names('Mary Ann Whitby', '33602')).toEqual(['Mary Ann Whitby']);
  });

  it('compares the first five digits of a ZIP+4, either side', async () => {
    expect(await numbers({ customerName: 'Jane Smith', zip: '33606-1234' })).toEqual(['••••0002']);
    expect(await numbers({ customerName: 'Lou Plus', zip: '33611' })).toEqual(['••••0007']);
  });

  it('never takes a beginning, another ZIP or a first name alone', async () => {
    expect(await numbers({ customerName: 'Jo Smith', zip: '33602' })).toEqual([]);
    expect(await numbers({ customerName: 'John Smit', zip: '33602' })).toEqual([]);
    expect(await numbers({ customerName: 'John Smith', zip: '33606' })).toEqual([]);
    expect(await numbers({ customerName: 'Johnny Smith', zip: '33602' })).toEqual(['••••0006']);
  });

  it('pages by 10 with the total of every page', async () => {
    const first = await search({ customerName: 'Ann Quillfeather', zip: '32801' });
    expect(first.total).toBe(23);
    expect(first.policyInfo).toHaveLength(10);
    const third = await search({ customerName: 'Quillfeather, Ann', zip: '32801', page: 3 });
    expect(third.policyInfo.map((r) => r.policy_number)).toEqual(['••••0020', '••••0021', '••••0022']);
    expect(await search({ customerName: 'Ann Quillfeather', zip: '32801', page: 4 })).toMatchObject({ policyInfo: [], total: 23, page: 4 });
  });
});

describe('the public search', () => {
  it.each([
    [{ customerName: 'smith' }, 'customerName'],
    [{ customerName: 'smith', zip: '33602' }, 'customerName'],
    [{ policyNumber: 'HO10000001' }, 'lastName'],
    [{ phoneNumber: '(305) 555-0199' }, 'body'],
    [{ email: 'mary.smithson@example.com' }, 'body'],
    [{ address: '400 Ocean Dr' }, 'body'],
    [{ advanced: { zip: '33602' } }, 'body'],
  ])('refuses %j (one factor, or a criterion that left the public endpoint)', (body, field) => {
    const result = ZVerifyPolicyBody.safeParse(body);
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(fieldErrorsFrom(result.error))).toContain(field);
  });

  it.each<TVerifyPolicyBody>([
    { policyNumber: 'HO10000001', lastName: 'Smith' },
    { customerName: 'John Smith', zip: '33602' },
    { customerName: 'Mary Ann Whitby', zip: '33602-1234' },
  ])('searches %j by index equality, never scanning the table or sorting (fast at a million rows)', async (body) => {
    const statements = searchStatements(ZVerifyPolicyBody.parse(body));
    expect(statements.length).toBeGreaterThan(0);
    for (const [sql, bindings] of statements) {
      expect(sql).not.toMatch(/>=|<|LIKE/);
      const plan = ((await db.raw(`EXPLAIN QUERY PLAN ${sql}`, bindings as never[])) as { detail: string }[]).map((row) => row.detail).join(' | ');
      expect(plan, sql).toMatch(/^SEARCH policies USING (COVERING )?INDEX (policies_policy_number_unique|policies_full_name_zip_idx) \(/);
      expect(plan, sql).not.toMatch(/SCAN|TEMP B-TREE/);
    }
  });
});
