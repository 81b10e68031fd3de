/**
 * The API contract, checked over HTTP with openapi-fetch against the real BFF on a real database.
 * Both databases run this same suite (suite-groups.ts).
 */
import { describe, expect, it } from 'vitest';
import { PRODUCT_DISPLAY_NAMES } from '@contracts/products';
import { csrfCredentials, type DatabaseKind } from '../support/test-server';
import {
  apiClient,
  errorReport,
  POST_ENDPOINTS,
  postJson,
  postRaw,
  rowCount,
  simpleQuote,
  standardQuote,
  visit,
  type ApiHarness,
  type PostPath,
  useApi,
} from './support';

const VALIDATION_FAILED = 'Please correct the errors and try again.';
const CSRF_MISMATCH = 'Your session has expired. Please reload the page and try again.';
const QUOTE_SUCCESS = 'Your quote request has been submitted successfully!';
const RATE_LIMITED = 'You are submitting requests too quickly. Please wait a moment and try again.';

/** Seed 000 §5 and §2.5: where each form asks for the property address. */
const PROPERTY_PRODUCTS = {
  simple: ['Home Insurance', 'Flood Insurance', 'Auto Insurance'],
  standard: ['Home Insurance', 'Auto Insurance', 'Flood Insurance', 'Umbrella Insurance'],
};

type Answer = { error?: unknown; response: Response };
type Expected = { message?: string; errors?: Record<string, string[]> };

