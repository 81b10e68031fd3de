/**
 * No log line carries what a person sent. The dangerous moment is a database failure: a failed statement's
 * error used to carry its bound values (names, e-mail addresses, file names) into the error log. Here every
 * endpoint is sent personal data while every table is gone, and the whole log is searched for it.
 * Both databases run this same suite (suite-groups.ts).
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isPostgres, type Database } from '@bff/db/database';
import { createLogger } from '@bff/http/logger';
import { pdfBytes } from '../support/document-fixtures';
import { csrfCredentials, RATE_LIMITS_OFF, startTestServer, type DatabaseKind, type TestServer } from '../support/test-server';
import { errorReport, simpleQuote, visit } from './support';

/** What a person typed, each unmistakable in a log. */
const PERSONAL = {
  firstName: 'Quenburga',
  lastName: 'Xylandermeyer',
  email: 'quenburga.xylandermeyer@private.example',
  fileName: 'Xylandermeyer-passport-scan.pdf',
  policyNumber: 'HOQX998877',
  zip: '33444',
};

async function dropEveryTable(db: Database): Promise<void> {
  const tables: string[] = isPostgres(db)
    ? (await db.raw('SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()')).rows.map((row: { name: string }) => row.name)
    : (await db.raw("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")).map((row: { name: string }) => row.name);
  const keep = new Set(['knex_migrations', 'knex_migrations_lock']);
  if (isPostgres(db)) {
    for (const table of tables.filter((name) => !keep.has(name))) await db.raw('DROP TABLE IF EXISTS ?? CASCADE', [table]);
    return;
  }
  await db.raw('PRAGMA foreign_keys = OFF');
  for (const table of tables.filter((name) => !keep.has(name))) await db.raw('DROP TABLE IF EXISTS ??', [table]);
}

export function defineLogPrivacyContractSuite(kind: DatabaseKind): void {
  const lines: string[] = [];
  const uploadDir = path.join(tmpdir(), `log-privacy-${randomUUID()}`);
  let server: TestServer;
  let headers: Record<string, string>;

  beforeAll(async () => {
    const logger = createLogger({ logLevel: 'debug' }, { write: (line: string) => void lines.push(line) });
    server = await startTestServer(kind, { ...RATE_LIMITS_OFF, UPLOAD_DIR: uploadDir }, { logger });
    const csrf = await csrfCredentials(server.baseUrl);
    headers = { 'x-csrf-token': csrf.token, cookie: csrf.cookie };
    await dropEveryTable(server.db);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  const postJson = (urlPath: string, body: unknown) =>
    fetch(`${server.baseUrl}${urlPath}`, { method: 'POST', body: JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' } });

  const lenderForm = () => {
    const form = new FormData();
    const fields = {
      first_name: PERSONAL.firstName,
      last_name: PERSONAL.lastName,
      email: PERSONAL.email,
      fax_number: '',
      phone_number: '(555) 123-4567',
      policy_number: PERSONAL.policyNumber,
      borrower_name: 'Sam Rivera',
      property_address: '12 Harbor Lane, Sarasota, FL 34236',
      request_id: randomUUID(),
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('document', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), PERSONAL.fileName);
    return form;
  };

  const REQUESTS: [string, () => Promise<Response>][] = [
    [
      'POST /api/submit-quote',
      () => postJson('/api/submit-quote', simpleQuote({ first_name: PERSONAL.firstName, last_name: PERSONAL.lastName, email: PERSONAL.email })),
    ],
    ['POST /api/log-visit', () => postJson('/api/log-visit', visit({ page_url: `https://agency.example/?email=${PERSONAL.email}` }))],
    [
      'POST /api/error-report',
      () => postJson('/api/error-report', errorReport({ error_message: `Failed for ${PERSONAL.email}`, context: { name: PERSONAL.lastName } })),
    ],
    ['POST /api/submit-insurance-request', () => fetch(`${server.baseUrl}/api/submit-insurance-request`, { method: 'POST', body: lenderForm(), headers })],
    ['POST /api/send-receipt', () => postJson('/api/send-receipt', { email: PERSONAL.email, reference_number: PERSONAL.policyNumber })],
    [
      'POST /api/verify-policy (number and last name)',
      () => postJson('/api/verify-policy', { policyNumber: PERSONAL.policyNumber, lastName: PERSONAL.lastName }),
    ],
    [
      'POST /api/verify-policy (name and ZIP)',
      () => postJson('/api/verify-policy', { customerName: `${PERSONAL.firstName} ${PERSONAL.lastName}`, zip: PERSONAL.zip }),
    ],
  ];

  it.each(REQUESTS)('%s fails as 5xx JSON with a request id, no stack, and the log says so without a word of it', async (_name, send) => {
    const response = await send();
    expect(response.status).toBeGreaterThanOrEqual(500);
    const body = await response.json();
    expect(body).toMatchObject({ message: expect.any(String), requestId: response.headers.get('x-request-id') });
    expect(JSON.stringify(body)).not.toMatch(/\bat\s.+:\d+:\d+/);
    const logged = lines.filter((line) => line.includes(body.requestId)).join('\n');
    expect(logged).toContain('unexpected error');
    for (const value of Object.values(PERSONAL)) expect(lines.join('\n').toLowerCase()).not.toContain(value.toLowerCase());
  });

  it('logged each failure with its code and statement, so it can still be diagnosed', () => {
    const errors = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'unexpected error');
    expect(errors.length).toBeGreaterThanOrEqual(REQUESTS.length);
    for (const entry of errors) expect(entry.err).toMatchObject({ name: expect.any(String), message: expect.stringMatching(/\w/) });
    expect(errors.some((entry) => /insert into|select/i.test(entry.err.message))).toBe(true);
  });
}
