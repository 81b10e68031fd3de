/**
 * What keeps the endpoints that write from being turned against the agency (security review of 2026-11-24):
 * a limit per client and a cap per site on every one of them, IPv6 clients counted by their /64, small and
 * shallow error reports, a quota and a stall cut-off for uploads, text both databases store alike, and the
 * security headers of API answers. Both databases run this same suite (suite-groups.ts).
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SITE_BUSY_MESSAGE } from '@contracts/errors';
import { formRoute, type DescribedForm } from '@contracts/forms';
import { SAMPLE_PERSON } from '@contracts/forms/form-samples';
import { FORM_SAMPLES } from '@contracts/forms/samples';
import { TEXT_CHARACTER_MESSAGES } from '@contracts/text-characters';
import { UPLOAD_SPACE_MESSAGE, UPLOAD_STALLED_MESSAGE } from '@contracts/uploads';
import { RATE_LIMITED_ENDPOINTS, rateLimitEnvNames, type RateLimitedEndpoint } from '@bff/services/rate-limits';
import type { Database } from '@bff/db/database';
import { onePagePdfBytes, pdfBytes } from '../support/document-fixtures';
import { multipartOf } from '../support/policy-change-forms';
import { customerCookie } from '../support/customers';
import { enrolStaff, signedInCookie } from '../support/staff';
import { filesInUploadDir } from '../support/upload-dir';
import type { DatabaseKind } from '../support/test-server';
import { errorReport, rowCount, simpleQuote, useApi, visit, type ApiHarness } from './support';

type Call = { path: string; table?: string; send: (baseUrl: string, headers: Record<string, string>, db: Database) => Promise<Response> };

const lenderForm = (overrides: Record<string, string> = {}) => {
  const form = new FormData();
  const fields = {
    first_name: 'Lena',
    last_name: 'Banks',
    email: 'lena.banks@lender.example',
    fax_number: '',
    phone_number: '(555) 123-4567',
    policy_number: 'HO3-550123',
    borrower_name: 'Sam Rivera',
    property_address: '12 Harbor Lane, Sarasota, FL 34236',
    request_id: randomUUID(),
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('document', new Blob([new Uint8Array(pdfBytes(randomUUID()))], { type: 'application/pdf' }), 'authorization.pdf');
  return form;
};

const json = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body), contentType: 'application/json' });

/** Each described form's first sample (`<form>.samples.ts`), to its route. */
const DESCRIBED_CALLS = Object.fromEntries(
  FORM_SAMPLES.map(({ form, sent }): [DescribedForm['name'], Call] => [
    form.name as DescribedForm['name'],
    {
      path: formRoute(form).path,
      table: form.storage.table,
      send: (base, headers) => fetch(`${base}${formRoute(form).path}`, { method: 'POST', body: multipartOf(sent[0](SAMPLE_PERSON)), headers }),
    },
  ]),
) as Record<DescribedForm['name'], Call>;

