/**
 * The back office's API over HTTP on a real database (issue 12): set-up through the one-time link, sign-in
 * with a password and a second factor, sessions that end, a gate in front of every /api/admin route, roles,
 * the inbox, a submission's page and its documents, statuses told to the person and shown on /dashboard,
 * and the audit log. Both databases run this same suite (suite-groups.ts).
 */
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { STAFF_AUTH_MESSAGES as M } from '@contracts/back-office/staff-auth';
import { apiContract } from '@contracts/index';
import { issueRecoveryCodes } from '@bff/services/staff/second-factor';
import { createStaffMember } from '@bff/services/staff/staff-members';
import { mortgageeChange, multipartOf } from '../support/policy-change-forms';
import { documentReadyToSign, SIGNER, signingApi } from '../support/signing-flow';
import { deliveredText, type OutboxRowWithSecrets } from '../support/mail-secrets';
import { enrolStaff, signedInCookie, STAFF_PASSWORD } from '../support/staff';
import { callApi } from '../support/staff-api';
import type { DatabaseKind } from '../support/test-server';
import { simpleQuote, useApi } from './support';

type Route = { method: string; path: string };

/** Every route of the contract, flattened. */
const routesOf = (router: object): Route[] =>
  Object.values(router).flatMap((entry) => ('method' in entry && 'path' in entry ? [entry as Route] : routesOf(entry)));

const BACK_OFFICE_ROUTES = routesOf(apiContract).filter((route) => route.path.startsWith('/api/admin/') && !route.path.startsWith('/api/admin/auth/'));

const SAMPLE_PARAMS: Record<string, string> = { referenceNumber: 'MC-00000000', id: '1', uploadId: '1' };
const withParams = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? '1');

const staffCookieOf = (response: Response) => /staff_session=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1];

