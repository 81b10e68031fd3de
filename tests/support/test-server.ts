/**
 * Starts the real BFF in this process on a free port, on a fresh database: a temporary SQLite file, or
 * its own schema in the local PostgreSQL. Used by contract, integration and property tests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import knex from 'knex';
import { createApp } from '@bff/app';
import { loadConfig } from '@bff/config';
import type { Database } from '@bff/db/database';
import type { DocumentWorkerSettings } from '@bff/config';
import { createDependencies, type AppDependencies } from '@bff/dependencies';
import { createHttpServer } from '@bff/http/http-server';
import type { Logger } from '@bff/http/logger';
import type { AtRestEncryption } from '@bff/services/encryption';
import { createDocumentWorkers, type DocumentWorkers } from '@bff/services/document-worker/document-workers';
import { startMailWorker } from '@bff/services/mail';

export const POSTGRES_TEST_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type DatabaseKind = 'sqlite' | 'postgres';

export type TestServer = { baseUrl: string; db: Database; deps: AppDependencies; close: () => Promise<void> };

/** Whether the local PostgreSQL answers; suites on PostgreSQL are skipped (and say so) when it does not. */
export async function postgresIsReachable(url = POSTGRES_TEST_URL): Promise<boolean> {
  const probe = knex({ client: 'pg', connection: { connectionString: url, connectionTimeoutMillis: 2000 } });
  try {
    await probe.raw('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await probe.destroy();
  }
}

export { RATE_LIMITS_OFF } from './rate-limits-off';

const encryptionOfDatabase = new WeakMap<Database, AtRestEncryption>();

/** The at-rest encryption of the test server whose database `db` is: for helpers that are given only the database. */
export const testServerEncryption = (db: Database): AtRestEncryption | undefined => encryptionOfDatabase.get(db);

/**
 * The test servers of one process (a Vitest worker runs the servers of many files) share a pool of document
 * workers for each setting: a new thread loads TypeScript and pdf-lib, about a second of CPU, which the 74
 * servers of the suites given a file did each before. Tasks carry all they need, so no server sees another's.
 * Idle threads do not hold the process open (piscina unrefs them).
 */
const documentWorkerPools = new Map<string, DocumentWorkers>();
function sharedDocumentWorkers(settings: DocumentWorkerSettings): DocumentWorkers {
  const key = JSON.stringify(settings);
  const workers = documentWorkerPools.get(key) ?? createDocumentWorkers(settings);
  documentWorkerPools.set(key, workers);
  return workers;
}

const TEST_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64url');

export async function startTestServer(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  /** A logger of the test's own, to read what the server logs. */
  options: { logger?: Logger } = {},
): Promise<TestServer> {
  const tempDir = mkdtempSync(path.join(tmpdir(), 'agency-test-'));
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    STATIC_DIR: path.join(tempDir, 'no-app'),
    // On PostgreSQL too: nothing of a test server's lands in the checkout's data folder.
    UPLOAD_DIR: path.join(tempDir, 'uploads'),
    // One key for every test server, so two on one schema (two instances) open each other's secrets.
    ...(env.APP_ENCRYPTION_KEY || env.APP_ENCRYPTION_KEY_FILE ? {} : { APP_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY }),
    ...(kind === 'postgres' ? { DATABASE_URL: POSTGRES_TEST_URL, DATABASE_SCHEMA: schema } : { SQLITE_FILE: path.join(tempDir, 'app.db') }),
    ...env,
  });
  const deps = await createDependencies(config, options.logger, { documentWorkers: sharedDocumentWorkers(config.documentWorkers) });
  const { db, logger } = deps;
  encryptionOfDatabase.set(db, deps.encryption);
  const app = createApp(deps);
  const server: Server = createHttpServer(app, config);
  // As bff/server.ts: the mail worker delivers when SMTP_URL is set, and is idle otherwise.
  const mailWorker = startMailWorker({ config, db, logger, encryption: deps.encryption });
  deps.jobWorker.start();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db,
    deps,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections(); // event streams a test left open
      await closed;
      await mailWorker.stop();
      if (kind === 'postgres') await db.raw('DROP SCHEMA IF EXISTS ?? CASCADE', [schema]);
      await deps.close();
      rmSync(tempDir, { recursive: true, force: true });
    },
  };
}

/** A CSRF token and the cookie that goes with it, as the SPA would have them. */
export async function csrfCredentials(baseUrl: string): Promise<{ token: string; cookie: string }> {
  const response = await fetch(`${baseUrl}/api/csrf-token`);
  const { token } = (await response.json()) as { token: string };
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { token, cookie };
}