/** One request to each endpoint that writes (or searches personal data), as a browser of ours would send it. */
const CALLS: Record<RateLimitedEndpoint, Call> = {
  ...DESCRIBED_CALLS,
  quoteRequests: { path: '/api/submit-quote', table: 'quote_requests', send: (base, headers) => post(base, '/api/submit-quote', json(simpleQuote()), headers) },
  visits: { path: '/api/log-visit', table: 'visits', send: (base, headers) => post(base, '/api/log-visit', json(visit()), headers) },
  errorReports: { path: '/api/error-report', table: 'error_reports', send: (base, headers) => post(base, '/api/error-report', json(errorReport()), headers) },
  receipts: {
    path: '/api/send-receipt',
    send: (base, headers) => post(base, '/api/send-receipt', json({ email: 'someone@example.com', reference_number: 'EOI-NOTISSUED' }), headers),
  },
  requestStatus: {
    path: '/api/request-status',
    send: (base, headers) => post(base, '/api/request-status', json({ referenceNumber: 'HC-NOTISSUED', email: 'someone@example.com' }), headers),
  },
  documentUploads: {
    path: '/api/upload-document',
    table: 'signing_documents',
    send: (base, headers) => {
      const sessionId = `session-${randomUUID()}`;
      const form = new FormData();
      form.append('sessionId', sessionId);
      form.append('document', new Blob([new Uint8Array(onePagePdfBytes(randomUUID()))], { type: 'application/pdf' }), 'lease.pdf');
      return fetch(`${base}/api/upload-document`, { method: 'POST', body: form, headers: { ...headers, 'x-session-id': sessionId } });
    },
  },
  signing: {
    path: '/api/generate-signing-link',
    send: (base, headers) =>
      post(
        base,
        '/api/generate-signing-link',
        json({ email: 'a@example.com', firstName: 'A', lastName: 'B', policyNumber: 'P1', formType: 'proofofresidency', documentId: randomUUID() }),
        { ...headers, 'x-session-id': `session-${randomUUID()}` },
      ),
  },
  addressProofs: {
    path: '/api/address-proofs/confirm',
    send: (base, headers) => post(base, '/api/address-proofs/confirm', json({ token: 'A'.repeat(43) }), headers),
  },
  verifyDocument: {
    path: '/api/verify-document',
    send: (base, headers) => post(base, '/api/verify-document', json({ sha256: 'a'.repeat(64) }), headers),
  },
  staffSignIn: {
    path: '/api/admin/auth/sign-in',
    send: (base, headers) =>
      post(base, '/api/admin/auth/sign-in', json({ email: `nobody.${randomUUID()}@agency.example`, password: 'not the password' }), headers),
  },
  staffWrites: {
    path: '/api/admin/submissions/{referenceNumber}/assignment',
    send: async (base, headers, db) => {
      const cookie = `${headers.cookie}; ${await signedInCookie(db, await enrolStaff(db))}`;
      return post(base, '/api/admin/submissions/QR-00000000/assignment', json({ staffId: null }), { ...headers, cookie });
    },
  },
  accountSignIn: {
    path: '/api/account/sign-in-links',
    send: (base, headers) => post(base, '/api/account/sign-in-links', json({ email: `pat.${randomUUID()}@example.com` }), headers),
  },
  accountWrites: {
    path: '/api/account/profile',
    send: async (base, headers, db) =>
      post(
        base,
        '/api/account/profile',
        { ...json({ firstName: 'Pat' }), method: 'PUT' },
        { ...headers, cookie: `${headers.cookie}; ${await customerCookie(db)}` },
      ),
  },
  requestMessages: {
    path: '/api/account/requests/{referenceNumber}/messages',
    table: 'request_messages',
    send: async (base, headers, db) => {
      const form = new FormData();
      form.append('body', 'When will I hear back?');
      return fetch(`${base}/api/account/requests/QR-00000000/messages`, {
        method: 'POST',
        body: form,
        headers: { ...headers, cookie: `${headers.cookie}; ${await customerCookie(db)}` },
      });
    },
  },
  formDrafts: {
    path: '/api/form-drafts/open',
    send: (base, headers) => post(base, '/api/form-drafts/open', json({ token: 'A'.repeat(43) }), headers),
  },
  policySearch: {
    path: '/api/verify-policy',
    send: (base, headers) => post(base, '/api/verify-policy', json({ policyNumber: 'HO12345678', lastName: 'Smith' }), headers),
  },
};

function post(baseUrl: string, urlPath: string, request: { method: string; body: string; contentType: string }, headers: Record<string, string>) {
  return fetch(`${baseUrl}${urlPath}`, { method: request.method, body: request.body, headers: { 'content-type': request.contentType, ...headers } });
}

const ENDPOINTS = Object.keys(RATE_LIMITED_ENDPOINTS) as RateLimitedEndpoint[];

/** Every endpoint's limit set to `perClient` a minute per client and `site` for the whole site. */
const limitsOf = (perClient: number, site: number) =>
  Object.fromEntries(
    ENDPOINTS.flatMap((endpoint) => [
      [rateLimitEnvNames(endpoint).perClient, String(perClient)],
      [rateLimitEnvNames(endpoint).site, String(site)],
    ]),
  );

