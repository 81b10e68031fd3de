/**
 * The back office's tools over HTTP against the real BFF on a real database: the carriers edit (and the
 * public directory showing it), the staff policy search (each criterion, beginnings, phone formats, filters,
 * paging, the audit row) and the mail outbox (list, detail, retry; nothing deletable). Every route needs a
 * signed-in member of staff; this suite is an administrator's (what an agent may not do is
 * back-office-roles.contract.ts's). Both databases run this same suite (suite-groups.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CARRIER_CHANGE_MESSAGES } from '@contracts/back-office/carriers';
import { MAIL_MESSAGES } from '@contracts/back-office/mail';
import { STAFF_POLICY_SEARCH_MESSAGES } from '@contracts/back-office/policy-search';
import { insertPolicies, type PolicyInput } from '@bff/db/seed-policies';
import { enqueueMail } from '@bff/services/mail/outbox';
import { examplePolicy } from '../support/example-policy';
import { enrolStaff, signedInCookie, type TestStaff } from '../support/staff';
import { type DatabaseKind } from '../support/test-server';
import { unique, useApi } from './support';

type Json = Record<string, unknown>;

const policy = (overrides: Partial<PolicyInput>): PolicyInput => examplePolicy({ email: 'abigail@example.com', ...overrides });

const CARRIER = {
  paymentUrl: 'https://www.statefarm.com/pay',
  claimsUrl: 'https://www.statefarm.com/claims',
  claimsPhone: '800.732.5246',
  billingPhone: '(800) 782-8332',
  overnightPaymentAddress: 'State Farm, 1 State Farm Plaza, Bloomington, IL 61710',
  logoPath: '/logos/state-farm.svg',
};

export function defineBackOfficeToolsContractSuite(kind: DatabaseKind): void {
  const t = useApi(kind);
  let staff: TestStaff;
  let cookie: string;

  beforeAll(async () => {
    staff = await enrolStaff(t.server.db, { role: 'admin', name: 'Tess Tools' });
    cookie = `${t.csrf.cookie}; ${await signedInCookie(t.server.db, staff)}`;
  });

  /** A request as the back office's page sends it: CSRF header and cookie, and the staff session (unless `signedIn` is false). */
  const call = async (method: string, path: string, body?: unknown, { signedIn = true } = {}) => {
    const response = await fetch(`${t.server.baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-csrf-token': t.csrf.token, cookie: signedIn ? cookie : t.csrf.cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as Json };
  };

  const auditRows = (action: string) => t.server.db('staff_audit_log').where({ action, staff_id: staff.id }).orderBy('id', 'desc').select('target', 'details');

  describe('without a signed-in session', () => {
    it.each([
      ['GET', '/api/admin/carriers', undefined],
      ['PUT', '/api/admin/carriers/1', CARRIER],
      ['POST', '/api/admin/policies/search', { lastName: 'Smith' }],
      ['GET', '/api/admin/mail', undefined],
      ['GET', '/api/admin/mail/1', undefined],
      ['POST', '/api/admin/mail/1/retry', {}],
    ])('%s %s answers 401', async (method, path, body) => {
      expect((await call(method, path, body, { signedIn: false })).status).toBe(401);
    });
  });

  describe('carriers', () => {
    it('lists every carrier by name with its last edit', async () => {
      const { status, body } = await call('GET', '/api/admin/carriers');
      expect(status).toBe(200);
      const carriers = body.carriers as Json[];
      expect(carriers).toHaveLength(53);
      expect(carriers[0]).toMatchObject({ updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), updatedByStaffId: null });
    });

    it('saves an edit, audits which fields changed, and the public directory shows it', async () => {
      const { status, body } = await call('PUT', '/api/admin/carriers/1', CARRIER);
      expect(status).toBe(200);
      expect(body).toMatchObject({ id: 1, name: 'State Farm', ...CARRIER, claimsPhone: '(800) 732-5246', updatedByStaffId: staff.id });
      const [audit] = await auditRows('carrier_updated');
      expect(audit?.target).toBe('1');
      expect(JSON.parse(String(audit?.details)).changed).toEqual(expect.arrayContaining(['paymentUrl', 'overnightPaymentAddress', 'logoPath']));

      const publicList = (await (await fetch(`${t.server.baseUrl}/api/carriers`)).json()) as { carriers: Json[] };
      expect(publicList.carriers.find((carrier) => carrier.id === 1)).toMatchObject({ ...CARRIER, claimsPhone: '(800) 732-5246' });

      // Saving the same again changes nothing, and says so.
      await call('PUT', '/api/admin/carriers/1', CARRIER);
      const [again] = await auditRows('carrier_updated');
      expect(JSON.parse(String(again?.details)).changed).toEqual([]);
    });

    it.each([
      ['paymentUrl', 'http://insecure.example', CARRIER_CHANGE_MESSAGES.url],
      ['claimsUrl', 'not a url', CARRIER_CHANGE_MESSAGES.url],
      ['claimsPhone', '555-0100', CARRIER_CHANGE_MESSAGES.phone],
      ['billingPhone', '12345', CARRIER_CHANGE_MESSAGES.phone],
      ['overnightPaymentAddress', 'x'.repeat(501), CARRIER_CHANGE_MESSAGES.tooLong(500)],
      ['logoPath', '//evil.example/logo.svg', CARRIER_CHANGE_MESSAGES.logoPath],
    ])('answers 422 for a bad %s, with its message, and keeps the carrier as it was', async (field, value, message) => {
      const before = (await call('GET', '/api/admin/carriers')).body.carriers as Json[];
      const { status, body } = await call('PUT', '/api/admin/carriers/2', { ...CARRIER, [field]: value });
      expect(status).toBe(422);
      expect((body.errors as Record<string, string[]>)[field]).toContain(message);
      const after = (await call('GET', '/api/admin/carriers')).body.carriers as Json[];
      expect(after.find((carrier) => carrier.id === 2)).toEqual(before.find((carrier) => carrier.id === 2));
    });

    it('answers 404 for an unknown carrier and 422 for an id that is not one', async () => {
      expect((await call('PUT', '/api/admin/carriers/9999', CARRIER)).status).toBe(404);
      expect((await call('PUT', '/api/admin/carriers/abc', CARRIER)).status).toBe(422);
    });
  });

  describe('policy search for staff', () => {
    const surname = `Quillon${unique().replace(/\d/g, '')}`;
    const POLICIES = [
      policy({ policy_number: 'HO71000001', first_name: 'Abigail', last_name: surname, phone: '9125550101', email: 'abby.q@example.com' }),
      policy({
        policy_number: 'AU71000002',
        first_name: 'Bertram',
        last_name: surname,
        policy_type: 'Auto',
        status: 'Pending',
        state: 'FL',
        city: 'Tampa',
        zip: '33602-1234',
        address: '77 Harbour Island Blvd',
        phone: '8135550102',
        email: 'bert.q@example.com',
      }),
      ...Array.from({ length: 30 }, (_, i) =>
        policy({
          policy_number: `RE72${String(i).padStart(6, '0')}`,
          first_name: 'Cora',
          last_name: `${surname}son`,
          policy_type: 'Landlord',
          phone: '',
          email: '',
        }),
      ),
    ];
    beforeAll(async () => {
      await insertPolicies(t.server.db, POLICIES);
    });

    const search = (criteria: Json) => call('POST', '/api/admin/policies/search', criteria);
    const numbers = async (criteria: Json) => ((await search(criteria)).body.items as Json[]).map((item) => item.policyNumber);

    it('answers whole records: name, address, phone, e-mail, type, status, effective date and writing company', async () => {
      const { status, body } = await search({ policyNumber: 'AU71000002' });
      expect(status).toBe(200);
      expect(body).toMatchObject({ total: 1, totalIsCapped: false, page: 1, pageSize: 25 });
      expect((body.items as Json[])[0]).toEqual({
        id: expect.any(Number),
        policyNumber: 'AU71000002',
        firstName: 'Bertram',
        lastName: surname,
        customerName: `Bertram ${surname}`,
        address: '77 Harbour Island Blvd',
        city: 'Tampa',
        state: 'FL',
        zip: '33602-1234',
        phone: '(813) 555-0102',
        email: 'bert.q@example.com',
        policyType: 'Auto',
        status: 'Pending',
        effectiveDate: '2026-02-14',
        writingCompany: 'Travelers',
        linkedTo: [],
      });
    });

    it('finds by the policy number or its beginning (case and spaces ignored)', async () => {
      expect(await numbers({ policyNumber: 'ho 71000001' })).toEqual(['HO71000001']);
      expect(await numbers({ policyNumber: 'au7100' })).toEqual(['AU71000002']);
    });

    it('finds by beginnings of the last and first names, ordered by name', async () => {
      expect((await search({ lastName: surname.slice(0, -2).toLowerCase() })).body.total).toBe(32);
      expect(await numbers({ lastName: surname, firstName: 'ber' })).toEqual(['AU71000002']);
      expect(await numbers({ firstName: 'Abig', lastName: surname.toUpperCase() })).toEqual(['HO71000001']);
    });

    it('finds by phone written any way', async () => {
      for (const phone of ['8135550102', '(813) 555-0102', '813.555.0102', '+1 813 555 0102', '1-813-555-0102']) {
        expect(await numbers({ phone })).toEqual(['AU71000002']);
      }
    });

    it('finds by e-mail (case ignored), street address and ZIP (a ZIP+4 policy by its five digits)', async () => {
      expect(await numbers({ email: 'ABBY.Q@example.com' })).toEqual(['HO71000001']);
      expect(await numbers({ address: '77 harbour isl', lastName: surname })).toEqual(['AU71000002']);
      expect(await numbers({ zip: '33602', lastName: surname })).toEqual(['AU71000002']);
    });

    it('narrows by type, status and state, every criterion and filter having to match', async () => {
      expect(await numbers({ lastName: surname, policyType: 'Auto' })).toEqual(['AU71000002']);
      expect(await numbers({ lastName: surname, status: 'Pending', state: 'fl' })).toEqual(['AU71000002']);
      expect(await numbers({ lastName: surname, state: 'GA', policyType: 'Auto' })).toEqual([]);
      expect(await numbers({ phone: '9125550101', policyNumber: 'AU' })).toEqual([]);
    });

    it('pages the results', async () => {
      const first = await search({ lastName: `${surname}son`, pageSize: 25 });
      const second = await search({ lastName: `${surname}son`, page: 2, pageSize: 25 });
      expect(first.body).toMatchObject({ total: 30, page: 1, pageSize: 25 });
      expect(first.body.items).toHaveLength(25);
      expect(second.body.items).toHaveLength(5);
      const all = [...(first.body.items as Json[]), ...(second.body.items as Json[])].map((item) => item.policyNumber);
      expect(new Set(all).size).toBe(30);
    });

    it('answers 422 without a criterion (filters alone are not one), or with a bad phone or ZIP', async () => {
      for (const body of [{}, { policyType: 'Home', status: 'Active' }, { lastName: '   ' }]) {
        const { status, body: answer } = await search(body);
        expect(status).toBe(422);
        expect((answer.errors as Record<string, string[]>).criteria).toEqual([STAFF_POLICY_SEARCH_MESSAGES.noCriterion]);
      }
      expect(((await search({ phone: '555-0100' })).body.errors as Record<string, string[]>).phone).toEqual([STAFF_POLICY_SEARCH_MESSAGES.phone]);
      expect(((await search({ zip: '3160' })).body.errors as Record<string, string[]>).zip).toEqual([STAFF_POLICY_SEARCH_MESSAGES.zip]);
      expect((await search({ lastName: 'Smith', unknown: 'x' })).status).toBe(422);
    });

    it('writes every search to the audit log with its criteria', async () => {
      await search({ lastName: surname, status: 'Active', page: 1 });
      const [audit] = await auditRows('policy_search');
      expect(JSON.parse(String(audit?.details))).toEqual({ lastName: surname, status: 'Active' });
    });

    it('leaves the public search as it was: two exact factors, a beginning finds nothing', async () => {
      const response = await fetch(`${t.server.baseUrl}/api/verify-policy`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie },
        body: JSON.stringify({ policyNumber: 'AU7100', lastName: surname }),
      });
      expect(await response.json()).toMatchObject({ total: 0 });
      const broad = await fetch(`${t.server.baseUrl}/api/verify-policy`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie },
        body: JSON.stringify({ phone: '8135550102' }),
      });
      expect(broad.status).toBe(422);
    });
  });

  describe('mail', () => {
    let ids: { waiting: number; failing: number; sent: number };
    beforeAll(async () => {
      const db = t.server.db;
      const tag = unique();
      for (const name of ['waiting', 'failing', 'sent']) {
        await enqueueMail(db, {
          kind: 'receipt',
          to: `${name}.${tag}@example.com`,
          subject: `Mail ${name} ${tag}`,
          text: `Body of ${name}`,
          referenceNumber: 'QR-ABCDEFGH',
        });
      }
      const rows = await db('mail_outbox').where('subject', 'like', `% ${tag}`).select('id', 'subject');
      const idOf = (name: string) => Number(rows.find((row) => String(row.subject).startsWith(`Mail ${name} `))?.id);
      ids = { waiting: idOf('waiting'), failing: idOf('failing'), sent: idOf('sent') };
      const later = new Date(Date.now() + 3_600_000);
      await db('mail_outbox').where({ id: ids.failing }).update({ attempts: 2, last_error: 'connect ECONNREFUSED', next_attempt_at: later });
      await db('mail_outbox').where({ id: ids.sent }).update({ status: 'sent', attempts: 1, sent_at: new Date() });
    });

    const listed = async (status?: string) => {
      const { body } = await call('GET', `/api/admin/mail${status ? `?status=${status}` : ''}`);
      return body.items as Json[];
    };

    it('lists the outbox newest first with each mail’s state, and audits the look', async () => {
      const { status, body } = await call('GET', '/api/admin/mail?pageSize=100');
      expect(status).toBe(200);
      const items = body.items as Json[];
      expect(items.find((item) => item.id === ids.waiting)).toMatchObject({
        state: 'waiting',
        attempts: 0,
        lastError: null,
        referenceNumber: 'QR-ABCDEFGH',
        kind: 'receipt',
      });
      expect(items.find((item) => item.id === ids.failing)).toMatchObject({ state: 'failing', attempts: 2, lastError: 'connect ECONNREFUSED' });
      expect(items.find((item) => item.id === ids.sent)).toMatchObject({ state: 'sent', nextAttemptAt: null, sentAt: expect.any(String) });
      const positions = [ids.sent, ids.failing, ids.waiting].map((id) => items.findIndex((item) => item.id === id));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(await auditRows('mail_viewed')).not.toHaveLength(0);
    });

    it('narrows to pending (not sent), failed and sent', async () => {
      const ofState = async (status: string) => (await listed(status)).map((item) => item.id);
      expect(await ofState('pending')).toEqual(expect.arrayContaining([ids.waiting, ids.failing]));
      expect(await ofState('pending')).not.toContain(ids.sent);
      const failed = await ofState('failed');
      expect(failed).toContain(ids.failing);
      expect(failed).not.toContain(ids.waiting);
      expect(await ofState('sent')).toEqual([ids.sent]);
      expect((await call('GET', '/api/admin/mail?status=lost')).status).toBe(422);
    });

    it('shows one mail with its text, and 404 for an unknown one', async () => {
      const { status, body } = await call('GET', `/api/admin/mail/${ids.failing}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ id: ids.failing, textBody: 'Body of failing', state: 'failing' });
      const [audit] = await auditRows('mail_viewed');
      expect(audit?.target).toBe(String(ids.failing));
      expect((await call('GET', '/api/admin/mail/999999')).status).toBe(404);
    });

    it('retries a mail not sent: due now, audited; 409 for a sent one; 404 for an unknown one', async () => {
      const before = Date.now();
      const { status, body } = await call('POST', `/api/admin/mail/${ids.failing}/retry`, {});
      expect(status).toBe(200);
      expect(new Date(String(body.nextAttemptAt)).getTime()).toBeLessThanOrEqual(Date.now());
      expect(new Date(String(body.nextAttemptAt)).getTime()).toBeGreaterThanOrEqual(before - 1000);
      const [audit] = await auditRows('mail_retried');
      expect(audit?.target).toBe(String(ids.failing));

      const sent = await call('POST', `/api/admin/mail/${ids.sent}/retry`, {});
      expect(sent.status).toBe(409);
      expect(sent.body.message).toBe(MAIL_MESSAGES.alreadySent);
      expect((await call('POST', '/api/admin/mail/999999/retry', {})).status).toBe(404);
    });

    it('shows a mail held for its address’s proof and a refused one for what they are; neither can be retried', async () => {
      const tag = unique();
      const mail = (name: string) => ({ kind: 'signed-document', to: `${name}.${tag}@example.com`, subject: `Mail ${name} ${tag}`, text: 'Your copy' });
      await enqueueMail(t.server.db, mail('held'), undefined, { status: 'held', awaitingProofOf: `held.${tag}@example.com` });
      await enqueueMail(t.server.db, mail('refused'), undefined, { status: 'refused', reason: 'Not sent: too many today' });
      const rows = await t.server.db('mail_outbox').where('subject', 'like', `% ${tag}`).orderBy('id').select('id');
      const [held, refused] = rows.map((row) => Number(row.id));
      const items = await listed();
      expect(items.find((item) => item.id === held)).toMatchObject({ state: 'held', nextAttemptAt: null, lastError: null });
      expect(items.find((item) => item.id === refused)).toMatchObject({ state: 'refused', nextAttemptAt: null, lastError: 'Not sent: too many today' });
      expect((await listed('pending')).map((item) => item.id)).not.toEqual(expect.arrayContaining([held]));
      for (const [id, message] of [
        [held, MAIL_MESSAGES.held],
        [refused, MAIL_MESSAGES.refused],
      ] as const) {
        const retried = await call('POST', `/api/admin/mail/${id}/retry`, {});
        expect(retried.status).toBe(409);
        expect(retried.body.message).toBe(message);
      }
    });

    it('deletes nothing: no DELETE answers 2xx, and the mail is still there', async () => {
      for (const path of [`/api/admin/mail/${ids.waiting}`, '/api/admin/mail', `/api/admin/mail/${ids.sent}/retry`, '/api/admin/carriers/1']) {
        const { status } = await call('DELETE', path);
        expect(status === 404 || status === 405 || status >= 400, `DELETE ${path} answered ${status}`).toBe(true);
        expect(status).toBeGreaterThanOrEqual(400);
      }
      expect((await call('GET', `/api/admin/mail/${ids.waiting}`)).status).toBe(200);
    });
  });
}
