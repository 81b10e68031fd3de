/**
 * Least privilege over HTTP on a real database (issue 21): every /api/admin route of the table of roles
 * (contracts/back-office/route-roles.ts), walked as a signed-in agent. An administrator's route answers 403 and leaves
 * every table as it was, and the very same request then succeeds for an administrator (so the 403 is the role,
 * not the request); every other route does not answer 403. A route added to the table without a request here
 * does not compile. Then the carriers' money and claims fields, which an agent may not change.
 * Both databases run this same suite (suite-groups.ts).
 */
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { BACK_OFFICE_ROUTES } from '@contracts/back-office/back-office-routes';
import { CARRIER_MESSAGES } from '@contracts/back-office/carriers';
import type { BackOfficeRouteName } from '@contracts/back-office/route-roles';
import { STAFF_AUTH_MESSAGES as M } from '@contracts/back-office/staff-auth';
import type { Database } from '@bff/db/database';
import { enqueueMail } from '@bff/services/mail/outbox';
import { createStaffMember } from '@bff/services/staff/staff-members';
import { cancellation, mortgageeChange, multipartOf } from '../support/policy-change-forms';
import { enrolStaff, signedInCookie, STAFF_PASSWORD, type TestStaff } from '../support/staff';
import type { DatabaseKind } from '../support/test-server';
import { simpleQuote, unique, useApi } from './support';

type Json = Record<string, unknown>;
/** A request that succeeds for whoever may make it: its path (parameters filled in) and body. */
type Attempt = { path: string; body?: unknown };
type Fixtures = {
  admin: TestStaff;
  agent: TestStaff;
  referenceNumber: string;
  callbackReference: string;
  quoteReference: string;
  uploadId: number;
  mailId: number;
  messageId: number;
  offerId: number;
};

const SETUP_LINKS = { publicBaseUrl: 'http://localhost:3000', linkTtlMs: 3_600_000 };
const A_TOKEN = 'A'.repeat(43);

/** Every table's rows but the sessions' (a request marks its session as seen), in a stable order. */
async function snapshot(db: Database): Promise<Record<string, string[]>> {
  const tables: string[] =
    db.client.config.client === 'pg'
      ? (await db.raw<{ rows: { tablename: string }[] }>('select tablename from pg_tables where schemaname = current_schema()')).rows.map((r) => r.tablename)
      : (await db.raw<{ name: string }[]>("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")).map((r) => r.name);
  const dump: Record<string, string[]> = {};
  for (const table of tables.filter((name) => name !== 'staff_sessions').sort()) {
    dump[table] = ((await db(table).select('*')) as Json[]).map((row) => JSON.stringify(row)).sort();
  }
  return dump;
}

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