export function defineApiContractSuite(kind: DatabaseKind): void {
  const t: ApiHarness = useApi(kind);
  const tableOf = (path: PostPath) => POST_ENDPOINTS.find((endpoint) => endpoint.path === path)!.table;

  /** The call is refused with `status` and the JSON error shape, and its endpoint's table gains no row. */
  async function expectRejected(path: PostPath, call: () => Promise<Answer>, status: number, expected: Expected = {}) {
    const before = await rowCount(t.server.db, tableOf(path));
    const { error, response } = await call();
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(error).toMatchObject({ message: expected.message ?? expect.any(String), requestId: response.headers.get('x-request-id') });
    if (expected.errors) expect((error as Expected).errors).toEqual(expected.errors);
    expect(await rowCount(t.server.db, tableOf(path))).toBe(before);
  }

  const expectInvalid = (path: PostPath, body: unknown, errors: Record<string, string[]>) =>
    expectRejected(path, () => postJson(t.api, path, body), 422, { message: VALIDATION_FAILED, errors });

  const submitQuote = (body: Record<string, unknown>) => postJson(t.api, '/api/submit-quote', body);
  const storedQuote = (referenceNumber: string) => t.server.db('quote_requests').where({ reference_number: referenceNumber });

  describe('GET /api/csrf-token', () => {
    it('issues a signed token and sets the same value as the XSRF-TOKEN cookie', async () => {
      const { data, response } = await t.api.GET('/api/csrf-token', { headers: { cookie: null } });
      expect(response.status).toBe(200);
      expect(data?.token).toMatch(/^[\w-]+\.[\w-]+$/);
      expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^XSRF-TOKEN=${data?.token};`));
    });

    it('answers the token the cookie already holds without setting a new one', async () => {
      const { data, response } = await t.api.GET('/api/csrf-token');
      expect(data?.token).toBe(t.csrf.token);
      expect(response.headers.get('set-cookie')).toBeNull();
    });
  });

  describe('POST /api/submit-quote', () => {
    it('stores a simple-form request and answers 201 with a server-issued reference', async () => {
      const body = simpleQuote();
      const { data, response } = await submitQuote(body);
      expect(response.status).toBe(201);
      expect(data).toEqual({ success: true, message: QUOTE_SUCCESS, referenceNumber: expect.stringMatching(/^QR-[0-9A-Z]{8}$/), duplicate: false });
      expect(await storedQuote(data!.referenceNumber)).toEqual([
        expect.objectContaining({
          form_variant: 'simple',
          first_name: 'Ada',
          last_name: 'Lovelace',
          email: body.email,
          phone: '5551234567',
          property_address: body.property_address,
          message: body.message,
          product_type: 'Home Insurance',
          currently_insured: 'Yes',
        }),
      ]);
    });

    it('stores the standard payload with its campaign and UTM attribution', async () => {
      const body = standardQuote();
      const { data, response } = await submitQuote(body);
      expect(response.status).toBe(201);
      const [row] = await storedQuote(data!.referenceNumber);
      expect(row).toMatchObject({
        form_variant: 'standard',
        first_name: 'Grace',
        last_name: 'Hopper',
        phone: '5559876543',
        product_type: 'Auto Insurance',
        currently_insured: 'No',
        campaign: 'spring-sale',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'spring',
        utm_content: 'hero-button',
        utm_term: 'cheap auto',
        client_user_agent: 'Mozilla/5.0 (contract test)',
      });
      expect(Number(row.client_submitted_at)).toBe(body.submissionTimestamp);
    });

    it('stores an identical submission within 10 seconds once and answers the first reference again', async () => {
      const body = standardQuote();
      const first = await submitQuote(body);
      const second = await submitQuote({ ...body, submissionTimestamp: Number(body.submissionTimestamp) + 1500 });
      expect([first.response.status, second.response.status]).toEqual([201, 200]);
      expect(second.data).toMatchObject({ duplicate: true, referenceNumber: first.data!.referenceNumber });
      expect(await t.server.db('quote_requests').where({ email: body.email })).toHaveLength(1);
    });

    it('stores identical submissions sent at the same moment once, all answered with one reference', async () => {
      const body = simpleQuote();
      const answers = await Promise.all(Array.from({ length: 6 }, () => submitQuote(body)));
      expect(answers.map((answer) => answer.response.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
      expect(new Set(answers.map((answer) => answer.data!.referenceNumber)).size).toBe(1);
      expect(await t.server.db('quote_requests').where({ email: body.email })).toHaveLength(1);
    });

    it('stores the same submission again once the 10-second window has passed', async () => {
      const body = simpleQuote();
      const first = await submitQuote(body);
      await t.server
        .db('quote_requests')
        .where({ reference_number: first.data!.referenceNumber })
        .update({ created_at: new Date(Date.now() - 11_000) });
      const second = await submitQuote(body);
      expect(second.response.status).toBe(201);
      expect(second.data!.referenceNumber).not.toBe(first.data!.referenceNumber);
      expect(await t.server.db('quote_requests').where({ email: body.email })).toHaveLength(2);
    });

    describe('422 with the spec messages, simple form', () => {
      it.each([
        ['first_name', '   ', 'Name is Required'],
        ['last_name', '', 'Last Name is Required'],
        ['email', 'ada@example', 'Email is Required'],
        ['email', 'ada+tag@example.com', 'Email is Required'],
        ['phone', '0555 1234', 'Phone is Required'],
        ['phone', '5', 'Phone is Required'],
        ['phone', '1234567890123456', 'Phone is Required'],
        ['currently_insured', 'Maybe', 'Please select if you are currently insured'],
        ['currently_insured', undefined, 'Please select if you are currently insured'],
        ['property_address', ' ', 'Property Address is Required'],
      ])('%s = %j', (field, value, message) => expectInvalid('/api/submit-quote', simpleQuote({ [field]: value }), { [field]: [message] }));

      it('names every missing field at once', () =>
        expectInvalid(
          '/api/submit-quote',
          { product_type: 'Life Insurance' },
          {
            first_name: ['Name is Required'],
            last_name: ['Last Name is Required'],
            email: ['Email is Required'],
            phone: ['Phone is Required'],
            currently_insured: ['Please select if you are currently insured'],
          },
        ));
    });

    describe('in the language the request asks for (Accept-Language)', () => {
      const spanish = { 'accept-language': 'es' };

      it('answers a Spanish page with every refusal in Spanish, and nothing stored', async () => {
        const before = await rowCount(t.server.db, 'quote_requests');
        const { error, response } = await postJson(t.api, '/api/submit-quote', { product_type: 'Home Insurance', first_name: 'x'.repeat(101) }, spanish);
        expect(response.status).toBe(422);
        expect(response.headers.get('vary')).toMatch(/Accept-Language/i);
        expect(error).toMatchObject({
          message: 'Corrija los errores e inténtelo de nuevo.',
          errors: {
            first_name: ['Debe tener como máximo 100 caracteres'],
            last_name: ['El apellido es obligatorio'],
            email: ['Escriba un correo electrónico válido'],
            phone: ['Escriba un número de teléfono válido'],
            currently_insured: ['Indique si tiene seguro actualmente'],
          },
        });
        const address = await postJson(t.api, '/api/submit-quote', simpleQuote({ product_type: 'Home Insurance', property_address: ' ' }), spanish);
        expect(address.error).toMatchObject({ errors: { property_address: ['La dirección de la propiedad es obligatoria'] } });
        expect(await rowCount(t.server.db, 'quote_requests')).toBe(before);
      });

      it.each([['es-US,es;q=0.9,en;q=0.8'], ['es-MX']])('reads %s as Spanish, and its success message too', async (language) => {
        const { data, response } = await postJson(t.api, '/api/submit-quote', simpleQuote({ email: `es-${language.length}@example.com` }), {
          'accept-language': language,
        });
        expect(response.status).toBe(201);
        expect(data!.message).toBe('¡Su solicitud de cotización se envió correctamente!');
      });

      it('shows the quote request on /dashboard in the language asked: its labels, product and Yes in Spanish, the English as before', async () => {
        const email = `dashboard.${Date.now()}@example.com`;
        const { data } = await postJson(t.api, '/api/submit-quote', simpleQuote({ email }), spanish);
        const lookUp = async (headers: Record<string, string>) => {
          const response = await fetch(`${t.server.baseUrl}/api/request-status`, {
            method: 'POST',
            body: JSON.stringify({ referenceNumber: data!.referenceNumber, email }),
            headers: { 'content-type': 'application/json', 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie, ...headers },
          });
          expect(response.status).toBe(200);
          return (await response.json()) as { title: string; details: { label: string; value: string }[] };
        };
        expect(await lookUp({})).toMatchObject({
          title: 'Quote Request',
          details: [
            { label: 'Product', value: 'Home Insurance' },
            { label: 'Name', value: 'Ada Lovelace' },
            { label: 'Email', value: email },
            { label: 'Phone', value: '(555) 123-4567' },
            { label: 'Property Address', value: '1 Main St, Miami, FL 33101' },
            { label: 'Currently Insured', value: 'Yes' },
            { label: 'Message', value: 'Please call after 5pm.' },
          ],
        });
        expect(await lookUp({ 'accept-language': 'es-US,es;q=0.9' })).toMatchObject({
          title: 'Solicitud de cotización',
          details: [
            { label: 'Producto', value: 'Seguro de hogar' },
            { label: 'Nombre', value: 'Ada Lovelace' },
            { label: 'Correo electrónico', value: email },
            { label: 'Teléfono', value: '(555) 123-4567' },
            { label: 'Dirección de la propiedad', value: '1 Main St, Miami, FL 33101' },
            { label: '¿Tiene seguro actualmente?', value: 'Sí' },
            { label: 'Mensaje', value: 'Please call after 5pm.' },
          ],
        });
      });

      it.each([['en-US,en;q=0.9,es;q=0.8'], ['fr-FR'], ['']])('answers %j (English first, another language, none) in English', async (language) => {
        const { error } = await postJson(t.api, '/api/submit-quote', simpleQuote({ last_name: '' }), language ? { 'accept-language': language } : {});
        expect(error).toMatchObject({ message: VALIDATION_FAILED, errors: { last_name: ['Last Name is Required'] } });
      });
    });

    describe('422 with the spec messages, standard form', () => {
      it.each([
        ['name', '', 'Name is Required'],
        ['lastName', ' ', 'Last Name is Required'],
        ['email', 'grace@@example.com', 'Email is Required'],
        ['phone', 'call me', 'Phone is Required'],
        ['insured', undefined, 'Please select if you are currently insured'],
        ['propertyAddress', '', 'Property Address is Required'],
      ])('%s = %j', (field, value, message) => expectInvalid('/api/submit-quote', standardQuote({ [field]: value }), { [field]: [message] }));
    });

    describe.each(['simple', 'standard'] as const)('property address on the %s form', (shape) => {
      const blankAddress = (product: string) =>
        shape === 'simple' ? simpleQuote({ product_type: product, property_address: '' }) : standardQuote({ productType: product, propertyAddress: '' });
      const field = shape === 'simple' ? 'property_address' : 'propertyAddress';

      it.each(PRODUCT_DISPLAY_NAMES.filter((product) => PROPERTY_PRODUCTS[shape].includes(product)))('is required for %s', (product) =>
        expectInvalid('/api/submit-quote', blankAddress(product), { [field]: ['Property Address is Required'] }),
      );

      it.each(PRODUCT_DISPLAY_NAMES.filter((product) => !PROPERTY_PRODUCTS[shape].includes(product)))('is optional for %s', async (product) => {
        const { data, response } = await submitQuote(blankAddress(product));
        expect(response.status).toBe(201);
        expect(await storedQuote(data!.referenceNumber)).toEqual([expect.objectContaining({ product_type: product, property_address: '' })]);
      });
    });
  });

  describe('POST /api/log-visit', () => {
    it('stores the visit', async () => {
      const body = visit({ is_embedded: true });
      const { data, response } = await postJson(t.api, '/api/log-visit', body);
      expect(response.status).toBe(201);
      expect(data).toEqual({ success: true });
      const [row] = await t.server.db('visits').where({ page_url: body.page_url });
      expect(row).toMatchObject({ referrer: body.referrer, client_timestamp: body.timestamp });
      expect(Boolean(row.is_embedded)).toBe(true);
    });

    it.each([
      ['page_url', 'not a url', 'Page URL must be a full URL'],
      ['page_url', undefined, 'Page URL is required'],
      ['timestamp', 'yesterday', 'Timestamp must be an ISO 8601 time'],
      ['is_embedded', 'yes', 'is_embedded must be true or false'],
    ])('answers 422 for %s = %j', (field, value, message) => expectInvalid('/api/log-visit', visit({ [field]: value }), { [field]: [message] }));
  });

  describe('POST /api/error-report', () => {
    it('stores the report with its context as JSON', async () => {
      const body = errorReport();
      const { data, response } = await postJson(t.api, '/api/error-report', body);
      expect(response.status).toBe(201);
      expect(data).toEqual({ success: true, reportId: expect.stringMatching(/^ER-[0-9A-Z]{8}$/) });
      const [row] = await t.server.db('error_reports').where({ report_id: data!.reportId });
      expect(row).toMatchObject({ form_type: body.form_type, error_message: body.error_message, client_timestamp: body.timestamp, response: null });
      expect(JSON.parse(row.context)).toEqual(body.context);
    });

    it.each([
      ['error_message', ' ', 'Error message is required'],
      ['timestamp', '10/03/2026', 'Timestamp must be an ISO 8601 time'],
      ['context', [1, 2], 'Context must be an object'],
      ['context', Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])), 'Context may have at most 20 keys'],
    ])('answers 422 for %s = %j', (field, value, message) => expectInvalid('/api/error-report', errorReport({ [field]: value }), { [field]: [message] }));
  });

  describe.each(POST_ENDPOINTS)('refusals of POST $path', ({ path, validBody }) => {
    it('answers 422 naming the body when it is not a JSON object', () =>
      expectInvalid(path, [validBody()], { body: ['The request body must be a JSON object.'] }));

    it('answers 422 naming a field the contract does not know', () =>
      expectInvalid(path, { ...validBody(), is_admin: true }, { body: ["Unrecognized key(s) in object: 'is_admin'"] }));

    it('answers 400 for malformed JSON', () =>
      expectRejected(path, () => postRaw(t.api, path, '{"page_url": "https://a.example",'), 400, { message: 'The request body is not valid JSON.' }));

    it('answers 413 for a body over 64kb', () =>
      expectRejected(path, () => postJson(t.api, path, { ...validBody(), message: 'x'.repeat(70_000) }), 413, {
        message: 'The request body is too large.',
      }));

    it('answers 415 for a body that is not JSON', () =>
      expectRejected(path, () => postRaw(t.api, path, 'first_name=Ada', { 'content-type': 'application/x-www-form-urlencoded' }), 415, {
        message: 'Content-Type must be application/json.',
      }));

    it('answers 419 without the CSRF header', () =>
      expectRejected(path, () => postJson(t.api, path, validBody(), { 'x-csrf-token': null }), 419, { message: CSRF_MISMATCH }));

    it('answers 419 when the header is a valid token of another session', async () => {
      const other = await csrfCredentials(t.server.baseUrl);
      await expectRejected(path, () => postJson(t.api, path, validBody(), { 'x-csrf-token': other.token }), 419, { message: CSRF_MISMATCH });
    });

    it("accepts the page's token without the cookie from a page of our own origin (an embed in a partner's frame)", async () => {
      const { response } = await postJson(t.api, path, validBody(), { cookie: null, 'sec-fetch-site': 'same-origin' });
      expect(response.status).toBe(201);
    });

    it('answers 419 for the token without the cookie from another site', () =>
      expectRejected(path, () => postJson(t.api, path, validBody(), { cookie: null, 'sec-fetch-site': 'cross-site' }), 419, { message: CSRF_MISMATCH }));

    it('answers 419 for a forged token sent as both header and cookie', () => {
      const forged = `${t.csrf.token.split('.')[0]}.${'A'.repeat(43)}`;
      const api = apiClient(t.server.baseUrl, { token: forged, cookie: `XSRF-TOKEN=${forged}` });
      return expectRejected(path, () => postJson(api, path, validBody()), 419, { message: CSRF_MISMATCH });
    });
  });

  describe('quote rate limit (QUOTE_RATE_LIMIT_PER_MINUTE=2, TRUST_PROXY=loopback)', () => {
    const limited: ApiHarness = useApi(kind, { QUOTE_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: 'loopback' });
    /** A request from the client at `ip` (the test server trusts X-Forwarded-For from loopback). */
    const submitFrom = (ip: string, body: unknown) => postJson(limited.api, '/api/submit-quote', body, { 'x-forwarded-for': ip });
    const quoteRows = () => rowCount(limited.server.db, 'quote_requests');

    it("answers 429 with the form's words and Retry-After once a client is over its allowance, and stores nothing", async () => {
      const ip = '203.0.113.10';
      expect((await submitFrom(ip, standardQuote())).response.status).toBe(201);
      expect((await submitFrom(ip, simpleQuote())).response.status).toBe(201);
      const before = await quoteRows();

      const { data, error, response } = await submitFrom(ip, standardQuote());
      expect(response.status).toBe(429);
      expect(data).toBeUndefined();
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(error).toEqual({ success: false, message: RATE_LIMITED, requestId: response.headers.get('x-request-id') });
      // Two a minute: one request back every 30 seconds.
      const retryAfter = Number(response.headers.get('retry-after'));
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(30);
      expect(await quoteRows()).toBe(before);
    });

    it('counts each client on its own', async () => {
      const [first, second] = ['203.0.113.20', '203.0.113.21'];
      for (let i = 0; i < 2; i += 1) expect((await submitFrom(first, simpleQuote())).response.status).toBe(201);
      expect((await submitFrom(first, simpleQuote())).response.status).toBe(429);
      expect((await submitFrom(second, simpleQuote())).response.status).toBe(201);
    });

    it('counts refused bodies too: a client cannot probe the contract without limit', async () => {
      const ip = '203.0.113.30';
      expect((await submitFrom(ip, standardQuote({ name: '' }))).response.status).toBe(422);
      expect((await submitFrom(ip, { nonsense: true })).response.status).toBe(422);
      expect((await submitFrom(ip, standardQuote())).response.status).toBe(429);
    });

    it('limits quote requests only', async () => {
      const ip = '203.0.113.40';
      for (let i = 0; i < 3; i += 1) await submitFrom(ip, simpleQuote());
      const { response } = await postJson(limited.api, '/api/log-visit', visit(), { 'x-forwarded-for': ip });
      expect(response.status).toBe(201);
    });
  });

  describe('unknown /api paths', () => {
    it.each(['GET', 'POST'])('answer %s with 404 JSON', async (method) => {
      const response = await fetch(`${t.server.baseUrl}/api/no-such-endpoint?x=1`, {
        method,
        headers: { 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie },
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: `No API endpoint ${method} /api/no-such-endpoint.`, requestId: response.headers.get('x-request-id') });
    });
  });
}