export function defineBackOfficeContractSuite(kind: DatabaseKind): void {
  const t = useApi(kind, { AGENCY_INBOX: 'inbox@agency.example' });

  const call = callApi;

  /** Signs in through both steps; answers the session's cookie. */
  async function signIn(email: string, secret: string, { codeEpoch }: { codeEpoch?: number } = {}) {
    const first = await call(t, 'POST', '/api/admin/auth/sign-in', { body: { email, password: STAFF_PASSWORD } });
    expect(first.status).toBe(200);
    const pending = `staff_session=${staffCookieOf(first)}`;
    const code = await generate({ secret, ...(codeEpoch ? { epoch: codeEpoch } : {}) });
    const second = await call(t, 'POST', '/api/admin/auth/code', { body: { code }, cookie: pending });
    return { pending, second, cookie: second.status === 200 ? `staff_session=${staffCookieOf(second)}` : undefined };
  }

  describe('the gate', () => {
    it('finds the back office routes to walk', () => {
      expect(BACK_OFFICE_ROUTES.length).toBeGreaterThanOrEqual(6);
    });

    it.each(BACK_OFFICE_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))('%s answers 401 without a session', async (_, route) => {
      const response = await call(t, route.method, withParams(route.path), { body: route.method === 'GET' ? undefined : {} });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: M.signInRequired });
    });

    it('answers 401 for a document download, a forged cookie, and a session that has ended', async () => {
      expect((await call(t, 'GET', '/api/admin/submissions/MC-00000000/documents/1')).status).toBe(401);
      expect((await call(t, 'GET', '/api/admin/submissions', { cookie: `staff_session=${'A'.repeat(43)}` })).status).toBe(401);
      const staff = await enrolStaff(t.server.db);
      const idle = await signedInCookie(t.server.db, staff);
      const old = new Date(Date.now() - 31 * 60_000);
      await t.server.db('staff_sessions').where({ staff_id: staff.id }).update({ last_seen_at: old });
      expect((await call(t, 'GET', '/api/admin/submissions', { cookie: idle })).status).toBe(401);
      const expired = await signedInCookie(t.server.db, staff);
      await t.server
        .db('staff_sessions')
        .where({ staff_id: staff.id })
        .update({ expires_at: new Date(Date.now() - 1000) });
      expect((await call(t, 'GET', '/api/admin/submissions', { cookie: expired })).status).toBe(401);
    });

    it('refuses an agent an administrator’s action with 403, and lets an administrator do it', async () => {
      const agent = await signedInCookie(t.server.db, await enrolStaff(t.server.db, { role: 'agent' }));
      const admin = await signedInCookie(t.server.db, await enrolStaff(t.server.db, { role: 'admin' }));
      const invite = { email: `new.${Date.now()}@agency.example`, name: 'New Agent', role: 'agent' };
      const refused = await call(t, 'POST', '/api/admin/staff', { body: invite, cookie: agent });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ message: M.adminOnly });
      expect((await call(t, 'GET', '/api/admin/audit-log', { cookie: agent })).status).toBe(403);
      const invited = await call(t, 'POST', '/api/admin/staff', { body: invite, cookie: admin });
      expect(invited.status).toBe(201);
      const mail = await t.server.db('mail_outbox').where({ recipient: invite.email }).first();
      expect(mail.text_body).not.toMatch(/\/admin\/setup#/);
      expect(deliveredText(t.server.deps.encryption, mail)).toMatch(/\/admin\/setup#[A-Za-z0-9_-]{43}/);
      expect((await call(t, 'POST', '/api/admin/staff', { body: invite, cookie: admin })).status).toBe(422);
    });
  });

  describe('disabling a member of staff', () => {
    it('ends their sessions at once and keeps them out; an agent may not, and no one disables themself', async () => {
      const admin = await enrolStaff(t.server.db, { role: 'admin' });
      const adminCookie = await signedInCookie(t.server.db, admin);
      const leaving = await enrolStaff(t.server.db);
      const leavingCookie = await signedInCookie(t.server.db, leaving);
      const agentCookie = await signedInCookie(t.server.db, await enrolStaff(t.server.db));
      expect((await call(t, 'POST', `/api/admin/staff/${leaving.id}/disable`, { body: {}, cookie: agentCookie })).status).toBe(403);
      expect((await call(t, 'POST', `/api/admin/staff/${admin.id}/disable`, { body: {}, cookie: adminCookie })).status).toBe(409);
      expect((await call(t, 'GET', '/api/admin/submissions', { cookie: leavingCookie })).status).toBe(200);
      expect((await call(t, 'POST', `/api/admin/staff/${leaving.id}/disable`, { body: {}, cookie: adminCookie })).status).toBe(204);
      expect((await call(t, 'GET', '/api/admin/submissions', { cookie: leavingCookie })).status).toBe(401);
      const again = await call(t, 'POST', '/api/admin/auth/sign-in', { body: { email: leaving.email, password: STAFF_PASSWORD } });
      expect(again.status).toBe(401);
      expect((await call(t, 'POST', `/api/admin/staff/${leaving.id}/disable`, { body: {}, cookie: adminCookie })).status).toBe(404);
    });
  });

  describe('invitations not yet taken up', () => {
    it('are listed for administrators; a new link replaces the ones sent before; set up or cancelled, they leave the list', async () => {
      const adminCookie = await signedInCookie(t.server.db, await enrolStaff(t.server.db, { role: 'admin' }));
      const agentCookie = await signedInCookie(t.server.db, await enrolStaff(t.server.db));
      const email = `invited.${Date.now()}@agency.example`;
      const invited = await call(t, 'POST', '/api/admin/staff', { body: { email, name: 'Ivy Invited', role: 'agent' }, cookie: adminCookie });
      const { id } = await invited.json();
      const setupTokens = async () =>
        (await t.server.db('mail_outbox').where({ recipient: email }).orderBy('id')).map(
          (mail: OutboxRowWithSecrets) => /#([A-Za-z0-9_-]{43})/.exec(deliveredText(t.server.deps.encryption, mail))![1]!,
        );

      expect((await call(t, 'GET', '/api/admin/staff/invitations', { cookie: agentCookie })).status).toBe(403);
      expect((await call(t, 'POST', `/api/admin/staff/${id}/invitation`, { body: {}, cookie: agentCookie })).status).toBe(403);
      const listed = await (await call(t, 'GET', '/api/admin/staff/invitations', { cookie: adminCookie })).json();
      const invitation = listed.find((entry: { id: number }) => entry.id === id);
      expect(invitation).toMatchObject({ name: 'Ivy Invited', email, role: 'agent' });
      expect(new Date(invitation.linkExpiresAt).getTime()).toBeGreaterThan(Date.now());

      const resent = await call(t, 'POST', `/api/admin/staff/${id}/invitation`, { body: {}, cookie: adminCookie });
      expect(resent.status).toBe(200);
      const [first, second] = await setupTokens();
      expect(second).toBeDefined();
      expect((await call(t, 'POST', '/api/admin/auth/setup', { body: { token: first } })).status).toBe(404);
      expect((await call(t, 'POST', '/api/admin/auth/setup', { body: { token: second } })).status).toBe(200);

      const set = await call(t, 'POST', '/api/admin/auth/setup/password', { body: { token: second, password: STAFF_PASSWORD } });
      const { secret } = await set.json();
      expect((await call(t, 'POST', '/api/admin/auth/setup/confirm', { body: { token: second, code: await generate({ secret }) } })).status).toBe(200);
      const afterSetup = await (await call(t, 'GET', '/api/admin/staff/invitations', { cookie: adminCookie })).json();
      expect(afterSetup.map((entry: { id: number }) => entry.id)).not.toContain(id);
      const notInvited = await call(t, 'POST', `/api/admin/staff/${id}/invitation`, { body: {}, cookie: adminCookie });
      expect(notInvited.status).toBe(409);
      expect(await notInvited.json()).toMatchObject({ message: 'This member of staff has already set up their account.' });

      const cancelled = await (
        await call(t, 'POST', '/api/admin/staff', { body: { email: `x.${email}`, name: 'Cal Cancelled', role: 'agent' }, cookie: adminCookie })
      ).json();
      expect((await call(t, 'POST', `/api/admin/staff/${cancelled.id}/disable`, { body: {}, cookie: adminCookie })).status).toBe(204);
      const afterCancel = await (await call(t, 'GET', '/api/admin/staff/invitations', { cookie: adminCookie })).json();
      expect(afterCancel.map((entry: { id: number }) => entry.id)).not.toContain(cancelled.id);
      expect((await call(t, 'POST', `/api/admin/staff/${cancelled.id}/invitation`, { body: {}, cookie: adminCookie })).status).toBe(404);
      expect((await call(t, 'POST', '/api/admin/staff/abc/invitation', { body: {}, cookie: adminCookie })).status).toBe(422);
    });
  });

  describe('resetting a member of staff who lost their authenticator', () => {
    it('ends their sessions, removes their password, app and recovery codes, and invites them again', async () => {
      const admin = await enrolStaff(t.server.db, { role: 'admin' });
      const adminCookie = await signedInCookie(t.server.db, admin);
      const lost = await enrolStaff(t.server.db);
      const lostCookie = await signedInCookie(t.server.db, lost);
      await issueRecoveryCodes(t.server.db, lost.id);
      const agentCookie = await signedInCookie(t.server.db, await enrolStaff(t.server.db));

      expect((await call(t, 'POST', `/api/admin/staff/${lost.id}/reset`, { body: {}, cookie: agentCookie })).status).toBe(403);
      const self = await call(t, 'POST', `/api/admin/staff/${admin.id}/reset`, { body: {}, cookie: adminCookie });
      expect(self.status).toBe(409);
      const reset = await call(t, 'POST', `/api/admin/staff/${lost.id}/reset`, { body: {}, cookie: adminCookie });
      expect(reset.status).toBe(200);
      expect(await reset.json()).toMatchObject({ id: lost.id, email: lost.email });

      expect((await call(t, 'GET', '/api/admin/submissions', { cookie: lostCookie })).status).toBe(401);
      expect((await call(t, 'POST', '/api/admin/auth/sign-in', { body: { email: lost.email, password: STAFF_PASSWORD } })).status).toBe(401);
      expect(await t.server.db('staff_recovery_codes').where({ staff_id: lost.id })).toHaveLength(0);
      const invitations = await (await call(t, 'GET', '/api/admin/staff/invitations', { cookie: adminCookie })).json();
      expect(invitations.map((entry: { id: number }) => entry.id)).toContain(lost.id);

      const mail = await t.server.db('mail_outbox').where({ recipient: lost.email, kind: 'staff-setup' }).orderBy('id', 'desc').first();
      const token = /#([A-Za-z0-9_-]{43})/.exec(deliveredText(t.server.deps.encryption, mail))![1]!;
      const { secret } = await (await call(t, 'POST', '/api/admin/auth/setup/password', { body: { token, password: STAFF_PASSWORD } })).json();
      // Set up with the code of the time step before, so that sign-in's code (this step's) is a new one.
      const now = Math.floor(Date.now() / 1000);
      expect((await call(t, 'POST', '/api/admin/auth/setup/confirm', { body: { token, code: await generate({ secret, epoch: now - 30 }) } })).status).toBe(200);
      expect((await signIn(lost.email, secret, { codeEpoch: now })).second.status).toBe(200);
      expect((await call(t, 'POST', '/api/admin/staff/999999999/reset', { body: {}, cookie: adminCookie })).status).toBe(404);
    });
  });

  describe('set-up through the one-time link', () => {
    it('takes a strong password, confirms the app with its first code, shows ten recovery codes once, and is used up', async () => {
      const { setupLink } = await createStaffMember(
        t.server.db,
        { email: `ada.${Date.now()}@agency.example`, name: 'Ada Lovelace', role: 'admin', createdBy: null },
        { publicBaseUrl: 'https://agency.example', linkTtlMs: 3_600_000, encryption: t.server.deps.encryption },
      );
      const token = setupLink.split('#')[1]!;
      expect(await (await call(t, 'POST', '/api/admin/auth/setup', { body: { token } })).json()).toMatchObject({ name: 'Ada Lovelace' });

      const short = await call(t, 'POST', '/api/admin/auth/setup/password', { body: { token, password: 'too short' } });
      expect(short.status).toBe(422);
      expect((await short.json()).errors).toEqual({ password: [M.passwordTooShort] });
      const common = await call(t, 'POST', '/api/admin/auth/setup/password', { body: { token, password: 'passwordpassword' } });
      expect((await common.json()).errors).toEqual({ password: [M.passwordTooCommon] });
      const own = await call(t, 'POST', '/api/admin/auth/setup/password', { body: { token, password: 'ada lovelace 1815' } });
      expect((await own.json()).errors).toEqual({ password: [M.passwordTooCommon] });

      const set = await call(t, 'POST', '/api/admin/auth/setup/password', { body: { token, password: STAFF_PASSWORD } });
      expect(set.status).toBe(200);
      const { secret, otpauthUri, qrCodeSvg } = await set.json();
      expect(otpauthUri).toContain(`secret=${secret}`);
      expect(qrCodeSvg).toContain('<svg');
      const stored = await t.server.db('staff_members').where({ name: 'Ada Lovelace' }).first();
      expect(stored.password_hash).toMatch(/^\$argon2id\$/);

      const wrong = await call(t, 'POST', '/api/admin/auth/setup/confirm', { body: { token, code: '000000' } });
      expect(wrong.status).toBe(422);
      const confirmed = await call(t, 'POST', '/api/admin/auth/setup/confirm', { body: { token, code: await generate({ secret }) } });
      expect(confirmed.status).toBe(200);
      const { recoveryCodes } = await confirmed.json();
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      expect((await call(t, 'POST', '/api/admin/auth/setup', { body: { token } })).status).toBe(404);
    });
  });

  describe('sign-in', () => {
    it('answers a wrong password and an unknown address alike', async () => {
      const staff = await enrolStaff(t.server.db);
      for (const body of [
        { email: staff.email, password: 'not the password at all' },
        { email: 'nobody@agency.example', password: STAFF_PASSWORD },
      ]) {
        const response = await call(t, 'POST', '/api/admin/auth/sign-in', { body });
        expect(response.status).toBe(401);
        expect(await response.json()).toMatchObject({ message: M.signInFailed });
        expect(response.headers.get('set-cookie')).toBeNull();
      }
    });

    it('needs the second factor; the first step’s session opens nothing and ends at sign-in, when the id changes', async () => {
      const staff = await enrolStaff(t.server.db);
      const { pending, second, cookie } = await signIn(staff.email, staff.totpSecret);
      expect((await call(t, 'GET', '/api/admin/submissions', { cookie: pending })).status).toBe(401);
      expect(second.status).toBe(200);
      expect(await second.json()).toMatchObject({ email: staff.email, role: 'agent' });
      expect(cookie).not.toBe(pending);
      expect(second.headers.get('set-cookie')).toMatch(/HttpOnly/i);
      expect(second.headers.get('set-cookie')).toMatch(/SameSite=Strict/i);
      expect((await call(t, 'GET', '/api/admin/auth/session', { cookie })).status).toBe(200);
      expect((await call(t, 'POST', '/api/admin/auth/code', { body: { code: '123456' }, cookie: pending })).status).toBe(401);
      // Signing out ends the session on the server, not only in the browser.
      expect((await call(t, 'POST', '/api/admin/auth/sign-out', { body: {}, cookie })).status).toBe(204);
      expect((await call(t, 'GET', '/api/admin/submissions', { cookie })).status).toBe(401);
    });

    it('refuses a wrong code and a code used before; a recovery code works once', async () => {
      const staff = await enrolStaff(t.server.db);
      const first = await call(t, 'POST', '/api/admin/auth/sign-in', { body: { email: staff.email, password: STAFF_PASSWORD } });
      const pending = `staff_session=${staffCookieOf(first)}`;
      const wrong = await call(t, 'POST', '/api/admin/auth/code', { body: { code: '000000' }, cookie: pending });
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toMatchObject({ message: M.codeFailed });

      const now = Math.floor(Date.now() / 1000);
      expect((await signIn(staff.email, staff.totpSecret, { codeEpoch: now })).second.status).toBe(200);
      const reused = await signIn(staff.email, staff.totpSecret, { codeEpoch: now });
      expect(reused.second.status).toBe(401);

      const [recoveryCode] = await (await import('@bff/services/staff/second-factor')).issueRecoveryCodes(t.server.db, staff.id);
      const useRecovery = async () => {
        const step = await call(t, 'POST', '/api/admin/auth/sign-in', { body: { email: staff.email, password: STAFF_PASSWORD } });
        return call(t, 'POST', '/api/admin/auth/code', { body: { code: recoveryCode }, cookie: `staff_session=${staffCookieOf(step)}` });
      };
      expect((await useRecovery()).status).toBe(200);
      expect((await useRecovery()).status).toBe(401);
    });
  });

  describe('the inbox', () => {
    it('lists a change request the moment it is stored, finds it by name, reference and kind, and refuses bad filters', async () => {
      const staff = await enrolStaff(t.server.db);
      const cookie = await signedInCookie(t.server.db, staff);
      const stored = await fetch(`${t.server.baseUrl}/api/policy-changes/mortgagee`, {
        method: 'POST',
        body: multipartOf(mortgageeChange()),
        headers: { 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie },
      });
      const { referenceNumber } = await stored.json();
      await fetch(`${t.server.baseUrl}/api/submit-quote`, {
        method: 'POST',
        body: JSON.stringify(simpleQuote({ last_name: 'Quotely' })),
        headers: { 'content-type': 'application/json', 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie },
      });

      const list = async (query: string) => (await call(t, 'GET', `/api/admin/submissions?${query}`, { cookie })).json();
      const all = await list('');
      expect(all.items[0]).toMatchObject({ kind: 'quote', name: 'Ada Quotely', status: 'received', portalType: 'public' });
      expect(all.items[1]).toMatchObject({ referenceNumber, kind: 'mortgagee', name: 'Jordan Lee', policyNumber: 'HO3-550123', portalType: 'customer' });
      expect((await list('q=jor')).items.map((item: { referenceNumber: string }) => item.referenceNumber)).toContain(referenceNumber);
      expect((await list(`q=${referenceNumber.toLowerCase()}`)).items).toHaveLength(1);
      expect((await list('q=ho3-55')).items.map((item: { referenceNumber: string }) => item.referenceNumber)).toContain(referenceNumber);
      expect((await list('kind=quote')).items.every((item: { kind: string }) => item.kind === 'quote')).toBe(true);
      expect((await list('q=nobodyatall')).total).toBe(0);
      expect((await list('status=completed')).total).toBe(0);

      const badSize = await call(t, 'GET', '/api/admin/submissions?pageSize=7', { cookie });
      expect(badSize.status).toBe(422);
      const backwards = await call(t, 'GET', '/api/admin/submissions?from=2026-05-02&to=2026-05-01', { cookie });
      expect(backwards.status).toBe(422);
      expect((await backwards.json()).errors).toEqual({ to: ['The end date must not be before the start date'] });
    });

    it('shows a submission with its fields and documents, moves it to In review, e-mails the person and shows the status on /dashboard', async () => {
      const staff = await enrolStaff(t.server.db, { name: 'Riley Agent' });
      const cookie = await signedInCookie(t.server.db, staff);
      const stored = await fetch(`${t.server.baseUrl}/api/policy-changes/mortgagee`, {
        method: 'POST',
        body: multipartOf(mortgageeChange()),
        headers: { 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie },
      });
      const { referenceNumber } = await stored.json();

      const detail = await (await call(t, 'GET', `/api/admin/submissions/${referenceNumber}`, { cookie })).json();
      expect(detail.title).toBe('Mortgagee Change Request');
      expect(detail.details).toEqual(expect.arrayContaining([{ label: 'Policy Number', value: 'HO3-550123' }]));
      expect(detail.documents).toEqual([expect.objectContaining({ name: 'deed.pdf', mimeType: 'application/pdf' })]);
      expect(detail.mail.map((mail: { recipient: string }) => mail.recipient)).toContain('inbox@agency.example');

      const file = await call(t, 'GET', `/api/admin/submissions/${referenceNumber}/documents/${detail.documents[0].uploadId}`, { cookie });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toContain('attachment');
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      expect((await call(t, 'GET', `/api/admin/submissions/${referenceNumber}/documents/999999`, { cookie })).status).toBe(404);
      // Asked to be shown, a PDF comes inline, under a policy that lets nothing in it run; the view is audited too.
      const shown = await call(t, 'GET', `/api/admin/submissions/${referenceNumber}/documents/${detail.documents[0].uploadId}?view=inline`, { cookie });
      expect(shown.status).toBe(200);
      expect(shown.headers.get('content-disposition')).toMatch(/^inline; filename="deed\.pdf"/);
      expect(shown.headers.get('content-type')).toBe('application/pdf');
      expect(shown.headers.get('content-security-policy')).toContain("default-src 'none'");

      const moved = await call(t, 'POST', `/api/admin/submissions/${referenceNumber}/status`, {
        body: { status: 'in_review', note: 'Checking the deed' },
        cookie,
      });
      expect(moved.status).toBe(200);
      const after = await moved.json();
      expect(after.item.status).toBe('in_review');
      expect(after.history.map((entry: { status: string }) => entry.status)).toEqual(['received', 'in_review']);
      expect(after.history[1]).toMatchObject({ note: 'Checking the deed', staffName: 'Riley Agent' });
      const told = await t.server.db('mail_outbox').where({ reference_number: referenceNumber, kind: 'status-update' }).first();
      expect(told).toMatchObject({ recipient: 'jordan.lee@example.com', subject: `Your request ${referenceNumber}: In review` });
      expect(told.text_body).not.toContain('Checking the deed');

      const again = await call(t, 'POST', `/api/admin/submissions/${referenceNumber}/status`, { body: { status: 'in_review' }, cookie });
      expect(again.status).toBe(422);
      expect((await call(t, 'POST', `/api/admin/submissions/${referenceNumber}/status`, { body: { status: 'archived' }, cookie })).status).toBe(422);

      const status = await fetch(`${t.server.baseUrl}/api/request-status`, {
        method: 'POST',
        body: JSON.stringify({ referenceNumber, email: 'jordan.lee@example.com' }),
        headers: { 'content-type': 'application/json', 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie },
      });
      expect(await status.json()).toMatchObject({
        status: 'in_review',
        statusLabel: 'In review',
        history: [expect.objectContaining({ status: 'received' }), expect.objectContaining({ status: 'in_review', statusLabel: 'In review' })],
      });

      const assigned = await call(t, 'POST', `/api/admin/submissions/${referenceNumber}/assignment`, { body: { staffId: staff.id }, cookie });
      expect((await assigned.json()).item.assignedTo).toEqual({ id: staff.id, name: 'Riley Agent' });
      expect((await call(t, 'POST', `/api/admin/submissions/${referenceNumber}/assignment`, { body: { staffId: 987654 }, cookie })).status).toBe(422);

      const actions = await t.server.db('staff_audit_log').where({ staff_id: staff.id }).pluck('action');
      expect(actions).toEqual(expect.arrayContaining(['submission_viewed', 'file_downloaded', 'file_viewed', 'status_changed', 'assigned']));

      // Unassigned: the work waiting to be taken; this one is taken now.
      const unassigned = await (await call(t, 'GET', '/api/admin/submissions?assigned=nobody&pageSize=100', { cookie })).json();
      expect(unassigned.items.every((item: { assignedTo: unknown }) => item.assignedTo === null)).toBe(true);
      expect(unassigned.items.map((item: { referenceNumber: string }) => item.referenceNumber)).not.toContain(referenceNumber);
      const mine = await (await call(t, 'GET', '/api/admin/submissions?assigned=me', { cookie })).json();
      expect(mine.items.map((item: { referenceNumber: string }) => item.referenceNumber)).toEqual([referenceNumber]);
      // Opened by this member of staff: no longer new to them; new to a colleague who has not opened it.
      expect(mine.newToYou).toEqual([]);
      const colleague = await signedInCookie(t.server.db, await enrolStaff(t.server.db, { name: 'Casey Colleague' }));
      const later = await fetch(`${t.server.baseUrl}/api/policy-changes/mortgagee`, {
        method: 'POST',
        body: multipartOf(mortgageeChange()),
        headers: { 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie },
      });
      const { referenceNumber: fresh } = await later.json();
      const colleaguesPage = await (await call(t, 'GET', `/api/admin/submissions?q=${fresh}`, { cookie: colleague })).json();
      expect(colleaguesPage.newToYou).toEqual([fresh]);
      await call(t, 'GET', `/api/admin/submissions/${fresh}`, { cookie: colleague });
      expect((await (await call(t, 'GET', `/api/admin/submissions?q=${fresh}`, { cookie: colleague })).json()).newToYou).toEqual([]);
      // Older than the member of staff: never new to them.
      expect((await (await call(t, 'GET', `/api/admin/submissions?q=${referenceNumber}`, { cookie: colleague })).json()).newToYou).toEqual([]);
      expect((await call(t, 'GET', '/api/admin/submissions?assigned=someone', { cookie })).status).toBe(422);
    });

    it('lists a signed document with its audit trail, intact, and its sealed PDF', async () => {
      const cookie = await signedInCookie(t.server.db, await enrolStaff(t.server.db));
      const signing = signingApi(t.server.baseUrl, t.csrf);
      const { token } = await documentReadyToSign(signing);
      await signing.open(token);
      await signing.consent(token);
      expect((await signing.sign(token, `${SIGNER.firstName} ${SIGNER.lastName}`)).status).toBe(200);

      const found = await (await call(t, 'GET', '/api/admin/submissions?kind=signature&q=rosa', { cookie })).json();
      expect(found.items[0]).toMatchObject({ kind: 'signature', name: 'Rosa Díaz', policyNumber: 'CIT-4455667', status: 'received' });
      const reference = found.items[0].referenceNumber;
      expect(reference).toMatch(/^SIG-[0-9A-Z]{8}$/);
      let detail = await (await call(t, 'GET', `/api/admin/submissions/${reference}`, { cookie })).json();
      expect(detail.title).toBe('Proof of Residency');
      expect(detail.signature.trailIntact).toBe(true);
      expect(detail.signature.trail.map((entry: { action: string }) => entry.action)).toEqual(['sent', 'opened', 'consented', 'signed']);
      await expect
        .poll(
          async () => {
            detail = await (await call(t, 'GET', `/api/admin/submissions/${reference}`, { cookie })).json();
            return detail.documents.map((document: { type: string }) => document.type);
          },
          { timeout: 15_000 },
        )
        .toEqual(['As sent', 'Sealed PDF']);
      // Its page lists the mail about it: the signer's copy and the agency's notice.
      expect(detail.mail.map((mail: { kind: string }) => mail.kind)).toEqual(expect.arrayContaining(['signed-document', 'signed-document-notice']));
      expect(detail.details).toEqual(
        expect.arrayContaining([{ label: 'Signed At', value: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}:\d{2} [AP]M ET$/) }]),
      );
      const sealed = detail.documents.find((document: { type: string }) => document.type === 'Sealed PDF');
      const file = await call(t, 'GET', `/api/admin/submissions/${reference}/documents/${sealed.uploadId}`, { cookie });
      expect(Buffer.from(await file.arrayBuffer()).includes(Buffer.from('/ByteRange'))).toBe(true);
    });

    it('tells a person who asked in Spanish of a status change in Spanish', async () => {
      const cookie = await signedInCookie(t.server.db, await enrolStaff(t.server.db));
      const email = `ana.${Date.now()}@example.com`;
      const sent = await fetch(`${t.server.baseUrl}/api/submit-quote`, {
        method: 'POST',
        body: JSON.stringify({ first_name: 'Ana', last_name: 'Ruiz', email, phone: '3055550101', product_type: 'Life Insurance', currently_insured: 'No' }),
        headers: { 'content-type': 'application/json', 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie, 'accept-language': 'es' },
      });
      const { referenceNumber } = (await sent.json()) as { referenceNumber: string };
      const moved = await call(t, 'POST', `/api/admin/submissions/${referenceNumber}/status`, { body: { status: 'sent_to_carrier' }, cookie });
      expect(moved.status).toBe(200);
      expect((await moved.json()).item.locale).toBe('es');
      const told = await t.server.db('mail_outbox').where({ reference_number: referenceNumber, kind: 'status-update' }).first();
      expect(told).toMatchObject({ recipient: email, subject: `Su solicitud ${referenceNumber}: Enviada a la aseguradora` });
      expect(told.text_body).toContain(`Su solicitud ${referenceNumber} (solicitud de cotización) ahora está: Enviada a la aseguradora.`);
      expect(told.text_body).toContain('¿Preguntas? Responda a este correo o llámenos al (800) 555-0142.');
    });

    it('answers 404 for an unknown reference', async () => {
      const cookie = await signedInCookie(t.server.db, await enrolStaff(t.server.db));
      expect((await call(t, 'GET', '/api/admin/submissions/MC-ZZZZZZZZ', { cookie })).status).toBe(404);
      expect((await call(t, 'POST', '/api/admin/submissions/MC-ZZZZZZZZ/status', { body: { status: 'completed' }, cookie })).status).toBe(404);
    });
  });
}
