/**
 * The CSRF secret outlives a restart and is shared by instances on one database (it was made anew at every
 * start, so every open form failed with 419 after a deploy, and across instances always).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { csrfCredentials, postgresIsReachable, RATE_LIMITS_OFF, startTestServer, type DatabaseKind, type TestServer } from '../support/test-server';

const postgres = await postgresIsReachable();
const dir = mkdtempSync(path.join(tmpdir(), 'csrf-secret-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Where two servers find the same data: one SQLite file, or one PostgreSQL schema. */
const sharedDatabase = (kind: DatabaseKind): Record<string, string> =>
  kind === 'sqlite' ? { SQLITE_FILE: path.join(dir, `${randomBytes(4).toString('hex')}.db`) } : { DATABASE_SCHEMA: `test_${randomBytes(6).toString('hex')}` };

/** A PostgreSQL schema the servers shared is theirs to leave behind (each drops only one of its own). */
const dropShared = async (server: TestServer, env: Record<string, string>) => {
  if (env.DATABASE_SCHEMA) await server.db.raw('DROP SCHEMA IF EXISTS ?? CASCADE', [env.DATABASE_SCHEMA]);
};

const logVisit = (baseUrl: string, csrf: { token: string; cookie: string }) =>
  fetch(`${baseUrl}/api/log-visit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf.token, cookie: csrf.cookie },
    body: JSON.stringify({ page_url: 'https://agency.example/', timestamp: '2026-11-24T12:00:00Z', is_embedded: false }),
  });

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgres)(`the CSRF secret on ${kind}`, () => {
    it('is the same for a second instance and after a restart, so a page opened earlier can still send', async () => {
      const env = { ...RATE_LIMITS_OFF, ...sharedDatabase(kind) };
      const first = await startTestServer(kind, env);
      const openPage = await csrfCredentials(first.baseUrl);
      const second = await startTestServer(kind, env);
      try {
        expect((await logVisit(second.baseUrl, openPage)).status).toBe(201);
        expect((await logVisit(first.baseUrl, openPage)).status).toBe(201);
      } finally {
        await first.close().catch(() => undefined);
      }
      // The first instance is gone (a deploy): the page still works with the one left.
      try {
        expect((await logVisit(second.baseUrl, openPage)).status).toBe(201);
      } finally {
        await dropShared(second, env);
        await second.close();
      }
    });

    it('is the configured one when CSRF_SECRET is set, and an instance with another secret refuses its tokens', async () => {
      const env = { ...RATE_LIMITS_OFF, ...sharedDatabase(kind) };
      const configured = await startTestServer(kind, { ...env, CSRF_SECRET: 'c'.repeat(64) });
      const page = await csrfCredentials(configured.baseUrl);
      const stored = await startTestServer(kind, env);
      try {
        expect((await logVisit(configured.baseUrl, page)).status).toBe(201);
        expect((await logVisit(stored.baseUrl, page)).status).toBe(419);
      } finally {
        await configured.close().catch(() => undefined);
        await dropShared(stored, env);
        await stored.close();
      }
    });
  });
}
