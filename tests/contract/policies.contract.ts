/**
 * POST /api/verify-policy over HTTP against the real BFF on a real database (seed 001 §3, §5, §7, §8, §9).
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
  first_name: `Name${String.fromCharCode(97 + (index % 26))}${String.fromCharCode(97 + Math.floor(index / 26))}`,
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
  const search = (t: ApiHarness, body: unknown, headers: Headers = {}): Promise<Answer> =>
    t.api.POST('/api/verify-policy', { body, headers } as never);

  describe('with the rate limit off', () => {
    const t = useApi(kind, { POLICY_SEARCH_RATE_LIMIT_PER_MINUTE: '0' });

    beforeAll(async () => {
      await insertPolicies(t.server.db, [
        ...Array.from({ length: 12 }, (_, index) => policy(index)),
        policy(50, { first_name: 'Grace', last_name: 'Okafor', policy_type: 'Flood', status: 'Pending', phone: '9125550177', email: 'Grace.Okafor@Example.com' }),
        policy(51, { first_name: 'Harrowgate', last_name: 'Lindqvist', policy_type: 'Auto' }),
        policy(52, { first_name: 'José', last_name: "O'Brien-Nuñez", address: '7 Rue "Bayou" Rd' }),
      ]);
    });

    const expectInvalid = async (body: unknown, errors: Record<string, string[]>) => {
      const { error, response } = await search(t, body);
      expect(response.status).toBe(422);
      expect(error).toEqual({ message: VALIDATION_FAILED, errors, requestId: response.headers.get('x-request-id') });
    };

    it('finds a policy by its number and answers every result field, the customer being the insured person', async () => {
      const { data, response } = await search(t, { policyNumber: 'ho30000050' });
      expect(response.status).toBe(200);
      expect(data).toEqual({
        policyInfo: [
          {
            policy_id: expect.any(Number),
            policy_number: 'HO30000050',
            customer_name: 'Grace Okafor',
            writing_company_name: 'Safeco Insurance',
            policy_type: 'Flood',
            status: 'Pending',
            start_date: '2025-07-04',
            address: '51 Cypress Ln',
            city: 'Savannah',
            state: 'GA',
            zip: '31401',
          },
        ],
        total: 1,
        page: 1,
        pageSize: 10,
      });
    });

    it('pages a customer-name search by 10 with the total, surnames before first names', async () => {
      const first = (await search(t, { customerName: 'harrowgate' })).data as { policyInfo: { customer_name: string }[]; total: number };
      expect(first.total).toBe(13);
      expect(first.policyInfo).toHaveLength(10);
      expect(first.policyInfo[0].customer_name).toBe('Nameaa Harrowgate');
      const second = (await search(t, { customerName: 'Harrowgate', page: 2 })).data as typeof first;
      expect(second.policyInfo.map((result) => result.customer_name)).toEqual(['Nameka Harrowgate', 'Namela Harrowgate', 'Harrowgate Lindqvist']);
      const byFullName = (await search(t, { customerName: 'Okafor, Grace' })).data as typeof first;
      expect(byFullName.policyInfo.map((result) => result.customer_name)).toEqual(['Grace Okafor']);
    });

    it('finds by phone with brackets, spaces and hyphens stripped, by e-mail whatever its case, by address and by ZIP', async () => {
      const numbersFor = async (body: unknown) => ((await search(t, body)).data as { policyInfo: { policy_number: string }[] }).policyInfo.map((r) => r.policy_number);
      expect(await numbersFor({ phoneNumber: '(912) 555-0177' })).toEqual(['HO30000050']);
      expect(await numbersFor({ email: 'grace.okafor@example.com' })).toEqual(['HO30000050']);
      expect(await numbersFor({ address: '51 cypress' })).toEqual(['HO30000050']);
      expect(await numbersFor({ advanced: { zip: '31401', policyType: 'Auto' } })).toEqual(['HO30000051']);
    });

    it("finds a name whatever its accents, apostrophes and hyphens, and keeps them as stored", async () => {
      for (const customerName of ['obrien', "O'Brien-Nuñez, José", 'Jose OBrien Nunez']) {
        const { data } = await search(t, { customerName });
        expect((data as { policyInfo: { customer_name: string; address: string }[] }).policyInfo).toEqual([
          expect.objectContaining({ customer_name: "José O'Brien-Nuñez", address: '7 Rue "Bayou" Rd' }),
        ]);
      }
    });

    it('answers an empty list, not made-up rows, when nothing matches', async () => {
      const { data, response } = await search(t, { customerName: 'Nobody-Here' });
      expect(response.status).toBe(200);
      expect(data).toEqual({ policyInfo: [], total: 0, page: 1, pageSize: 10 });
    });

    it('refuses a blank criterion with the spec words for that field', async () => {
      await expectInvalid({ policyNumber: '   ' }, { policyNumber: [POLICY_SEARCH_MESSAGES.policyNumber] });
      await expectInvalid({ customerName: '' }, { customerName: [POLICY_SEARCH_MESSAGES.customerName] });
      await expectInvalid({ phoneNumber: '' }, { phoneNumber: [POLICY_SEARCH_MESSAGES.phoneNumber] });
      await expectInvalid({ email: ' ' }, { email: [POLICY_SEARCH_MESSAGES.email] });
      await expectInvalid({ address: '' }, { address: [POLICY_SEARCH_MESSAGES.address] });
    });

    it('refuses a body with no criterion or with two, and bad values, with a message per field', async () => {
      await expectInvalid({}, { body: [POLICY_SEARCH_MESSAGES.oneCriterion] });
      await expectInvalid({ page: 2 }, { body: [POLICY_SEARCH_MESSAGES.oneCriterion] });
      await expectInvalid({ policyNumber: 'HO1', customerName: 'Smith' }, { body: [POLICY_SEARCH_MESSAGES.oneCriterion] });
      await expectInvalid({ phoneNumber: '555-12' }, { phoneNumber: [POLICY_SEARCH_MESSAGES.invalidPhone] });
      await expectInvalid({ email: 'not-an-address' }, { email: [POLICY_SEARCH_MESSAGES.invalidEmail] });
      await expectInvalid({ advanced: { zip: '3140' } }, { 'advanced.zip': [POLICY_SEARCH_MESSAGES.invalidZip] });
      await expectInvalid({ advanced: {} }, { 'advanced.zip': [POLICY_SEARCH_MESSAGES.zip] });
      await expectInvalid({ customerName: 'Smith', page: 0 }, { page: [POLICY_SEARCH_MESSAGES.page] });
      await expectInvalid({ customerName: 'Smith', page: 1.5 }, { page: [POLICY_SEARCH_MESSAGES.page] });
      await expectInvalid({ customerName: 'Smith', sortBy: 'premium' }, { body: ["Unrecognized key(s) in object: 'sortBy'"] });
      await expectInvalid({ policyNumber: 42 }, { policyNumber: [POLICY_SEARCH_MESSAGES.policyNumber] });
    });

    it('refuses a search without the CSRF token (419) and malformed JSON (400)', async () => {
      const { error, response } = await search(t, { customerName: 'Smith' }, { 'x-csrf-token': null });
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
      expect((await search(t, { customerName: 'Smith' })).response.status).toBe(200);
      expect((await search(t, {})).response.status).toBe(422);
      const { error, response } = await search(t, { customerName: 'Smith' });
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
