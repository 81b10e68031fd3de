/**
 * Issue 25 over HTTP on a real database: the agency's offers on a quote request (prepared, sent, compared,
 * chosen once, expired ones shown but never chosen) and the conversation on every request (either side writes,
 * the other reads it as unread; documents by content; mail in our words only; nothing of anyone else's; per-person
 * limits). Both databases (suite-groups.ts, group `accounts`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_WORDS } from '@contracts/quote-offers';
import { REQUEST_MESSAGE_WORDS } from '@contracts/request-messages';
import { customerAddress, customerCall, customerCookie } from '../support/customers';
import { PNG_BYTES, pdfBytes, TEXT_BYTES } from '../support/document-fixtures';
import { CONTACT_INFO, mortgageeChange, multipartOf } from '../support/policy-change-forms';
import { enrolStaff, signedInCookie, type TestStaff } from '../support/staff';
import { csrfCredentials, RATE_LIMITS_OFF, startTestServer, type DatabaseKind, type TestServer } from '../support/test-server';
import { rowCount, simpleQuote } from './support';

const MESSAGES_PER_HOUR = 4;

type Offer = { id: number; carrierName: string; expired: boolean; documentUrl: string | null; sentAt: string | null; premiumCents: number };
type Message = { id: number; author: string; authorName: string; body: string; unread: boolean; document: { url: string; name: string } | null };

const offerFields = (overrides: Record<string, string> = {}) => ({
  carrierId: '1',
  premium: '1,240.50',
  premiumPeriod: 'year',
  termMonths: '12',
  deductible: '1,000',
  'coverages[0][name]': 'Dwelling',
  'coverages[0][limit]': '$350,000',
  'coverages[1][name]': 'Personal liability',
  'coverages[1][limit]': '$300,000',
  note: 'Includes water backup.',
  validUntil: '2099-12-31',
  ...overrides,
});

const formOf = (fields: Record<string, string>, file?: { field: string; bytes: Buffer; name: string; type: string }) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
};

export function defineOffersAndMessagesContractSuite(kind: DatabaseKind): void {
  let server: TestServer;
  let csrf: { token: string; cookie: string };
  let agent: TestStaff;

  beforeAll(async () => {
    server = await startTestServer(kind, { ...RATE_LIMITS_OFF, MESSAGES_PER_PERSON_PER_HOUR: String(MESSAGES_PER_HOUR) });
    csrf = await csrfCredentials(server.baseUrl);
    agent = await enrolStaff(server.db, { role: 'agent', name: 'Sam Rivera' });
  });
  afterAll(async () => server?.close());

  const call = (method: string, path: string, options?: { body?: unknown; cookie?: string }) => customerCall(server.baseUrl, csrf, method, path, options);
  const staffCall = async (method: string, path: string, body?: unknown) =>
    customerCall(server.baseUrl, csrf, method, path, { body, cookie: await signedInCookie(server.db, agent) });
  /** A multipart POST as the browser sends it, by the agent (staff) or a person (their cookie). */
  const postForm = async (path: string, form: FormData, cookie: string) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      body: form,
      headers: { 'x-csrf-token': csrf.token, cookie: `${csrf.cookie}; ${cookie}` },
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
  };
  const asAgent = async () => signedInCookie(server.db, agent);

  async function customer(name = 'pat') {
    const email = customerAddress(name);
    return { email, cookie: await customerCookie(server.db, email) };
  }

  const publicQuote = async (email: string, language = 'en') => {
    const response = await fetch(`${server.baseUrl}/api/submit-quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf.token, cookie: csrf.cookie, 'accept-language': language },
      body: JSON.stringify(simpleQuote({ email, product_type: 'Home Insurance', property_address: '8 Bay St, Tampa, FL 33602' })),
    });
    return ((await response.json()) as { referenceNumber: string }).referenceNumber;
  };

  const changeRequest = async (email: string) => {
    const response = await fetch(`${server.baseUrl}/api/policy-changes/mortgagee`, {
      method: 'POST',
      body: multipartOf(mortgageeChange({ contactInfo: { ...CONTACT_INFO, email } })),
      headers: { 'x-csrf-token': csrf.token, cookie: csrf.cookie },
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { referenceNumber: string }).referenceNumber;
  };

  const auditActions = async (target: string) => (await server.db('staff_audit_log').where({ target }).orderBy('id').select('action')).map((row) => row.action);

  describe('offers on a quote request', () => {
    it('are prepared unseen, sent with a mail that names no price, compared by the person with their PDF, and chosen once', async () => {
      const person = await customer('robin');
      const reference = await publicQuote(person.email);
      const first = await postForm(
        `/api/admin/submissions/${reference}/offers`,
        formOf(offerFields(), { field: 'document', bytes: pdfBytes('Carrier quote'), name: 'carrier-quote.pdf', type: 'application/pdf' }),
        await asAgent(),
      );
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      const second = await postForm(
        `/api/admin/submissions/${reference}/offers`,
        formOf(offerFields({ carrierId: '2', premium: '98.20', premiumPeriod: 'month', deductible: '2500' })),
        await asAgent(),
      );
      expect(second.status).toBe(201);
      const prepared = (second.body.offers as Offer[]).map((offer) => offer.sentAt);
      expect(prepared).toEqual([null, null]);
      // Not yet sent: the person sees none.
      expect((await call('GET', `/api/quotes/${reference}`, { cookie: person.cookie })).body.offers).toEqual([]);

      const sent = await staffCall('POST', `/api/admin/submissions/${reference}/offers/send`);
      expect(sent.status).toBe(200);
      const mail = await server.db('mail_outbox').where({ reference_number: reference, kind: 'quote-offers' }).first();
      expect(mail).toMatchObject({ recipient: person.email, subject: OFFER_WORDS.mailSubject(reference) });
      expect(mail.text_body).toContain('/account/quotes');
      expect(mail.text_body).not.toMatch(/\$|1,240|98\.20/);
      expect((await staffCall('POST', `/api/admin/submissions/${reference}/offers/send`)).body.message).toBe(OFFER_WORDS.nothingToSend);

      const quote = await call('GET', `/api/quotes/${reference}`, { cookie: person.cookie });
      const offers = quote.body.offers as Offer[];
      expect(offers).toHaveLength(2);
      expect(offers[0]).toMatchObject({ premiumCents: 124_050, expired: false, documentUrl: `/api/quotes/${reference}/offers/${offers[0]!.id}/document` });
      expect(offers[1]).toMatchObject({ premiumCents: 9_820, documentUrl: null });
      const pdf = await fetch(`${server.baseUrl}${offers[0]!.documentUrl}`, { headers: { cookie: person.cookie } });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      // Not another person's, and not without signing in.
      const stranger = await customer('stranger');
      expect((await fetch(`${server.baseUrl}${offers[0]!.documentUrl}`, { headers: { cookie: stranger.cookie } })).status).toBe(404);
      expect((await fetch(`${server.baseUrl}${offers[0]!.documentUrl}`)).status).toBe(401);
      expect((await call('POST', `/api/quotes/${reference}/choice`, { cookie: stranger.cookie, body: { offerId: offers[0]!.id } })).status).toBe(404);

      const unreadBefore = (await staffCall('GET', '/api/admin/messages/unread')).body.requests as number;
      const chosen = await call('POST', `/api/quotes/${reference}/choice`, {
        cookie: person.cookie,
        body: { offerId: offers[1]!.id, callbackWindow: 'morning' },
      });
      expect(chosen.status).toBe(200);
      expect(chosen.body.choice).toMatchObject({ offerId: offers[1]!.id, callbackWindow: 'morning' });
      const again = await call('POST', `/api/quotes/${reference}/choice`, { cookie: person.cookie, body: { offerId: offers[0]!.id } });
      expect(again).toMatchObject({ status: 409, body: { message: OFFER_WORDS.alreadyChosen } });

      // The agency sees the choice: on the request's page, and as an unread message in the inbox.
      const detail = await staffCall('GET', `/api/admin/submissions/${reference}`);
      expect(detail.body.offerChoice).toMatchObject({ offerId: offers[1]!.id, callbackWindow: 'morning' });
      expect((detail.body.item as { unreadMessages: number }).unreadMessages).toBe(1);
      const thread = await staffCall('GET', `/api/admin/submissions/${reference}/messages`);
      expect((thread.body.messages as Message[])[0]).toMatchObject({ author: 'person', unread: true, body: expect.stringContaining('$98.20 a month') });
      expect((await staffCall('GET', '/api/admin/messages/unread')).body.requests).toBe(unreadBefore + 1);
      const inbox = await staffCall('GET', '/api/admin/submissions?messages=unread&pageSize=100');
      expect((inbox.body.items as { referenceNumber: string }[]).map((item) => item.referenceNumber)).toContain(reference);

      expect(await auditActions(reference)).toEqual(expect.arrayContaining(['offer_added', 'offer_added', 'offers_sent', 'offer_chosen', 'message_received']));
    });

    it('shows an offer past its date as expired and refuses to choose it', async () => {
      const person = await customer('lee');
      const reference = await publicQuote(person.email);
      expect((await postForm(`/api/admin/submissions/${reference}/offers`, formOf(offerFields()), await asAgent())).status).toBe(201);
      expect((await staffCall('POST', `/api/admin/submissions/${reference}/offers/send`)).status).toBe(200);
      // Time passes: the offer's date is now behind us.
      const submission = await server.db('submissions').where({ reference_number: reference }).first('id');
      await server.db('quote_offers').where({ submission_id: submission.id }).update({ valid_until: '2020-01-31' });
      const [offer] = (await call('GET', `/api/quotes/${reference}`, { cookie: person.cookie })).body.offers as Offer[];
      expect(offer).toMatchObject({ expired: true });
      const refused = await call('POST', `/api/quotes/${reference}/choice`, { cookie: person.cookie, body: { offerId: offer!.id } });
      expect(refused).toMatchObject({ status: 409, body: { message: OFFER_WORDS.expired } });
      expect(await server.db('quote_offer_choices').where({ submission_id: submission.id }).first()).toBeUndefined();
    });

    it('refuses bad offers with a message at the field, and stores nothing', async () => {
      const person = await customer('kim');
      const reference = await publicQuote(person.email);
      const change = await changeRequest(person.email);
      const before = await rowCount(server.db, 'quote_offers');
      const uploadsBefore = await rowCount(server.db, 'uploads');
      const add = async (fields: Record<string, string>, file?: Parameters<typeof formOf>[1]) =>
        postForm(`/api/admin/submissions/${reference}/offers`, formOf(fields, file), await asAgent());

      const bad = await add({ ...offerFields({ premium: 'a lot', validUntil: '2020-01-01', termMonths: '99' }), 'coverages[0][limit]': '' });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toMatchObject({
        premium: [OFFER_WORDS.premium],
        validUntil: [OFFER_WORDS.validUntil],
        termMonths: [OFFER_WORDS.termMonths],
        'coverages.0.limit': [OFFER_WORDS.coverageLimit],
      });
      expect((await add(offerFields({ carrierId: '99999' }))).body.errors).toEqual({ carrierId: [OFFER_WORDS.carrier] });
      const picture = await add(offerFields(), { field: 'document', bytes: PNG_BYTES, name: 'quote.pdf', type: 'application/pdf' });
      expect(picture).toMatchObject({ status: 422, body: { errors: { document: [OFFER_WORDS.documentNotPdf] } } });
      // Offers belong on quote requests only.
      expect((await postForm(`/api/admin/submissions/${change}/offers`, formOf(offerFields()), await asAgent())).body.message).toBe(OFFER_WORDS.notAQuote);
      expect(await rowCount(server.db, 'quote_offers')).toBe(before);
      expect(await rowCount(server.db, 'uploads')).toBe(uploadsBefore);
    });
  });

  describe('in the language the request was made in', () => {
    it('mails a Spanish quote request’s message and offers notices in Spanish', async () => {
      const person = await customer('lucia');
      const reference = await publicQuote(person.email, 'es');
      const written = await postForm(`/api/admin/submissions/${reference}/messages`, formOf({ body: '¿Nos envía la carta del banco?' }), await asAgent());
      expect(written.status, JSON.stringify(written.body)).toBe(201);
      const message = await server.db('mail_outbox').where({ reference_number: reference, kind: 'request-message' }).first();
      expect(message).toMatchObject({ recipient: person.email, subject: `Tiene un mensaje nuevo sobre su solicitud ${reference}` });
      expect(message.text_body).toContain('Para leerlo y responder, inicie sesión en su cuenta');
      expect(message.text_body).not.toContain('carta del banco');

      expect((await postForm(`/api/admin/submissions/${reference}/offers`, formOf(offerFields()), await asAgent())).status).toBe(201);
      expect((await staffCall('POST', `/api/admin/submissions/${reference}/offers/send`)).status).toBe(200);
      const offers = await server.db('mail_outbox').where({ reference_number: reference, kind: 'quote-offers' }).first();
      expect(offers).toMatchObject({ recipient: person.email, subject: `Sus cotizaciones están listas: solicitud ${reference}` });
    });
  });

  describe('messages on every request', () => {
    it('carries a conversation between the agency and the person, each side’s new messages unread to the other', async () => {
      const person = await customer('jordan');
      const reference = await changeRequest(person.email);

      const written = await postForm(`/api/admin/submissions/${reference}/messages`, formOf({ body: 'Could you send the lender’s letter?' }), await asAgent());
      expect(written.status, JSON.stringify(written.body)).toBe(201);
      const mail = await server.db('mail_outbox').where({ reference_number: reference, kind: 'request-message' }).first();
      expect(mail).toMatchObject({ recipient: person.email, subject: REQUEST_MESSAGE_WORDS.mailSubject(reference) });
      expect(mail.text_body).not.toContain('lender’s letter');
      expect(await server.db('live_events').where({ type: 'RequestMessageAdded' }).where('topic', 'like', 'people/%').first()).toBeDefined();

      const mine = await call('GET', '/api/account/requests', { cookie: person.cookie });
      expect((mine.body.requests as { referenceNumber: string; unreadMessages: number }[]).find((r) => r.referenceNumber === reference)?.unreadMessages).toBe(
        1,
      );
      const thread = await call('GET', `/api/account/requests/${reference}/messages`, { cookie: person.cookie });
      const [fromAgency] = thread.body.messages as Message[];
      expect(fromAgency).toMatchObject({ author: 'agency', authorName: 'Sam at Keystone Insurance Agency', unread: true });
      expect((await call('POST', `/api/account/requests/${reference}/messages/read`, { cookie: person.cookie, body: { upTo: fromAgency!.id } })).status).toBe(
        204,
      );
      expect(((await call('GET', `/api/account/requests/${reference}/messages`, { cookie: person.cookie })).body.messages as Message[])[0]!.unread).toBe(false);

      const answered = await postForm(
        `/api/account/requests/${reference}/messages`,
        formOf({ body: 'Here it is.' }, { field: 'file', bytes: PNG_BYTES, name: 'letter.png', type: 'image/png' }),
        person.cookie,
      );
      expect(answered.status, JSON.stringify(answered.body)).toBe(201);
      const answer = (answered.body.messages as Message[])[1]!;
      expect(answer).toMatchObject({ author: 'person', authorName: 'You', unread: false, document: { name: 'letter.png' } });
      const file = await fetch(`${server.baseUrl}${answer.document!.url}`, { headers: { cookie: person.cookie } });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');

      const staffThread = await staffCall('GET', `/api/admin/submissions/${reference}/messages`);
      const seenByAgency = (staffThread.body.messages as Message[])[1]!;
      expect(seenByAgency).toMatchObject({ authorName: 'Jordan Lee', unread: true });
      const staffFile = await fetch(`${server.baseUrl}${seenByAgency.document!.url}`, { headers: { cookie: await asAgent() } });
      expect(staffFile.status).toBe(200);
      const unread = await staffCall('GET', `/api/admin/submissions?messages=unread&q=${reference}`);
      expect(unread.body.items).toEqual([expect.objectContaining({ referenceNumber: reference, unreadMessages: 1 })]);
      expect((await staffCall('POST', `/api/admin/submissions/${reference}/messages/read`, { upTo: seenByAgency.id })).status).toBe(204);
      expect((await staffCall('GET', `/api/admin/submissions?messages=unread&q=${reference}`)).body.items).toEqual([]);

      expect(await auditActions(reference)).toEqual(expect.arrayContaining(['message_sent', 'message_received']));
    });

    it('refuses empty and long messages, a file that is not a document, and anyone else’s or no one’s request, storing nothing', async () => {
      const person = await customer('alex');
      const reference = await changeRequest(person.email);
      const path = `/api/account/requests/${reference}/messages`;
      const before = await rowCount(server.db, 'request_messages');
      const uploadsBefore = await rowCount(server.db, 'uploads');

      expect(await postForm(path, formOf({ body: '   ' }), person.cookie)).toMatchObject({
        status: 422,
        body: { errors: { body: [REQUEST_MESSAGE_WORDS.bodyRequired] } },
      });
      expect(await postForm(path, formOf({ body: 'x'.repeat(2001) }), person.cookie)).toMatchObject({
        status: 422,
        body: { errors: { body: [REQUEST_MESSAGE_WORDS.bodyTooLong] } },
      });
      const text = await postForm(
        path,
        formOf({ body: 'See attached' }, { field: 'file', bytes: TEXT_BYTES, name: 'letter.pdf', type: 'application/pdf' }),
        person.cookie,
      );
      expect(text.status).toBe(422);
      expect(Object.keys(text.body.errors as object)).toEqual(['file']);

      const stranger = await customer('stranger');
      expect((await postForm(path, formOf({ body: 'Hello' }), stranger.cookie)).status).toBe(404);
      expect((await call('GET', `/api/account/requests/${reference}/messages`, { cookie: stranger.cookie })).status).toBe(404);
      const anonymous = await postForm(path, formOf({ body: 'Hello' }, { field: 'file', bytes: PNG_BYTES, name: 'a.png', type: 'image/png' }), '');
      expect(anonymous.status).toBe(401);
      expect(await rowCount(server.db, 'request_messages')).toBe(before);
      expect(await rowCount(server.db, 'uploads')).toBe(uploadsBefore);
    });

    it(`holds one person to ${MESSAGES_PER_HOUR} messages an hour, wherever they write from`, async () => {
      const person = await customer('sky');
      const reference = await changeRequest(person.email);
      const send = () => postForm(`/api/account/requests/${reference}/messages`, formOf({ body: 'Any news?' }), person.cookie);
      for (let i = 0; i < MESSAGES_PER_HOUR; i += 1) expect((await send()).status).toBe(201);
      expect(await send()).toMatchObject({ status: 429, body: { message: REQUEST_MESSAGE_WORDS.tooMany } });
    });
  });
}
