/**
 * What the contract and property suites share: a typed openapi-fetch client on a running BFF, the POST
 * endpoints with the table each one writes, valid bodies, and row counts.
 */
import createClient, { type Client } from 'openapi-fetch';
import { afterAll, beforeAll } from 'vitest';
import type { paths } from '@contracts/openapi.d';
import type { Database } from '@bff/db/database';
import { csrfCredentials, RATE_LIMITS_OFF, startTestServer, type DatabaseKind, type TestServer } from '../support/test-server';

export type ApiClient = Client<paths>;
export type PostPath = '/api/submit-quote' | '/api/log-visit' | '/api/error-report';
type Body = Record<string, unknown>;

let sequence = 0;
/** A value no other body in the run has, so the 10-second duplicate rule never merges two test requests. */
export const unique = () => `${Date.now().toString(36)}${(sequence += 1)}`;

export const simpleQuote = (overrides: Body = {}): Body => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: `ada.${unique()}@example.com`,
  phone: '(555) 123-4567',
  property_address: '1 Main St, Miami, FL 33101',
  message: 'Please call after 5pm.',
  product_type: 'Home Insurance',
  currently_insured: 'Yes',
  ...overrides,
});

export const standardQuote = (overrides: Body = {}): Body => ({
  name: 'Grace',
  lastName: 'Hopper',
  email: `grace.${unique()}@example.com`,
  phone: '555.987.6543',
  propertyAddress: '2 Ocean Dr, Tampa, FL 33602',
  message: '',
  insured: 'No',
  productType: 'Auto Insurance',
  campaign: 'spring-sale',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'spring',
  utm_content: 'hero-button',
  utm_term: 'cheap auto',
  submissionTimestamp: 1_767_225_600_000,
  userAgent: 'Mozilla/5.0 (contract test)',
  ...overrides,
});

/** A customer's own quote request, as the account's Quotes page sends it (POST /api/quotes). */
export const QUOTE_DETAILS = {
  name: 'Robin',
  lastName: 'Hale',
  phone: '(555) 201-3344',
  propertyAddress: '8 Bay St, Tampa, FL 33602',
  message: '',
  insured: 'No',
  productType: 'Home Insurance',
};

export const visit = (overrides: Body = {}): Body => ({
  page_url: `https://agency.example/products/homeinsurance?v=${unique()}`,
  referrer: 'https://search.example/',
  timestamp: '2026-03-10T14:00:00.000Z',
  is_embedded: false,
  ...overrides,
});

export const errorReport = (overrides: Body = {}): Body => ({
  form_type: 'simple-quote',
  error_message: `Network error ${unique()}`,
  stack_trace: 'Error: Network error\n    at submit (quote.tsx:10:5)',
  browser_info: 'Chromium 140',
  timestamp: '2026-03-10T14:00:00-05:00',
  context: { productType: 'Home Insurance' },
  response: null,
  ...overrides,
});

export type PostEndpoint = { path: PostPath; table: string; validBody: () => Body };

export const POST_ENDPOINTS: PostEndpoint[] = [
  { path: '/api/submit-quote', table: 'quote_requests', validBody: () => simpleQuote() },
  { path: '/api/log-visit', table: 'visits', validBody: () => visit() },
  { path: '/api/error-report', table: 'error_reports', validBody: () => errorReport() },
];

export async function rowCount(db: Database, table: string): Promise<number> {
  const [row] = await db(table).count({ n: '*' });
  return Number(row?.n ?? 0);
}

/** A client that sends the CSRF header and cookie on every call, as the SPA does. */
export function apiClient(baseUrl: string, csrf: { token: string; cookie: string }): ApiClient {
  return createClient<paths>({ baseUrl, headers: { 'x-csrf-token': csrf.token, cookie: csrf.cookie } });
}

type HeaderValues = Record<string, string | null>;

/** openapi-fetch's typed POST, taking bodies the contract refuses (sending them is the point of these suites). */
const post = <P extends PostPath>(api: ApiClient, path: P, init: { body: unknown; headers: HeaderValues; bodySerializer?: () => string }) =>
  api.POST(path, ...([init] as never));

/** POSTs any JSON value; a header set to null is left out. */
export const postJson = <P extends PostPath>(api: ApiClient, path: P, body: unknown, headers: HeaderValues = {}) => post(api, path, { body, headers });

/** POSTs a raw body, as application/json unless the headers say otherwise. */
export const postRaw = (api: ApiClient, path: PostPath, raw: string, headers: HeaderValues = {}) =>
  post(api, path, { body: raw, bodySerializer: () => raw, headers: { 'content-type': 'application/json', ...headers } });

export type ApiHarness = { server: TestServer; api: ApiClient; csrf: { token: string; cookie: string } };

/**
 * Starts the BFF on a fresh database of the given kind for the enclosing describe block. The suites send
 * far more requests a minute than a person would, so the rate limits are off unless `env` sets one.
 */
export function useApi(kind: DatabaseKind, env: Record<string, string> = {}): ApiHarness {
  const harness = {} as ApiHarness;
  beforeAll(async () => {
    harness.server = await startTestServer(kind, { ...RATE_LIMITS_OFF, ...env });
    harness.csrf = await csrfCredentials(harness.server.baseUrl);
    harness.api = apiClient(harness.server.baseUrl, harness.csrf);
  });
  afterAll(async () => {
    await harness.server?.close();
  });
  return harness;
}
