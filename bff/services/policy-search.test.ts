import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZVerifyPolicyBody, type TVerifyPolicyBody } from '@contracts/policies';
import { migrateToLatest, openDatabase, type Database } from '../db/database';
import { insertPolicies, type PolicyInput } from '../db/seed-policies';
import { prefixRange, searchKey } from './policy-keys';
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
  policy({ policy_number: 'FL10000003', first_name: 'Mary', last_name: 'Smithson', policy_type: 'Flood', phone: '3055550199', email: 'Mary.Smithson@Example.com' }),
  policy({ policy_number: 'HO10000004', first_name: 'Smith', last_name: 'Adams', address: '400 Ocean Dr' }),
  policy({ policy_number: 'HO10000005', first_name: 'José', last_name: "O'Brien-Nuñez", address: '9 Palm Ave' }),
  policy({ policy_number: 'UM10000006', first_name: 'Johnny', last_name: 'Smith', policy_type: 'Umbrella', status: 'Expired', start_date: '2021-05-05' }),
  // Twenty-three Quillfeathers, for paging.
  ...Array.from({ length: 23 }, (_, i) =>
    policy({ policy_number: `RE2${String(i).padStart(7, '0')}`, first_name: `Ann${String.fromCharCode(97 + i)}`, last_name: 'Quillfeather', zip: '32801' }),
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

describe('searchKey and prefixRange', () => {
  it('lower-cases, drops accents and apostrophes and turns other punctuation into single spaces', () => {
    expect(searchKey("  José  O'Brien-Nuñez ")).toBe('jose obrien nunez');
    expect(searchKey('Smith, John')).toBe('smith john');
    expect(searchKey('!!!')).toBe('');
  });

  it('bounds every key that begins with the prefix, and no other', () => {
    const [from, to] = prefixRange('smith');
    const inside = (key: string) => key >= from && key < to;
    expect(['smith', 'smithson', 'smith jones'].every(inside)).toBe(true);
    expect(['smit', 'smiti', 'smyth', 'adams'].some(inside)).toBe(false);
  });
});

describe('searchPolicies', () => {
  it('answers a result with the customer name, not the writing company, and every field of seed 001 §3', async () => {
    const { policyInfo, total, page, pageSize } = await search({ policyNumber: 'HO10000001' });
    expect({ total, page, pageSize }).toEqual({ total: 1, page: 1, pageSize: 10 });
    expect(policyInfo).toEqual([
      {
        policy_id: expect.any(Number),
        policy_number: 'HO10000001',
        customer_name: 'John Smith',
        writing_company_name: 'Travelers',
        policy_type: 'Home',
        status: 'Active',
        start_date: '2025-03-01',
        address: '12 Main St',
        city: 'Tampa',
        state: 'FL',
        zip: '33602',
      },
    ]);
  });

  it('finds a policy number by its beginning, ignoring case and spaces', async () => {
    expect(await numbers({ policyNumber: ' ho 1000000 ' })).toEqual(['HO10000001', 'HO10000004', 'HO10000005']);
    expect(await numbers({ policyNumber: 'HO99' })).toEqual([]);
  });

  it('finds a single name among surnames first, then among first names', async () => {
    const { policyInfo, total } = await search({ customerName: 'smith' });
    expect(total).toBe(5);
    expect(policyInfo.map((result) => result.customer_name)).toEqual(['Jane Smith', 'John Smith', 'Johnny Smith', 'Mary Smithson', 'Smith Adams']);
  });

  it("reads 'John Smith' and 'Smith, John' as a first and a last name, each by its beginning", async () => {
    const names = async (customerName: string) => (await search({ customerName })).policyInfo.map((result) => result.customer_name);
    expect(await names('John Smith')).toEqual(['John Smith', 'Johnny Smith']);
    expect(await names('smith, john')).toEqual(['John Smith', 'Johnny Smith']);
    expect(await names('Jo Smi')).toEqual(['John Smith', 'Johnny Smith']);
    expect(await names('jose obrien')).toEqual(['José O\'Brien-Nuñez']);
    expect(await names("O'Brien-Nuñez, José")).toEqual(['José O\'Brien-Nuñez']);
    expect(await names(', Mary')).toEqual(['Mary Smithson']);
  });

  it('answers nothing (and makes nothing up) when nothing matches or the name has no letters', async () => {
    expect(await search({ customerName: 'Zzyzx' })).toEqual({ policyInfo: [], total: 0, page: 1, pageSize: 10 });
    expect(await search({ customerName: '!!!' })).toEqual({ policyInfo: [], total: 0, page: 1, pageSize: 10 });
  });

  it('pages by 10 with the total of every page, across the two parts of a single-name search', async () => {
    const first = await search({ customerName: 'Quillfeather' });
    expect(first.total).toBe(23);
    expect(first.policyInfo.map((r) => r.customer_name).slice(0, 2)).toEqual(['Anna Quillfeather', 'Annb Quillfeather']);
    const third = await search({ customerName: 'Quillfeather', page: 3 });
    expect(third.policyInfo.map((r) => r.customer_name)).toEqual(['Annu Quillfeather', 'Annv Quillfeather', 'Annw Quillfeather']);
    expect(await search({ customerName: 'Quillfeather', page: 4 })).toMatchObject({ policyInfo: [], total: 23, page: 4 });

    // 'smith' is four surname matches then one first-name match: page 1 holds both parts.
    expect((await search({ customerName: 'smi' })).policyInfo.at(-1)?.customer_name).toBe('Smith Adams');
  });

  it('finds a phone number with brackets, spaces and hyphens stripped', async () => {
    expect(await numbers({ phoneNumber: '(305) 555-0199' })).toEqual(['FL10000003']);
    expect(await numbers({ phoneNumber: '+1 305 555 0199' })).toEqual(['FL10000003']);
  });

  it('finds an e-mail address whatever its case, and an address by its beginning', async () => {
    expect(await numbers({ email: 'MARY.smithson@example.COM' })).toEqual(['FL10000003']);
    expect(await numbers({ address: '400 ocean' })).toEqual(['HO10000004']);
    expect(await numbers({ address: '9 Palm Avenue' })).toEqual([]);
  });

  it('narrows a ZIP code by type, status and effective dates in the advanced search', async () => {
    expect(await numbers({ advanced: { zip: '33606' } })).toEqual(['AU10000002']);
    expect(await numbers({ advanced: { zip: '33602', policyType: 'Umbrella' } })).toEqual(['UM10000006']);
    expect(await numbers({ advanced: { zip: '33602', status: 'Active', dateFrom: '2025-01-01', dateTo: '2025-12-31' } })).toEqual([
      'HO10000001',
      'FL10000003',
      'HO10000004',
      'HO10000005',
    ]);
  });

  it.each<TVerifyPolicyBody>([
    { policyNumber: 'HO1' },
    { customerName: 'smith' },
    { customerName: 'John Smith' },
    { customerName: 'Smith, John' },
    { phoneNumber: '(305) 555-0199' },
    { email: 'a@example.com' },
    { address: '12 Main' },
    { advanced: { zip: '33602', status: 'Active', policyType: 'Home', dateFrom: '2025-01-01', dateTo: '2025-12-31' } },
  ])('searches %j on an index, never scanning the table or sorting (fast at a million rows)', async (body) => {
    const statements = searchStatements(ZVerifyPolicyBody.parse(body));
    expect(statements.length).toBeGreaterThan(0);
    for (const [sql, bindings] of statements) {
      const plan = ((await db.raw(`EXPLAIN QUERY PLAN ${sql}`, bindings as never[])) as { detail: string }[]).map((row) => row.detail).join(' | ');
      expect(plan, sql).toMatch(/^SEARCH policies USING (COVERING )?INDEX policies_\w+ \(/);
      expect(plan, sql).not.toMatch(/SCAN|TEMP B-TREE/);
    }
  });
});
