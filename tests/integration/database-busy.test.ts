/**
 * A write lock held elsewhere on the SQLite file (a second instance, db:seed-policies, a long transaction)
 * must not freeze the server. SQLite's busy wait ran on the event loop: an unrelated GET waited up to 5 s
 * behind a write that waited for the lock. Now the write waits between short tries while other requests
 * are answered, is stored once when the lock comes free, and is answered 503 with Retry-After (nothing
 * stored) when it does not come free within SQLITE_BUSY_TIMEOUT_MS.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_BUSY_MESSAGE } from '@contracts/errors';
import { csrfCredentials, RATE_LIMITS_OFF, startTestServer, type TestServer } from '../support/test-server';
import { openOtherSqliteConnection, type OtherSqliteConnection } from '../support/other-sqlite-connection';

const PAGE_URL = 'https://agency.example/database-busy';

let server: TestServer | undefined;
let other: OtherSqliteConnection | undefined;

afterEach(async () => {
  other?.close();
  await server?.close();
  other = server = undefined;
});

/** The server, and a second connection to its SQLite file that holds the write lock (BEGIN IMMEDIATE). */
async function serverWithLockHeldElsewhere(env: Record<string, string> = {}) {
  server = await startTestServer('sqlite', { ...RATE_LIMITS_OFF, ...env });
  const csrf = await csrfCredentials(server.baseUrl);
  const { filename } = server.db.client.config.connection as { filename: string };
  other = openOtherSqliteConnection(filename);
  other.exec('BEGIN IMMEDIATE');
  return { server, csrf, other };
}

const logVisit = (baseUrl: string, csrf: { token: string; cookie: string }) =>
  fetch(`${baseUrl}/api/log-visit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf.token, cookie: csrf.cookie },
    body: JSON.stringify({ page_url: PAGE_URL, timestamp: '2026-11-24T12:00:00Z', is_embedded: false }),
  });

/** Resolves when the server starts the statement that stores the visit (Knex says so just before it runs it). */
const visitInsertStarts = (db: TestServer['db']) =>
  new Promise<void>((resolve) => db.client.on('query', (query: { sql: string }) => /^insert into `visits`/.test(query.sql) && resolve()));

const storedVisits = (db: OtherSqliteConnection) => (db.prepare('SELECT count(*) AS n FROM visits WHERE page_url = ?').get(PAGE_URL) as { n: number }).n;

describe('a write while another connection holds the SQLite write lock', () => {
  it('does not hold up other requests, and is stored once when the lock is released', async () => {
    const { server, csrf, other } = await serverWithLockHeldElsewhere();
    const answered: string[] = [];
    const started = visitInsertStarts(server.db);
    const write = logVisit(server.baseUrl, csrf).then((response) => {
      answered.push('write');
      return response;
    });
    await started;

    // The server and this test share one event loop: SQLite's old busy wait held both until it gave up.
    const unrelated = await fetch(`${server.baseUrl}/api/csrf-token`);
    answered.push('unrelated GET');
    expect(unrelated.status).toBe(200);
    expect(answered).toEqual(['unrelated GET']);

    other.exec('COMMIT');
    expect((await write).status).toBe(201);
    expect(storedVisits(other)).toBe(1);
  });

  it('is answered 503 with Retry-After and stores nothing when the lock outlasts SQLITE_BUSY_TIMEOUT_MS', async () => {
    const { server, csrf, other } = await serverWithLockHeldElsewhere({ SQLITE_BUSY_TIMEOUT_MS: '50' });
    const response = await logVisit(server.baseUrl, csrf);
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = await response.json();
    expect(body).toEqual({ message: DATABASE_BUSY_MESSAGE, requestId: response.headers.get('x-request-id') });
    expect(body.requestId).toEqual(expect.any(String));

    other.exec('COMMIT');
    expect(storedVisits(other)).toBe(0);
    // The lock released, the same write goes through.
    expect((await logVisit(server.baseUrl, csrf)).status).toBe(201);
    expect(storedVisits(other)).toBe(1);
  });
});
