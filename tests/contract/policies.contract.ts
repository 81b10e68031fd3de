/**
 * POST /api/verify-policy over HTTP against the real BFF on a real database (seed 001 §3, §5, §7, §8, §9):
 * two exact factors or nothing, and only what was proved in full.
 * policies-sqlite.test.ts and policies-postgres.test.ts run this same suite.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { POLICY_SEARCH_MESSAGES } from '@contracts/policies';
import { insertPolicies, type PolicyInput } from '@bff/db/seed-policies';
import { type DatabaseKind } from '../support/test-server';
import { useApi, type ApiHarness } from './support';

const VALIDATION_FAILED = 'Please correct the errors and try again.';
const CSRF_MISMATCH = 'Your session has expired. Please reload the page and try again.';

const policy = (index: number, overrides: Partial<PolicyInput> = {}): PolicyInput => ({
  policy_number: `HO${String(30_000_000 + index)}`,
  first_name: 'Nadia',
  last_name: 'Harrowgate',
  writing_company_name: 'Safeco Insurance',
  policy_type: 'Home',
  status: 'Active',
  start_date: '2025-07-04',
  address: `${index + 1} Cypress Ln`,
  city: 'Savannah',
  state: 'GA',
  zip: '31401',
  phone: '9125550100',
  email: `owner${index}@example.com`,
  ...overrides,
});

type Answer = { data?: unknown; error?: unknown; response: Response };
type Headers = Record<string, string | null>;

export function definePoliciesContractSuite(kind: DatabaseKind): void {
  const search = (t: ApiHarness, body: unknown, headers: Headers = {}): Promise<Answer> => t.api.POST('/api/verify-policy', { body, headers } as never);

  describe('with the rate limit off', () => {
    const t = useApi(kind);

    beforeAll(async () => {
      await insertPolicies(t.server.db, [
        ...Array.from({ length: 12 }, (_, index) => policy(index)),
        policy(50, {
          first_name: 'Grace',
          last_name: 'Okafor',
          policy_type: 'Flood',
          status: 'Pending',
          phone: '9125550177',
          email: 'Grace.Okafor@Example.com',
        }),
        policy(51, { first_name: 'Harrowgate', last_name: 'Lindqvist', policy_type: 'Auto' }),
        policy(52, { first_name: 'José', last_name: "O'Brien-Nuñez", address: '7 Rue "Bayou" Rd' }),
      ]);
    });

    const expectInvalid = async (body: unknown, errors: Record<string, string[]>) => {
      const { error, response } = await search(t, body);
      expect(response.status).toBe(422);
      expect(error).toEqual({ message: VALIDATION_FAILED, errors, requestId: response.headers.get('x-request-id') });
    };

    type Found = { policyInfo: Record<string, unknown>[]; total: number };
    const found = async (body: unknown) => {
      const { data, response } = await search(t, body);
      expect(response.status).toBe(200);
      return data as Found;
    };

    it('finds a policy by its whole number and last name, and answers the number in full, the name as an initial, and no street', async () => {
      const { data, response } = await search(t, { policyNumber: 'ho30000050', lastName: 'okafor' });
      expect(response.status).toBe(200);
      expect(data).toEqual({
        policyInfo: [
          {
            policy_id: expect.any(Number),
            policy_number: 'HO30000050',
            customer_name: 'G. Okafor',
            policy_type: 'Flood',
            status: 'Pending',
            start_date: '2025-07-04',
            city: 'Savannah',
            state: 'GA',
          },
        ],
        total: 1,
        page: 1,
        pageSize: 10,
      });
    });

    it('finds a policy by full name and ZIP code, and answers the name in full and the number masked', async () => {
      const { policyInfo } = await found({ customerName: 'Okafor, Grace', zip: '31401' });
      expect(policyInfo).toEqual([
        {
          policy_id: expect.any(Number),
          policy_number: '••••0050',
          customer_name: 'Grace Okafor',
          policy_type: 'Flood',
          status: 'Pending',
          start_date: '2025-07-04',
          city: 'Savannah',
          state: 'GA',
        },
      ]);
    });

    it('pages by 10 with the total when one person has many policies', async () => {
      const first = await found({ customerName: 'Nadia Harrowgate', zip: '31401' });
      expect(first.total).toBe(12);
      expect(first.policyInfo).toHaveLength(10);
      const second = await found({ customerName: 'Nadia Harrowgate', zip: '31401', page: 2 });
      expect(second.policyInfo.map((result) => result.policy_number)).toEqual(['••••0010', '••••0011']);
    });

    it("finds nothing by a prefix, a single factor guessed wrong, or another person's second factor (232 requests pulled every policy before)", async () => {
      const none = { policyInfo: [], total: 0, page: 1, pageSize: 10 };
      expect(await found({ policyNumber: 'HO3', lastName: 'Harrowgate' })).toEqual(none);
      expect(await found({ policyNumber: 'HO30000050', lastName: 'Harrowgate' })).toEqual(none);
      expect(await found({ policyNumber: 'HO30000050', lastName: 'O' })).toEqual(none);
      expect(await found({ customerName: 'Nadia Harrowgat', zip: '31401' })).toEqual(none);
      expect(await found({ customerName: 'N Harrowgate', zip: '31401' })).toEqual(none);
      expect(await found({ customerName: 'Grace Okafor', zip: '31402' })).toEqual(none);
    });

    it('never answers a street address, a ZIP code, a writing company, a phone or an e-mail address', async () => {
      const answers = [await found({ policyNumber: 'HO30000052', lastName: "O'Brien-Nuñez" }), await found({ customerName: 'Nadia Harrowgate', zip: '31401' })];
      const text = JSON.stringify(answers);
      for (const secret of ['Cypress', 'Bayou', '31401', 'Safeco', '9125550', '@example.com']) expect(text).not.toContain(secret);
      for (const { policyInfo } of answers)
        for (const result of policyInfo)
          expect(Object.keys(result).sort()).toEqual(['city', 'customer_name', 'policy_id', 'policy_number', 'policy_type', 'start_date', 'state', 'status']);
    });

    it('finds a name whatever its accents, apostrophes and hyphens, and keeps it as stored', async () => {
      for (const customerName of ["O'Brien-Nuñez, José", 'Jose OBrien Nunez']) {
        expect((await found({ customerName, zip: '31401' })).policyInfo).toEqual([expect.objectContaining({ customer_name: "José O'Brien-Nuñez" })]);
      }
    });

    it('asks each tab for its second factor, with a message at the field', async () => {
      await expectInvalid({ policyNumber: 'HO30000050' }, { lastName: [POLICY_SEARCH_MESSAGES.lastName] });
      await expectInvalid({ policyNumber: '   ', lastName: 'Okafor' }, { policyNumber: [POLICY_SEARCH_MESSAGES.policyNumber] });
      await expectInvalid({ customerName: 'Grace Okafor' }, { zip: [POLICY_SEARCH_MESSAGES.zip] });
      await expectInvalid({ customerName: 'Okafor', zip: '31401' }, { customerName: [POLICY_SEARCH_MESSAGES.fullName] });
      await expectInvalid({ customerName: '', zip: '31401' }, { customerName: [POLICY_SEARCH_MESSAGES.customerName] });
      await expectInvalid({ customerName: 'Grace Okafor', zip: '3140' }, { zip: [POLICY_SEARCH_MESSAGES.invalidZip] });
    });

    it('refuses the criteria that left the public endpoint (phone, e-mail, address, advanced) and bad values', async () => {
      for (const body of [
        { phoneNumber: '(912) 555-0177' },
        { email: 'grace.okafor@example.com' },
        { address: '51 Cypress Ln' },
        { advanced: { zip: '31401' } },
        {},
      ]) {
        const { response } = await search(t, body);
        expect(response.status).toBe(422);
      }
      await expectInvalid({ customerName: 'Grace Okafor', zip: '31401', page: 0 }, { page: [POLICY_SEARCH_MESSAGES.page] });
      await expectInvalid({ policyNumber: 'HO30000050', lastName: 'Okafor', sortBy: 'premium' }, { body: ["Unrecognized key(s) in object: 'sortBy'"] });
      await expectInvalid({ policyNumber: 42, lastName: 'Okafor' }, { policyNumber: [POLICY_SEARCH_MESSAGES.policyNumber] });
    });

    it('refuses a search without the CSRF token (419) and malformed JSON (400)', async () => {
      const { error, response } = await search(t, { customerName: 'John Smith', zip: '33602' }, { 'x-csrf-token': null });
      expect(response.status).toBe(419);
      expect(error).toMatchObject({ message: CSRF_MISMATCH });
      const malformed = await t.api.POST('/api/verify-policy', {
        body: '{"customerName":',
        bodySerializer: () => '{"customerName":',
        headers: { 'content-type': 'application/json' },
      } as never);
      expect(malformed.response.status).toBe(400);
    });
  });

  describe('with a rate limit of 2 a minute', () => {
    const t = useApi(kind, { POLICY_SEARCH_RATE_LIMIT_PER_MINUTE: '2' });

    it('answers 429 with Retry-After and the message in error beyond the limit, bad requests counting too', async () => {
      expect((await search(t, { customerName: 'John Smith', zip: '33602' })).response.status).toBe(200);
      expect((await search(t, {})).response.status).toBe(422);
      const { error, response } = await search(t, { customerName: 'John Smith', zip: '33602' });
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(error).toEqual({
        error: POLICY_SEARCH_MESSAGES.rateLimited,
        message: POLICY_SEARCH_MESSAGES.rateLimited,
        requestId: response.headers.get('x-request-id'),
      });
    });
  });
}
