/**
 * Seed 001's quote store over HTTP (contracts/quotes.ts, issue 25): the signed-in person's quote requests, from
 * the public form or asked here, newest first; another customer's id and reference are 404; a change after the
 * agency started is 409; a withdrawn request leaves the list but stays for the agency. Both databases
 * (suite-groups.ts, group `accounts`).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PRODUCT_NOT_FOUND } from '@contracts/products-api';
import { QUOTE_STORE_MESSAGES } from '@contracts/quotes';
import { customerAddress, customerCall, customerCookie } from '../support/customers';
import { enrolStaff, signedInCookie } from '../support/staff';
import { csrfCredentials, RATE_LIMITS_OFF, startTestServer, type DatabaseKind, type TestServer } from '../support/test-server';
import { QUOTE_DETAILS, simpleQuote } from './support';

type Quote = { id: string; productType: string; firstName: string; status: string; statusLabel: string; editable: boolean; phone: string };

const DETAILS = QUOTE_DETAILS;

export function defineQuotesContractSuite(kind: DatabaseKind): void {
  let server: TestServer;
  let csrf: { token: string; cookie: string };

  beforeAll(async () => {
    server = await startTestServer(kind, RATE_LIMITS_OFF);
    csrf = await csrfCredentials(server.baseUrl);
  });
  afterAll(async () => server?.close());

  const call = (method: string, path: string, options?: { body?: unknown; cookie?: string }) => customerCall(server.baseUrl, csrf, method, path, options);

  /** A signed-in customer: their Cookie header, account id and address. */
  async function customer(name = 'pat') {
    const email = customerAddress(name);
    const cookie = await customerCookie(server.db, email);
    const { id } = await server.db('customer_accounts').where({ email }).first('id');
    return { email, cookie, id: Number(id) };
  }

  const publicQuote = async (email: string, productType = 'Auto Insurance') => {
    const response = await fetch(`${server.baseUrl}/api/submit-quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf.token, cookie: csrf.cookie },
      body: JSON.stringify(simpleQuote({ email, product_type: productType })),
    });
    return ((await response.json()) as { referenceNumber: string }).referenceNumber;
  };

  it('lists the quote requests made with the address on the public form and here, newest first, by the person’s own customer id only', async () => {
    const person = await customer();
    const fromTheSite = await publicQuote(person.email.toUpperCase());
    const asked = await call('POST', '/api/quotes', { cookie: person.cookie, body: DETAILS });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({
      productType: 'Home Insurance',
      firstName: 'Robin',
      phone: '(555) 201-3344',
      status: 'received',
      statusLabel: 'Received',
      editable: true,
    });
    const list = await call('GET', `/api/quotes?customerId=${person.id}`, { cookie: person.cookie });
    expect(list.status).toBe(200);
    expect((list.body.quotes as Quote[]).map((quote) => quote.id)).toEqual([asked.body.id, fromTheSite]);
    expect((await call('GET', `/api/quotes/${fromTheSite.toLowerCase()}`, { cookie: person.cookie })).body).toMatchObject({
      id: fromTheSite,
      productType: 'Auto Insurance',
    });
    // The agency's inbox has the one asked here, under the person's address.
    expect(await server.db('submissions').where({ reference_number: asked.body.id }).first()).toMatchObject({ kind: 'quote', email: person.email });
  });

  it('answers another customer’s id and reference 404, a missing customer id with the seed’s words, and anyone not signed in 401', async () => {
    const first = await customer('first');
    const second = await customer('second');
    const theirs = await publicQuote(first.email);
    expect((await call('GET', `/api/quotes?customerId=${first.id}`, { cookie: second.cookie })).status).toBe(404);
    expect((await call('GET', `/api/quotes/${theirs}`, { cookie: second.cookie })).status).toBe(404);
    expect((await call('PUT', `/api/quotes/${theirs}`, { cookie: second.cookie, body: DETAILS })).status).toBe(404);
    expect((await call('DELETE', `/api/quotes/${theirs}`, { cookie: second.cookie })).status).toBe(404);
    const missing = await call('GET', '/api/quotes', { cookie: second.cookie });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ customerId: [QUOTE_STORE_MESSAGES.customerIdMissing] });
    expect((await call('GET', `/api/quotes?customerId=${first.id}`)).status).toBe(401);
    expect((await call('POST', '/api/quotes', { body: DETAILS })).status).toBe(401);
    expect((await call('GET', `/api/quotes/${theirs}`, { cookie: first.cookie })).status).toBe(200);
  });

  it('changes the details while Received, refuses with 409 once staff moved it, and refuses bad details naming the field', async () => {
    const person = await customer('editor');
    const { body: quote } = await call('POST', '/api/quotes', { cookie: person.cookie, body: DETAILS });
    const changed = await call('PUT', `/api/quotes/${quote.id}`, {
      cookie: person.cookie,
      body: { ...DETAILS, name: 'Robyn', productType: 'Flood Insurance' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ firstName: 'Robyn', productType: 'Flood Insurance' });
    expect(await server.db('submissions').where({ reference_number: quote.id }).first()).toMatchObject({ name: 'Robyn Hale' });
    const bad = await call('PUT', `/api/quotes/${quote.id}`, { cookie: person.cookie, body: { ...DETAILS, propertyAddress: '', phone: 'x' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors as object).sort()).toEqual(['phone', 'propertyAddress']);

    const staff = await enrolStaff(server.db);
    const moved = await fetch(`${server.baseUrl}/api/admin/submissions/${quote.id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf.token, cookie: `${csrf.cookie}; ${await signedInCookie(server.db, staff)}` },
      body: JSON.stringify({ status: 'in_review', note: '' }),
    });
    expect(moved.status).toBe(200);
    const late = await call('PUT', `/api/quotes/${quote.id}`, { cookie: person.cookie, body: DETAILS });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(QUOTE_STORE_MESSAGES.started);
    expect((await call('GET', `/api/quotes/${quote.id}`, { cookie: person.cookie })).body).toMatchObject({
      firstName: 'Robyn',
      editable: false,
      statusLabel: 'In review',
    });
  });

  it('withdraws a request: gone from the list and 404 after, kept for the agency with when', async () => {
    const person = await customer('leaver');
    const { body: quote } = await call('POST', '/api/quotes', { cookie: person.cookie, body: DETAILS });
    expect((await call('DELETE', `/api/quotes/${quote.id}`, { cookie: person.cookie })).status).toBe(204);
    expect((await call('GET', `/api/quotes?customerId=${person.id}`, { cookie: person.cookie })).body.quotes).toEqual([]);
    expect((await call('GET', `/api/quotes/${quote.id}`, { cookie: person.cookie })).status).toBe(404);
    expect((await call('DELETE', `/api/quotes/${quote.id}`, { cookie: person.cookie })).status).toBe(404);
    const kept = await server.db('quote_requests').where({ reference_number: quote.id }).first();
    expect(kept.withdrawn_at).not.toBeNull();
    expect(await server.db('submissions').where({ reference_number: quote.id }).first()).toBeDefined();
  });

  it('answers a product of the catalogue by its id, and an unknown one 404 (seed 001 §7 /api/products/{id})', async () => {
    const home = await call('GET', '/api/products/home-insurance');
    expect({ status: home.status, body: home.body }).toEqual({
      status: 200,
      body: {
        id: 'home-insurance',
        name: 'Home Insurance',
        description: 'Protect your house, your belongings and your liability if someone is hurt on your property.',
        guidePath: '/products/home-insurance',
        asksPropertyAddress: true,
      },
    });
    expect((await call('GET', '/api/products/MEDICARE')).body).toMatchObject({ name: 'Medicare', asksPropertyAddress: false });
    const unknown = await call('GET', '/api/products/yacht-insurance');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(PRODUCT_NOT_FOUND);
  });
}
