/**
 * Customer accounts over HTTP against the real BFF (issue 24): sign-in with a single-use e-mailed link (the
 * answer the same for any address, a used or expired link refused), the session cookie's attributes, idle
 * end and sign-out, the profile, every request made with the proved address (and nobody else's), the live
 * status change on the person's private topic, and passkeys' refusals (the whole WebAuthn ceremony runs in
 * Chromium's virtual authenticator: tests/e2e/customer-account.spec.ts). Both databases run it (suite-groups.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@contracts/account';
import { translateMessage } from '@contracts/i18n/api-messages';
import { textsIn } from '@site/i18n/catalogue';
import { LIVE_EVENT_TYPES } from '@contracts/live-events';
import { FORM_SAMPLES } from '@contracts/forms/samples';
import { SAMPLE_PERSON } from '@contracts/forms/form-samples';
import { formRoute } from '@contracts/forms';
import { ACCOUNT_POLICY_MESSAGES } from '@contracts/account-policies';
import { insertPolicies } from '@bff/db/seed-policies';
import { personTopicOf } from '@bff/services/accounts/person-topic';
import { examplePolicy } from '../support/example-policy';
import { FORM_DRAFT_MESSAGES } from '@contracts/form-drafts';
import { MAINTENANCE_MESSAGE, MAINTENANCE_RETRY_AFTER_SECONDS } from '@contracts/app-state';
import { proveAddresses } from '../support/proved-addresses';
import { signedDocument, signingApi, SIGNER } from '../support/signing-flow';
import { deliveredText, type OutboxRowWithSecrets } from '../support/mail-secrets';
import { multipartOf } from '../support/policy-change-forms';
import { customerAddress, customerCall, customerCookie } from '../support/customers';
import { enrolStaff, signedInCookie } from '../support/staff';
import { csrfCredentials, RATE_LIMITS_OFF, startTestServer, testServerEncryption, type DatabaseKind, type TestServer } from '../support/test-server';
import { simpleQuote } from './support';

export function defineAccountsContractSuite(kind: DatabaseKind): void {
  let server: TestServer;
  let csrf: { token: string; cookie: string };

  beforeAll(async () => {
    server = await startTestServer(kind, { ...RATE_LIMITS_OFF, SIGN_IN_LINKS_PER_ADDRESS_PER_DAY: '3' });
    csrf = await csrfCredentials(server.baseUrl);
  });
  afterAll(async () => server?.close());

  const call = (method: string, path: string, options?: { body?: unknown; cookie?: string }) => customerCall(server.baseUrl, csrf, method, path, options);

  const signInMails = (email: string): Promise<(OutboxRowWithSecrets & { subject: string })[]> =>
    server.db('mail_outbox').where({ recipient: email, kind: 'sign-in-link' }).orderBy('id');

  /** The token of the newest sign-in link mailed to `email`, as its recipient reads it. */
  async function mailedToken(email: string): Promise<string> {
    const mails = await signInMails(email);
    const text = deliveredText(testServerEncryption(server.db)!, mails.at(-1)!);
    const token = /\/account\/sign-in#([A-Za-z0-9_-]{43})/.exec(text)?.[1];
    if (!token) throw new Error(`No sign-in link in: ${text}`);
    return token;
  }

  /** Asks for a link and follows it: the session's Cookie header. */
  async function signIn(email: string): Promise<string> {
    expect((await call('POST', '/api/account/sign-in-links', { body: { email } })).status).toBe(202);
    const answer = await call('POST', '/api/account/sign-in', { body: { token: await mailedToken(email) } });
    expect(answer.status).toBe(200);
    return answer.setCookie.split(';')[0]!;
  }

  const sendQuote = async (email: string) => {
    const response = await fetch(`${server.baseUrl}/api/submit-quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf.token, cookie: csrf.cookie },
      body: JSON.stringify(simpleQuote({ email })),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { referenceNumber: string }).referenceNumber;
  };

  const sendForm = async (email: string) => {
    const { form, sent } = FORM_SAMPLES[0]!;
    const response = await fetch(`${server.baseUrl}${formRoute(form).path}`, {
      method: 'POST',
      headers: { 'x-csrf-token': csrf.token, cookie: csrf.cookie },
      body: multipartOf(sent[0]!({ ...SAMPLE_PERSON, email })),
    });
    expect(response.status).toBe(201);
    return { form, referenceNumber: ((await response.json()) as { referenceNumber: string }).referenceNumber };
  };

  describe('signing in with an e-mailed link', () => {
    it('answers every address alike and mails a single-use link in our words', async () => {
      const stranger = customerAddress('stranger');
      const known = customerAddress('known');
      await customerCookie(server.db, known);
      const answers = [
        await call('POST', '/api/account/sign-in-links', { body: { email: stranger } }),
        await call('POST', '/api/account/sign-in-links', { body: { email: known } }),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([202, 202]);
      expect(answers[0]!.body.message).toBe(ACCOUNT_MESSAGES.linkSent(stranger));
      expect(answers[1]!.body.message).toBe(ACCOUNT_MESSAGES.linkSent(known));
      const [mail] = await signInMails(stranger);
      expect(mail!.text_body).not.toMatch(/#[A-Za-z0-9_-]{43}/); // the link is sealed in the outbox
      expect(deliveredText(testServerEncryption(server.db)!, mail!)).toContain('The link works once');
    });

    it('asked for from a Spanish page, answers and mails in Spanish', async () => {
      const email = customerAddress('espanol');
      const answer = await fetch(`${server.baseUrl}/api/account/sign-in-links`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf.token, cookie: csrf.cookie, 'accept-language': 'es' },
        body: JSON.stringify({ email }),
      });
      expect(answer.status).toBe(202);
      expect(((await answer.json()) as { message: string }).message).toMatch(
        new RegExp(`^Si ${email.replace(/[.+]/g, '\\$&')} es suya, le enviamos un enlace`),
      );
      const [mail] = await signInMails(email);
      expect(mail!.subject).toBe('Su enlace para iniciar sesión en Keystone Insurance Agency');
      const text = deliveredText(testServerEncryption(server.db)!, mail!);
      expect(text).toMatch(/El enlace funciona una sola vez, hasta el \d{1,2} de [a-z]+ de \d{4} a las .+ \(hora del Este\), en cualquier dispositivo\./);
      expect(text).toMatch(/\/account\/sign-in#[A-Za-z0-9_-]{43}/);
    });

    it('sends an address at most its links of the day, and says the same past them', async () => {
      const email = customerAddress('flood');
      for (let i = 0; i < 5; i += 1) expect((await call('POST', '/api/account/sign-in-links', { body: { email } })).status).toBe(202);
      expect(await signInMails(email)).toHaveLength(3);
    });

    it('refuses a malformed address with the field named', async () => {
      const answer = await call('POST', '/api/account/sign-in-links', { body: { email: 'not-an-address' } });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ email: ['Please enter a valid email address'] });
    });

    it('starts a session with an HttpOnly, SameSite=Lax cookie, proves the address, and works once', async () => {
      const email = customerAddress('once');
      await call('POST', '/api/account/sign-in-links', { body: { email } });
      const token = await mailedToken(email);
      const first = await call('POST', '/api/account/sign-in', { body: { token } });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ email, firstName: '', lastName: '', signedInWith: 'sign-in-link' });
      expect(first.setCookie).toMatch(/^account_session=[A-Za-z0-9_-]{43};/);
      expect(first.setCookie).toMatch(/HttpOnly/i);
      expect(first.setCookie).toMatch(/SameSite=Lax/i);
      expect(await server.db('proved_addresses').where({ address: email }).first()).toMatchObject({ method: 'sign-in-link' });
      const again = await call('POST', '/api/account/sign-in', { body: { token } });
      expect(again.status).toBe(410);
      expect(again.body.message).toBe(ACCOUNT_MESSAGES.linkInvalid);
    });

    it('refuses an expired link and a made-up one', async () => {
      const email = customerAddress('late');
      await call('POST', '/api/account/sign-in-links', { body: { email } });
      const token = await mailedToken(email);
      await server
        .db('customer_sign_in_links')
        .where({ email })
        .update({ expires_at: new Date(Date.now() - 1000) });
      expect((await call('POST', '/api/account/sign-in', { body: { token } })).status).toBe(410);
      expect((await call('POST', '/api/account/sign-in', { body: { token: 'A'.repeat(43) } })).status).toBe(410);
      expect((await call('POST', '/api/account/sign-in', { body: { token: 'short' } })).status).toBe(422);
    });

    it('gives a new session id at each sign-in and ends the one the browser had', async () => {
      const email = customerAddress('rotate');
      const before = await signIn(email);
      await call('POST', '/api/account/sign-in-links', { body: { email } });
      const answer = await call('POST', '/api/account/sign-in', { body: { token: await mailedToken(email) }, cookie: before });
      const after = answer.setCookie.split(';')[0]!;
      expect(after).not.toBe(before);
      expect((await call('GET', '/api/account', { cookie: before })).status).toBe(401);
      expect((await call('GET', '/api/account', { cookie: after })).status).toBe(200);
    });
  });

  describe('the session', () => {
    it('is 401 without a cookie, with a made-up one, once idle, and after sign-out', async () => {
      expect((await call('GET', '/api/account')).status).toBe(401);
      expect((await call('GET', '/api/account', { cookie: `account_session=${'B'.repeat(43)}` })).status).toBe(401);
      const idle = await signIn(customerAddress('idle'));
      await server
        .db('customer_sessions')
        .update({ last_seen_at: new Date(Date.now() - 31 * 60_000) })
        .where('created_at', '>', new Date(Date.now() - 60_000));
      expect((await call('GET', '/api/account', { cookie: idle })).status).toBe(401);
      const cookie = await signIn(customerAddress('leaving'));
      expect((await call('GET', '/api/account', { cookie })).status).toBe(200);
      const out = await call('POST', '/api/account/sign-out', { cookie });
      expect(out.status).toBe(204);
      expect(out.setCookie).toMatch(/account_session=;/);
      expect((await call('GET', '/api/account', { cookie })).status).toBe(401);
    });
  });

  describe('the profile', () => {
    it('keeps a name and phone, refuses bad ones naming the field, and needs a session', async () => {
      const cookie = await customerCookie(server.db);
      const saved = await call('PUT', '/api/account/profile', { cookie, body: { firstName: 'José', lastName: "O'Brien", phone: '(555) 123-4567' } });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ firstName: 'José', lastName: "O'Brien", phone: '(555) 123-4567' });
      expect((await call('GET', '/api/account', { cookie })).body).toMatchObject({ firstName: 'José' });
      const bad = await call('PUT', '/api/account/profile', { cookie, body: { firstName: '<b>', lastName: 'Lee', phone: '12' } });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({ firstName: [ACCOUNT_MESSAGES.firstName], phone: [ACCOUNT_MESSAGES.phone] });
      expect((await call('GET', '/api/account', { cookie })).body).toMatchObject({ firstName: 'José', lastName: "O'Brien" });
      expect((await call('PUT', '/api/account/profile', { body: { firstName: 'Eve' } })).status).toBe(401);
    });
  });

  describe('my requests', () => {
    it('lists every request made with the proved address, before the account existed, newest first, and nobody else’s', async () => {
      const email = customerAddress('history');
      const quote = await sendQuote(email);
      const { form, referenceNumber } = await sendForm(email.toUpperCase());
      const othersQuote = await sendQuote(customerAddress('other'));
      const cookie = await signIn(email);
      const answer = await call('GET', '/api/account/requests', { cookie });
      expect(answer.status).toBe(200);
      const requests = answer.body.requests as {
        referenceNumber: string;
        title: string;
        kindLabel: string;
        statusLabel: string;
        history: unknown[];
        details: unknown[];
      }[];
      expect(requests.map((request) => request.referenceNumber)).toEqual([referenceNumber, quote]);
      expect(requests[0]).toMatchObject({ title: form.title, statusLabel: 'Received', history: [expect.objectContaining({ statusLabel: 'Received' })] });
      expect(requests[0]!.details.length).toBeGreaterThan(0);
      expect(requests.some((request) => request.referenceNumber === othersQuote)).toBe(false);
      expect((await call('GET', `/api/account/requests/${referenceNumber.toLowerCase()}`, { cookie })).status).toBe(200);
      const others = await call('GET', `/api/account/requests/${othersQuote}`, { cookie });
      const unknown = await call('GET', '/api/account/requests/QR-00000000', { cookie });
      expect([others.status, unknown.status]).toEqual([404, 404]);
      expect(others.body.message).toBe(unknown.body.message);
      expect((await call('GET', '/api/account/requests')).status).toBe(401);
    });

    it('asked from a Spanish page, says what was asked in Spanish (never a date as 11/30), its kind and statuses by their English names', async () => {
      const email = customerAddress('solicitudes');
      const { referenceNumber } = await sendForm(email);
      const cookie = await customerCookie(server.db, email);
      type Listed = { referenceNumber: string; title: string; kindLabel: string; statusLabel: string; details: { label: string; value: string }[] };
      const read = async (path: string, language: string) => {
        const response = await fetch(`${server.baseUrl}${path}`, { headers: { cookie, 'accept-language': language } });
        expect(response.status).toBe(200);
        return (await response.json()) as Listed & { requests: Listed[] };
      };
      const [english] = (await read('/api/account/requests', 'en')).requests;
      const [spanish] = (await read('/api/account/requests', 'es')).requests;
      expect(spanish).toMatchObject({ referenceNumber, title: english!.title, kindLabel: english!.kindLabel, statusLabel: 'Received' });
      const texts = textsIn('es');
      expect(spanish!.details.map((detail) => detail.label)).toEqual(english!.details.map((detail) => translateMessage(detail.label, texts)));
      expect(spanish!.details.map((detail) => detail.label)).not.toEqual(english!.details.map((detail) => detail.label));
      expect(spanish!.details.filter((detail) => /\d{1,2}\/\d{1,2}\/\d{4}/.test(detail.value))).toEqual([]);
      expect((await read(`/api/account/requests/${referenceNumber}`, 'es')).details).toEqual(spanish!.details);
    });

    it("tells the person's private topic when staff move a request, and opens it for them only", async () => {
      const email = customerAddress('live');
      const referenceNumber = await sendQuote(email);
      const cookie = await signIn(email);
      const subscription = await call('POST', '/api/account/events', { cookie });
      expect(subscription.status).toBe(201);
      const url = new URL(String(subscription.body.url), server.baseUrl);
      expect(url.searchParams.get('topic')).toBe(personTopicOf(email));
      expect(url.searchParams.get('topic')).not.toContain(email.split('@')[0]);
      const staff = await enrolStaff(server.db);
      const moved = await fetch(`${server.baseUrl}/api/admin/submissions/${referenceNumber}/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf.token, cookie: `${csrf.cookie}; ${await signedInCookie(server.db, staff)}` },
        body: JSON.stringify({ status: 'in_review', note: 'Calling the carrier' }),
      });
      expect(moved.status).toBe(200);
      const stream = await fetch(url);
      const reader = stream.body!.getReader();
      let text = '';
      while (!text.includes('data: {')) text += new TextDecoder().decode((await reader.read()).value);
      await reader.cancel();
      expect(text).toContain(`event: ${LIVE_EVENT_TYPES.requestStatusChanged}`);
      expect(text).toContain(`"referenceNumber":"${referenceNumber}"`);
      expect(text).toContain('"statusLabel":"In review"');
      expect(text).not.toContain('Calling the carrier');
      const [request] = (await call('GET', '/api/account/requests', { cookie })).body.requests as { statusLabel: string; history: unknown[] }[];
      expect(request).toMatchObject({ statusLabel: 'In review' });
      expect(request!.history).toHaveLength(2);
      // Another person's token does not open this topic.
      const other = await call('POST', '/api/account/events', { cookie: await customerCookie(server.db) });
      const otherToken = new URL(String(other.body.url), server.baseUrl).searchParams.get('token')!;
      const refused = await fetch(`${server.baseUrl}/api/events?topic=${encodeURIComponent(personTopicOf(email))}&token=${encodeURIComponent(otherToken)}`);
      expect(refused.status).toBe(401);
    });

    it('lists a document the person signed, with its sealed PDF for them to download, and for nobody else', async () => {
      const signer = { ...SIGNER, email: customerAddress('signer') };
      const { documentId } = await signedDocument(signingApi(server.baseUrl, csrf), signer);
      await expect
        .poll(async () => (await server.db('signing_documents').where({ document_id: documentId }).first()).status, { timeout: 20_000, interval: 50 })
        .toBe('sealed');
      const { reference_number: reference } = await server.db('signing_documents').where({ document_id: documentId }).first();
      const cookie = await customerCookie(server.db, signer.email);
      const [request] = (await call('GET', '/api/account/requests', { cookie })).body.requests as {
        referenceNumber: string;
        kindLabel: string;
        signedDocumentUrl: string;
      }[];
      expect(request).toMatchObject({
        referenceNumber: reference,
        kindLabel: 'Signed document',
        signedDocumentUrl: `/api/account/requests/${reference}/signed-document`,
      });
      const pdf = await fetch(`${server.baseUrl}${request!.signedDocumentUrl}`, { headers: { cookie } });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      const stranger = await fetch(`${server.baseUrl}${request!.signedDocumentUrl}`, { headers: { cookie: await customerCookie(server.db) } });
      expect(stranger.status).toBe(404);
    });

    it("refuses the sealed PDF of anyone else's reference, as an unknown one", async () => {
      const cookie = await customerCookie(server.db);
      const answer = await fetch(`${server.baseUrl}/api/account/requests/SIG-00000000/signed-document`, { headers: { cookie } });
      expect(answer.status).toBe(404);
      expect((await fetch(`${server.baseUrl}/api/account/requests/SIG-00000000/signed-document`)).status).toBe(401);
    });
  });

  describe('my policies', () => {
    const digits = () => String(Math.floor(10_000_000 + Math.random() * 89_999_999));

    it('links a policy proved by number and last name, shows it in full with its carrier, and keeps it from everyone else', async () => {
      const number = `HO${digits()}`;
      await insertPolicies(server.db, [examplePolicy({ policy_number: number, last_name: 'Quill', writing_company_name: 'Travelers' })]);
      const cookie = await customerCookie(server.db);
      expect((await call('POST', '/api/account/policies', { cookie, body: { policyNumber: number, lastName: 'Wrong' } })).body.message).toBe(
        ACCOUNT_POLICY_MESSAGES.notFound,
      );
      const linked = await call('POST', '/api/account/policies', { cookie, body: { policyNumber: number.toLowerCase(), lastName: 'quill' } });
      expect(linked.status).toBe(200);
      const [policy] = linked.body.policies as {
        id: number;
        policyNumber: string;
        numberShown: boolean;
        carrier: { name: string; paymentUrl: string } | null;
      }[];
      expect(policy).toMatchObject({ policyNumber: number, numberShown: true, policyType: 'Home', status: 'Active', effectiveDate: '2026-02-14' });
      expect(policy!.carrier?.name).toBe('Travelers');
      expect((await call('GET', '/api/account/policies', { cookie })).body.policies).toHaveLength(1);

      const stranger = await customerCookie(server.db);
      expect((await call('GET', '/api/account/policies', { cookie: stranger })).body.policies).toEqual([]);
      expect((await call('DELETE', `/api/account/policies/${policy!.id}`, { cookie: stranger })).status).toBe(404);
      expect((await call('GET', '/api/account/policies')).status).toBe(401);
      expect((await call('POST', '/api/account/policies', { body: { policyNumber: number, lastName: 'Quill' } })).status).toBe(401);

      // Staff see whom it is linked to.
      const staff = await enrolStaff(server.db);
      const search = await fetch(`${server.baseUrl}/api/admin/policies/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf.token, cookie: `${csrf.cookie}; ${await signedInCookie(server.db, staff)}` },
        body: JSON.stringify({ policyNumber: number }),
      });
      const { items } = (await search.json()) as { items: { linkedTo: string[] }[] };
      const { email } = await server
        .db('customer_accounts')
        .where({ id: (await server.db('customer_policies').where({ policy_id: policy!.id }).first()).account_id })
        .first();
      expect(items[0]!.linkedTo).toEqual([email]);

      expect((await call('DELETE', `/api/account/policies/${policy!.id}`, { cookie })).status).toBe(204);
      expect((await call('GET', '/api/account/policies', { cookie })).body.policies).toEqual([]);
    });

    it('masks the number of a policy proved by name and ZIP, as the search does, and refuses bad input naming the field', async () => {
      const number = `AU${digits()}`;
      await insertPolicies(server.db, [
        examplePolicy({
          policy_number: number,
          first_name: 'Oona',
          last_name: `Vale${digits().replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`,
          zip: '33602',
          policy_type: 'Auto',
        }),
      ]);
      const { last_name: lastName } = await server.db('policies').where({ policy_number: number }).first();
      const cookie = await customerCookie(server.db);
      const linked = await call('POST', '/api/account/policies', { cookie, body: { customerName: `Oona ${lastName}`, zip: '33602' } });
      expect(linked.status).toBe(200);
      expect(linked.body.policies).toEqual([expect.objectContaining({ numberShown: false, policyNumber: `••••${number.slice(-4)}` })]);
      const bad = await call('POST', '/api/account/policies', { cookie, body: { customerName: 'Oona', zip: 'abc' } });
      expect(bad.status).toBe(422);
    });
  });

  describe('finishing a form on another device', () => {
    const draft = { formData: { contactInfo: { firstName: 'Ada', note: 'Kept words 12345' } }, currentStep: 2, completedSteps: [1] };
    const keep = (email: string, overrides: Record<string, unknown> = {}) =>
      call('POST', '/api/form-drafts', {
        body: { email, formPath: '/customerservice/policy-changes/home', formId: 'home-policy-change', portalType: 'customer', draft, ...overrides },
      });
    const finishToken = async (email: string) => {
      const [mail] = await server.db('mail_outbox').where({ recipient: email, kind: 'finish-later' });
      return /\/finish-form#([A-Za-z0-9_-]{43})/.exec(deliveredText(testServerEncryption(server.db)!, mail))![1]!;
    };

    it('keeps the answers sealed, mails the link to a proved address, and opens it once', async () => {
      const email = customerAddress('later');
      await proveAddresses(server.db, email);
      const kept = await keep(email);
      expect(kept.status).toBe(202);
      expect(kept.body.message).toBe(FORM_DRAFT_MESSAGES.sent(email));
      const [row] = await server.db('form_drafts').where({ email });
      expect(row.sealed_draft).not.toContain('Kept words');
      const token = await finishToken(email);
      const opened = await call('POST', '/api/form-drafts/open', { body: { token } });
      expect(opened.status).toBe(200);
      expect(opened.body).toEqual({ formPath: '/customerservice/policy-changes/home', formId: 'home-policy-change', portalType: 'customer', draft });
      expect(await server.db('form_drafts').where({ email })).toEqual([]);
      expect((await call('POST', '/api/form-drafts/open', { body: { token } })).status).toBe(410);
    });

    it('holds the link for an address nobody has proved, asking its owner first; an expired link is refused', async () => {
      const email = customerAddress('unproved');
      expect((await keep(email)).status).toBe(202);
      expect(await server.db('mail_outbox').where({ recipient: email }).orderBy('id').select('kind', 'status')).toEqual([
        { kind: 'finish-later', status: 'held' },
        { kind: 'address-proof', status: 'pending' },
      ]);
      await proveAddresses(server.db, email);
      const token = await finishToken(email);
      await server
        .db('form_drafts')
        .where({ email })
        .update({ expires_at: new Date(Date.now() - 1000) });
      const late = await call('POST', '/api/form-drafts/open', { body: { token } });
      expect(late.status).toBe(410);
      expect(late.body.message).toBe(FORM_DRAFT_MESSAGES.linkInvalid);
    });

    it('refuses a page that is no form, answers too long to be a form, and a made-up token', async () => {
      const email = customerAddress('bad');
      const elsewhere = await keep(email, { formPath: 'https://evil.example/phish' });
      expect(elsewhere.status).toBe(422);
      expect(elsewhere.body.errors).toEqual({ formPath: [FORM_DRAFT_MESSAGES.formUnknown] });
      // Past the API's JSON limit before the draft's own (64,000 characters).
      const huge = await keep(email, { draft: { ...draft, formData: { note: 'x'.repeat(70_000) } } });
      expect(huge.status).toBe(413);
      expect(await server.db('form_drafts').where({ email })).toEqual([]);
      expect((await call('POST', '/api/form-drafts/open', { body: { token: 'C'.repeat(43) } })).status).toBe(410);
    });
  });

  describe('app state and maintenance mode', () => {
    it('an administrator turns it on: every write but the back office answers 503 with Retry-After, until it is off', async () => {
      const staffCall = async (role: 'admin' | 'agent', maintenance: boolean) =>
        fetch(`${server.baseUrl}/api/admin/app-state/maintenance`, {
          method: 'PUT',
          headers: {
            'content-type': 'application/json',
            'x-csrf-token': csrf.token,
            cookie: `${csrf.cookie}; ${await signedInCookie(server.db, await enrolStaff(server.db, { role }))}`,
          },
          body: JSON.stringify({ maintenance }),
        });
      expect((await call('GET', '/api/app-state')).body).toEqual({ version: '1.0.0', appName: 'Keystone Insurance Agency', maintenance: false });
      expect((await staffCall('agent', true)).status).toBe(403);
      const on = await staffCall('admin', true);
      expect(on.status).toBe(200);
      expect(await on.json()).toMatchObject({ maintenance: true });
      try {
        expect((await call('GET', '/api/app-state')).body).toMatchObject({ maintenance: true });
        const refused = await fetch(`${server.baseUrl}/api/submit-quote`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': csrf.token, cookie: csrf.cookie },
          body: JSON.stringify(simpleQuote()),
        });
        expect(refused.status).toBe(503);
        expect(refused.headers.get('retry-after')).toBe(String(MAINTENANCE_RETRY_AFTER_SECONDS));
        expect(((await refused.json()) as { message: string }).message).toBe(MAINTENANCE_MESSAGE);
        expect((await call('POST', '/api/account/sign-in-links', { body: { email: customerAddress() } })).status).toBe(503);
        // Reads go on.
        expect((await call('GET', '/api/carriers')).status).toBe(200);
        expect(await server.db('staff_audit_log').where({ action: 'maintenance_on' })).toHaveLength(1);
      } finally {
        expect((await staffCall('admin', false)).status).toBe(200);
      }
      expect((await call('POST', '/api/account/sign-in-links', { body: { email: customerAddress() } })).status).toBe(202);
    });
  });

  describe('passkeys', () => {
    it('offers options to a signed-in person only, with a challenge that is kept', async () => {
      expect((await call('POST', '/api/account/passkeys/options')).status).toBe(401);
      const cookie = await customerCookie(server.db);
      const options = await call('POST', '/api/account/passkeys/options', { cookie });
      expect(options.status).toBe(200);
      expect(options.body).toMatchObject({ rp: { id: new URL(server.deps.config.siteOrigin).hostname }, authenticatorSelection: { residentKey: 'required' } });
      expect(await server.db('customer_passkey_challenges').where({ challenge: options.body.challenge }).first()).toMatchObject({ purpose: 'registration' });
    });

    it('refuses a made-up credential, to add or to sign in, and another person’s passkey to remove', async () => {
      const cookie = await customerCookie(server.db);
      const added = await call('POST', '/api/account/passkeys', { cookie, body: { name: 'Laptop', response: { id: 'abc', response: {} } } });
      expect(added.status).toBe(422);
      expect(added.body.message).toBe(ACCOUNT_MESSAGES.passkeyNotAdded);
      expect((await call('POST', '/api/account/passkeys', { cookie, body: { name: ' ', response: {} } })).body.errors).toEqual({
        name: [ACCOUNT_MESSAGES.passkeyNameRequired],
      });
      expect((await call('POST', '/api/account/passkey-sign-in/options')).status).toBe(200);
      const signIn = await call('POST', '/api/account/passkey-sign-in', { body: { response: { id: 'abc', rawId: 'abc', type: 'public-key', response: {} } } });
      expect(signIn.status).toBe(401);
      expect(signIn.setCookie).toBe('');
      const owner = await customerCookie(server.db, customerAddress('owner'));
      const { id: ownerId } = await server.db('customer_accounts').orderBy('id', 'desc').first('id');
      const [inserted] = await server
        .db('customer_passkeys')
        .insert({ account_id: ownerId, credential_id: `cred-${Date.now()}`, public_key: 'AA', name: 'Phone', created_at: new Date() })
        .returning('id');
      const passkeyId = typeof inserted === 'object' ? (inserted as { id: number }).id : Number(inserted);
      expect((await call('DELETE', `/api/account/passkeys/${passkeyId}`, { cookie })).status).toBe(404);
      expect((await call('GET', '/api/account/passkeys', { cookie: owner })).body.passkeys).toHaveLength(1);
      expect((await call('DELETE', `/api/account/passkeys/${passkeyId}`, { cookie: owner })).status).toBe(204);
      expect((await call('GET', '/api/account/passkeys', { cookie: owner })).body.passkeys).toHaveLength(0);
    });
  });
}