export function defineWriteLimitsContractSuite(kind: DatabaseKind): void {
  const headersOf = (t: ApiHarness, ip: string) => ({ 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie, 'x-forwarded-for': ip });

  describe('a limit per client on every endpoint that writes (TRUST_PROXY=loopback)', () => {
    const t = useApi(kind, { ...limitsOf(2, 0), TRUST_PROXY: 'loopback' });

    it.each(ENDPOINTS)('%s: the third request a minute from one client is refused 429 with Retry-After, and stores nothing', async (endpoint) => {
      const call = CALLS[endpoint];
      const ip = `198.51.100.${ENDPOINTS.indexOf(endpoint) + 1}`;
      for (let i = 0; i < 2; i += 1) expect((await call.send(t.server.baseUrl, headersOf(t, ip), t.server.db)).status).not.toBe(429);
      const before = call.table ? await rowCount(t.server.db, call.table) : 0;
      const refused = await call.send(t.server.baseUrl, headersOf(t, ip), t.server.db);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await refused.json()).toMatchObject({ message: expect.any(String), requestId: refused.headers.get('x-request-id') });
      if (call.table) expect(await rowCount(t.server.db, call.table)).toBe(before);
      // Another client is not held back by this one.
      expect((await call.send(t.server.baseUrl, headersOf(t, `${ip}0`), t.server.db)).status).not.toBe(429);
    });

    it('counts an IPv6 client by its /64: another address of the same network does not start afresh', async () => {
      const send = (ip: string) => CALLS.visits.send(t.server.baseUrl, headersOf(t, ip), t.server.db);
      expect((await send('2001:db8:51:7::1')).status).toBe(201);
      expect((await send('2001:db8:51:7::2')).status).toBe(201);
      expect((await send('2001:db8:51:7:ffff:ffff:ffff:fffe')).status).toBe(429);
      expect((await send('2001:db8:51:8::1')).status).toBe(201);
    });
  });

  describe('a cap for the whole site on every endpoint that writes', () => {
    const t = useApi(kind, { ...limitsOf(0, 1), TRUST_PROXY: 'loopback' });

    it.each(ENDPOINTS)('%s: over the cap, every client is answered 503 with Retry-After and nothing is stored', async (endpoint) => {
      const call = CALLS[endpoint];
      expect((await call.send(t.server.baseUrl, headersOf(t, '203.0.113.1'), t.server.db)).status).not.toBe(503);
      const before = call.table ? await rowCount(t.server.db, call.table) : 0;
      const refused = await call.send(t.server.baseUrl, headersOf(t, '203.0.113.2'), t.server.db);
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await refused.json()).toMatchObject({ message: SITE_BUSY_MESSAGE });
      if (call.table) expect(await rowCount(t.server.db, call.table)).toBe(before);
    });
  });

  describe('error reports are small and shallow', () => {
    const t = useApi(kind);
    const report = (body: unknown) => post(t.server.baseUrl, '/api/error-report', json(body), { 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie });

    /** A report whose context is nested `depth` deep, as raw JSON. */
    const nested = (depth: number) =>
      fetch(`${t.server.baseUrl}/api/error-report`, {
        method: 'POST',
        body: JSON.stringify(errorReport({ context: null })).replace('"context":null', `"context":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
        headers: { 'content-type': 'application/json', 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie },
      });

    it('refuses a context nested thousands deep (it was a 500) with 422 at context, or 413 when it is larger than a report may be', async () => {
      const before = await rowCount(t.server.db, 'error_reports');
      const deep = await nested(2000);
      expect(deep.status).toBe(422);
      expect((await deep.json()).errors).toEqual({ context: ['Context may nest at most 5 levels'] });
      expect((await nested(5000)).status).toBe(413);
      expect((await nested(5)).status).toBe(201);
      expect(await rowCount(t.server.db, 'error_reports')).toBe(before + 1);
    });

    it('answers 422 for a context or response too large as JSON', async () => {
      const response = await report(errorReport({ response: { body: 'x'.repeat(5000) } }));
      expect(response.status).toBe(422);
      expect((await response.json()).errors).toEqual({ response: ['Response must be at most 4096 characters as JSON'] });
    });

    it('answers 413 to a body over 24 KB (other endpoints keep 64 KB)', async () => {
      const response = await report(errorReport({ stack_trace: 'x'.repeat(30 * 1024) }));
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ message: 'The request body is too large.' });
    });
  });

  describe('text both databases store alike', () => {
    const t = useApi(kind);
    const send = (urlPath: string, body: unknown) => post(t.server.baseUrl, urlPath, json(body), { 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie });

    it.each([
      ['/api/submit-quote', 'quote_requests', simpleQuote({ first_name: 'Ada\u0000' }), 'first_name', TEXT_CHARACTER_MESSAGES.control],
      ['/api/submit-quote', 'quote_requests', simpleQuote({ message: 'Call me \ud800' }), 'message', TEXT_CHARACTER_MESSAGES.unpaired],
      ['/api/log-visit', 'visits', visit({ referrer: 'https://x.example/\u0000' }), 'referrer', TEXT_CHARACTER_MESSAGES.control],
      ['/api/error-report', 'error_reports', errorReport({ error_message: 'Boom\u0000' }), 'error_message', TEXT_CHARACTER_MESSAGES.control],
      ['/api/error-report', 'error_reports', errorReport({ stack_trace: 'at \udfff' }), 'stack_trace', TEXT_CHARACTER_MESSAGES.unpaired],
    ])('%s refuses a control character or half a surrogate pair with 422 at the field (%s.%s)', async (urlPath, table, body, field, message) => {
      const before = await rowCount(t.server.db, table);
      const response = await send(urlPath, body);
      expect(response.status).toBe(422);
      expect((await response.json()).errors[field as string]).toEqual([message]);
      expect(await rowCount(t.server.db, table)).toBe(before);
    });

    it('refuses NUL in a field of a multipart upload, keeping no file', async () => {
      const response = await fetch(`${t.server.baseUrl}/api/submit-insurance-request`, {
        method: 'POST',
        body: lenderForm({ last_name: 'Banks\u0000' }),
        headers: { 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie },
      });
      expect(response.status).toBe(422);
      expect((await response.json()).errors).toEqual({ last_name: [TEXT_CHARACTER_MESSAGES.control] });
      expect(await rowCount(t.server.db, 'uploads')).toBe(0);
    });

    it('stores accents and emoji as typed', async () => {
      const response = await send('/api/submit-quote', simpleQuote({ first_name: 'Zoë 😀', last_name: 'Ñúñez-O’Brien' }));
      expect(response.status).toBe(201);
      const { referenceNumber } = await response.json();
      expect(await t.server.db('quote_requests').where({ reference_number: referenceNumber }).first()).toMatchObject({
        first_name: 'Zoë 😀',
        last_name: 'Ñúñez-O’Brien',
      });
    });
  });

  /** A server whose uploads go to a folder of the suite's own, and that folder's files. */
  function useUploadServer(env: Record<string, string>) {
    // Named, not made: the store makes it on first use, so a suite filtered out leaves nothing behind.
    const uploadDir = path.join(tmpdir(), `upload-limits-${randomUUID()}`);
    const t = useApi(kind, { UPLOAD_DIR: uploadDir, ...env });
    afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));
    const files = () => filesInUploadDir(uploadDir);
    const upload = () => CALLS.insuranceRequests.send(t.server.baseUrl, { 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie }, t.server.db);
    return { t, files, upload };
  }

  describe('uploads have a quota', () => {
    const maxBytes = 64 * 1024;
    // Room for one upload of the largest size: once one document is kept, the next cannot be sure of room.
    const { t, files, upload } = useUploadServer({ UPLOAD_MAX_BYTES: String(maxBytes), UPLOAD_QUOTA_BYTES: String(maxBytes) });

    it('answers 507 with a clear message once the quota is reached, before reading the upload', async () => {
      expect((await upload()).status).toBe(201);
      const before = { requests: await rowCount(t.server.db, 'insurance_requests'), files: files() };
      const refused = await upload();
      expect(refused.status).toBe(507);
      expect(await refused.json()).toMatchObject({ message: UPLOAD_SPACE_MESSAGE, requestId: refused.headers.get('x-request-id') });
      expect(await rowCount(t.server.db, 'insurance_requests')).toBe(before.requests);
      expect(files()).toEqual(before.files);
    });
  });

  describe('an upload that stops arriving', () => {
    const { t, files } = useUploadServer({ UPLOAD_IDLE_TIMEOUT_MS: '300' });

    it('is cut off with 408, keeping nothing of it', async () => {
      const before = files();
      const { port } = new URL(t.server.baseUrl);
      const boundary = 'stalled-boundary';
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            path: '/api/submit-insurance-request',
            method: 'POST',
            headers: {
              'content-type': `multipart/form-data; boundary=${boundary}`,
              'content-length': '100000',
              'x-csrf-token': t.csrf.token,
              cookie: t.csrf.cookie,
            },
          },
          (response) => {
            let body = '';
            response.on('data', (chunk) => (body += chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          },
        );
        request.on('error', reject);
        // The start of a file, then nothing more: the client has gone quiet.
        request.write(`--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`);
      });
      expect(answer.status).toBe(408);
      expect(JSON.parse(answer.body)).toMatchObject({ message: UPLOAD_STALLED_MESSAGE });
      expect(files()).toEqual(before);
    });
  });

  describe('uploads keep free disk space', () => {
    const { t, files, upload } = useUploadServer({ UPLOAD_MIN_FREE_BYTES: String(Number.MAX_SAFE_INTEGER) });
    it('answers 507 when an upload would leave the disk with less than UPLOAD_MIN_FREE_BYTES', async () => {
      const refused = await upload();
      expect(refused.status).toBe(507);
      expect(await refused.json()).toMatchObject({ message: UPLOAD_SPACE_MESSAGE });
      expect(await rowCount(t.server.db, 'uploads')).toBe(0);
      expect(files()).toEqual([]);
    });
  });

  describe('API answers', () => {
    const t = useApi(kind);
    it('carry HSTS, as the pages do, besides refusing to be framed, sniffed or cached', async () => {
      const response = await fetch(`${t.server.baseUrl}/api/csrf-token`);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('cache-control')).toBe('no-store');
    });
  });
}