export function defineBackOfficeRolesContractSuite(kind: DatabaseKind): void {
  const t = useApi(kind);
  const f = {} as Fixtures;

  const call = async (method: string, { path, body }: Attempt, cookie: string) => {
    const response = await fetch(`${t.server.baseUrl}${path}`, {
      method,
      headers: {
        'x-csrf-token': t.csrf.token,
        cookie: `${t.csrf.cookie}; ${cookie}`,
        ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let json: Json = {};
    try {
      json = text ? (JSON.parse(text) as Json) : {};
    } catch {
      // a file (the document, the CSV)
    }
    return { status: response.status, body: json };
  };

  const newMember = async (role: 'admin' | 'agent') => (await enrolStaff(t.server.db, { role, name: `Target ${unique()}` })).id;
  const invited = async () =>
    (
      await createStaffMember(
        t.server.db,
        { email: `invited.${unique()}@agency.example`, name: 'Ivy Invited', role: 'admin', createdBy: f.admin.id },
        { ...SETUP_LINKS, encryption: t.server.deps.encryption },
      )
    ).staff.id;
  const carrierOne = async () => {
    const { id: _id, name: _name, website: _website, ...fields } = await t.server.db('carriers').where({ id: 1 }).first();
    return {
      paymentUrl: fields.payment_url,
      claimsUrl: fields.claims_url,
      claimsPhone: fields.claims_phone,
      billingPhone: fields.billing_phone,
      overnightPaymentAddress: fields.overnight_payment_address,
      logoPath: `/logos/${unique()}.svg`,
    };
  };

  /** For each route, a request that is right in every way but, perhaps, the caller's role. */
  const ATTEMPTS: Record<BackOfficeRouteName, () => Promise<Attempt> | Attempt> = {
    'staffAuth.signIn': () => ({ path: '/api/admin/auth/sign-in', body: { email: f.agent.email, password: STAFF_PASSWORD } }),
    'staffAuth.enterCode': () => ({ path: '/api/admin/auth/code', body: { code: '123456' } }),
    'staffAuth.session': () => ({ path: '/api/admin/auth/session' }),
    'staffAuth.signOut': () => ({ path: '/api/admin/auth/sign-out', body: {} }),
    'staffAuth.openSetup': () => ({ path: '/api/admin/auth/setup', body: { token: A_TOKEN } }),
    'staffAuth.setPassword': () => ({ path: '/api/admin/auth/setup/password', body: { token: A_TOKEN, password: 'a long enough passphrase of mine' } }),
    'staffAuth.confirmSetup': () => ({ path: '/api/admin/auth/setup/confirm', body: { token: A_TOKEN, code: '123456' } }),
    'staff.inviteStaff': () => ({ path: '/api/admin/staff', body: { email: `new.${unique()}@agency.example`, name: 'Nell New', role: 'admin' } }),
    'staff.disableStaff': async () => ({ path: `/api/admin/staff/${await newMember('admin')}/disable`, body: {} }),
    'staff.listInvitations': () => ({ path: '/api/admin/staff/invitations' }),
    'staff.resendInvitation': async () => ({ path: `/api/admin/staff/${await invited()}/invitation`, body: {} }),
    'staff.resetStaff': async () => ({ path: `/api/admin/staff/${await newMember('admin')}/reset`, body: {} }),
    'staff.listAuditLog': () => ({ path: '/api/admin/audit-log' }),
    'submissions.listInbox': () => ({ path: '/api/admin/submissions' }),
    'submissions.getSubmission': () => ({ path: `/api/admin/submissions/${f.referenceNumber}` }),
    'submissions.changeStatus': () => ({ path: `/api/admin/submissions/${f.referenceNumber}/status`, body: { status: 'in_review', note: 'Looking' } }),
    'submissions.assign': () => ({ path: `/api/admin/submissions/${f.referenceNumber}/assignment`, body: { staffId: f.agent.id } }),
    'submissions.listStaff': () => ({ path: '/api/admin/staff' }),
    'submissions.downloadDocument': () => ({ path: `/api/admin/submissions/${f.referenceNumber}/documents/${f.uploadId}` }),
    'submissionMessages.thread': () => ({ path: `/api/admin/submissions/${f.referenceNumber}/messages` }),
    'submissionMessages.send': () => ({ path: `/api/admin/submissions/${f.referenceNumber}/messages`, body: formOf({ body: 'We have what we need.' }) }),
    'submissionMessages.markRead': () => ({ path: `/api/admin/submissions/${f.referenceNumber}/messages/read`, body: { upTo: f.messageId } }),
    'submissionMessages.subscribe': () => ({ path: `/api/admin/submissions/${f.referenceNumber}/events` }),
    'submissionMessages.unreadCount': () => ({ path: '/api/admin/messages/unread' }),
    'submissionMessages.downloadDocument': () => ({ path: `/api/admin/submissions/${f.referenceNumber}/messages/${f.messageId}/document` }),
    'quoteOffers.addOffer': () => ({
      path: `/api/admin/submissions/${f.quoteReference}/offers`,
      body: formOf({
        carrierId: '1',
        premium: '100',
        premiumPeriod: 'month',
        termMonths: '12',
        deductible: '500',
        'coverages[0][name]': 'Dwelling',
        'coverages[0][limit]': '$300,000',
        validUntil: '2099-01-01',
      }),
    }),
    'quoteOffers.sendOffers': () => ({ path: `/api/admin/submissions/${f.quoteReference}/offers/send`, body: {} }),
    'quoteOffers.downloadDocument': () => ({ path: `/api/admin/submissions/${f.quoteReference}/offers/${f.offerId}/document` }),
    'leads.getLeads': () => ({ path: '/api/admin/leads' }),
    'leads.exportLeads': () => ({ path: '/api/admin/leads/export' }),
    'callbacks.listCallbacks': () => ({ path: '/api/admin/callbacks' }),
    'callbacks.recordCallbackOutcome': () => ({ path: `/api/admin/callbacks/${f.callbackReference}/outcome`, body: { outcome: 'no_answer' } }),
    'staffCarriers.listStaffCarriers': () => ({ path: '/api/admin/carriers' }),
    'staffCarriers.updateCarrier': async () => ({ path: '/api/admin/carriers/1', body: await carrierOne() }),
    'staffPolicySearch.searchPolicies': () => ({ path: '/api/admin/policies/search', body: { lastName: 'Smith' } }),
    'mail.listMail': () => ({ path: '/api/admin/mail' }),
    'mail.getMail': () => ({ path: `/api/admin/mail/${f.mailId}` }),
    'mail.retryMail': () => ({ path: `/api/admin/mail/${f.mailId}/retry`, body: {} }),
    // Off, so that the suite's other requests go on.
    'appState.setMaintenance': () => ({ path: '/api/admin/app-state/maintenance', body: { maintenance: false } }),
    // The agent's own password, changed to itself (so the other attempts still sign in with it).
    'ownPassword.changeOwnPassword': async () => ({
      path: '/api/admin/me/password',
      body: { currentPassword: STAFF_PASSWORD, code: await generate({ secret: f.agent.totpSecret }), newPassword: STAFF_PASSWORD },
    }),
  };

  beforeAll(async () => {
    f.admin = await enrolStaff(t.server.db, { role: 'admin', name: 'Ada Admin' });
    f.agent = await enrolStaff(t.server.db, { role: 'agent', name: 'Sam Agent' });
    const stored = await fetch(`${t.server.baseUrl}/api/policy-changes/mortgagee`, {
      method: 'POST',
      body: multipartOf(mortgageeChange()),
      headers: { 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie },
    });
    f.referenceNumber = ((await stored.json()) as { referenceNumber: string }).referenceNumber;
    // A cancellation whose person asked to be called back.
    const cancelled = await fetch(`${t.server.baseUrl}/api/cancellation-requests`, {
      method: 'POST',
      body: multipartOf(cancellation()),
      headers: { 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie },
    });
    f.callbackReference = ((await cancelled.json()) as { referenceNumber: string }).referenceNumber;
    const document = await t.server.db('policy_change_documents').where({ reference_number: f.referenceNumber }).first();
    f.uploadId = Number(document.upload_id);
    await enqueueMail(t.server.db, { kind: 'staff-setup', to: 'someone@agency.example', subject: 'Set up your account', text: 'A link' });
    f.mailId = Number((await t.server.db('mail_outbox').where({ subject: 'Set up your account' }).first()).id);
    // A message from the person with a document, and an offer with the carrier's PDF, each on its request.
    const submission = await t.server.db('submissions').where({ reference_number: f.referenceNumber }).first('id');
    const [message] = await t.server
      .db('request_messages')
      .insert({ submission_id: submission.id, author: 'person', body: 'Here it is', upload_id: f.uploadId, created_at: new Date() })
      .returning('id');
    f.messageId = Number(message.id ?? message);
    const quoted = await fetch(`${t.server.baseUrl}/api/submit-quote`, {
      method: 'POST',
      body: JSON.stringify(simpleQuote()),
      headers: { 'content-type': 'application/json', 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie },
    });
    f.quoteReference = ((await quoted.json()) as { referenceNumber: string }).referenceNumber;
    const quote = await t.server.db('submissions').where({ reference_number: f.quoteReference }).first('id');
    const [offer] = await t.server
      .db('quote_offers')
      .insert({
        submission_id: quote.id,
        carrier_id: 1,
        premium_cents: 10_000,
        premium_period: 'month',
        term_months: 12,
        deductible_cents: 50_000,
        coverages: '[]',
        note: '',
        valid_until: '2099-01-01',
        upload_id: f.uploadId,
        staff_id: f.agent.id,
        created_at: new Date(),
      })
      .returning('id');
    f.offerId = Number(offer.id ?? offer);
  });

  /** A session of its own for each request (sign-out ends the one it is given). */
  const agentCookie = () => signedInCookie(t.server.db, f.agent);
  const adminCookie = () => signedInCookie(t.server.db, f.admin);

  const adminRoutes = BACK_OFFICE_ROUTES.filter((route) => route.access === 'admin');
  const otherRoutes = BACK_OFFICE_ROUTES.filter((route) => route.access !== 'admin');

  it('walks the whole table', () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(9);
    expect(adminRoutes.length + otherRoutes.length).toBe(Object.keys(ATTEMPTS).length);
  });

  it.each(adminRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: an agent is answered 403 and nothing changes; an administrator succeeds',
    async (_, route) => {
      const attempt = await ATTEMPTS[route.name as BackOfficeRouteName]();
      const before = await snapshot(t.server.db);
      const refused = await call(route.method, attempt, await agentCookie());
      expect(refused).toMatchObject({ status: 403, body: { message: M.adminOnly } });
      expect(await snapshot(t.server.db)).toEqual(before);
      const allowed = await call(route.method, attempt, await adminCookie());
      expect(allowed.status, JSON.stringify(allowed.body)).toBeGreaterThanOrEqual(200);
      expect(allowed.status, JSON.stringify(allowed.body)).toBeLessThan(300);
    },
  );

  it.each(otherRoutes.map((route) => [`${route.method} ${route.path} (${route.access})`, route] as const))(
    '%s: an agent is not answered 403',
    async (_, route) => {
      const answer = await call(route.method, await ATTEMPTS[route.name as BackOfficeRouteName](), await agentCookie());
      expect(answer.status).not.toBe(403);
      if (route.access === 'agent') expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
      // sign-in and set-up answer for themselves; the gate's refusal is never theirs
      else expect(answer.body.message).not.toBe(M.signInRequired);
    },
  );

  it('answers a path with no line in the table 401 without a session and 404 with one, whoever asks', async () => {
    expect((await call('GET', { path: '/api/admin/nothing-here' }, '')).status).toBe(401);
    expect((await call('GET', { path: '/api/admin/nothing-here' }, await adminCookie())).status).toBe(404);
    expect((await call('DELETE', { path: '/api/admin/mail/1' }, await adminCookie())).status).toBe(404);
  });

  it('matches paths as the handlers do: another case or a trailing slash is still an administrator’s route', async () => {
    for (const path of ['/API/ADMIN/MAIL', '/api/admin/mail/', `/api/admin/Mail/${f.mailId}`]) {
      expect((await call('GET', { path }, await agentCookie())).status, path).toBe(403);
    }
  });

  describe('carriers: where customers pay or claim', () => {
    it.each([
      ['paymentUrl', 'https://evil.example/pay'],
      ['claimsUrl', 'https://evil.example/claims'],
      ['claimsPhone', '(900) 555-0100'],
      ['billingPhone', '(900) 555-0101'],
      ['overnightPaymentAddress', 'PO Box 1, Nowhere, NV 89001'],
    ])('an agent’s change of %s is answered 403 naming it, and nothing of the edit is stored', async (field, value) => {
      const before = await snapshot(t.server.db);
      const refused = await call('PUT', { path: '/api/admin/carriers/1', body: { ...(await carrierOne()), [field]: value } }, await agentCookie());
      expect(refused).toMatchObject({ status: 403, body: { message: CARRIER_MESSAGES.adminOnly } });
      expect(refused.body.errors).toEqual({ [field]: [CARRIER_MESSAGES.adminOnlyField(field as 'paymentUrl')] });
      expect(await snapshot(t.server.db)).toEqual(before);
    });

    it('an agent may change the logo; an administrator may change where customers pay', async () => {
      const logo = await carrierOne();
      expect(await call('PUT', { path: '/api/admin/carriers/1', body: logo }, await agentCookie())).toMatchObject({
        status: 200,
        body: { logoPath: logo.logoPath },
      });
      const pay = { ...(await carrierOne()), paymentUrl: 'https://www.statefarm.com/pay-now' };
      expect(await call('PUT', { path: '/api/admin/carriers/1', body: pay }, await adminCookie())).toMatchObject({
        status: 200,
        body: { paymentUrl: pay.paymentUrl },
      });
      const publicList = (await (await fetch(`${t.server.baseUrl}/api/carriers`)).json()) as { carriers: Json[] };
      expect(publicList.carriers.find((carrier) => carrier.id === 1)).toMatchObject({ paymentUrl: pay.paymentUrl, logoPath: pay.logoPath });
    });
  });
}
