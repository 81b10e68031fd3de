/**
 * The real BFF, built exactly as bff/server.ts builds it (createApp with the real database, logger and CSRF
 * protection), on the SQLite file the parent names in BENCH_SQLITE_FILE, in a temporary directory of its
 * own. The parent removes that directory when it is done; this process removes it too when it stops, in
 * case the parent was killed.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { createApp } from '@bff/app';
import { loadConfig } from '@bff/config';
import { createDependencies } from '@bff/dependencies';
import { serveForBenchmark } from './child';

const sqliteFile = process.env.BENCH_SQLITE_FILE;
if (!sqliteFile) throw new Error('BENCH_SQLITE_FILE is not set.');

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info', // production's default level
  SQLITE_FILE: sqliteFile,
  STATIC_DIR: path.join(path.dirname(sqliteFile), 'no-app'),
  // The load comes from one address; a limit it never reaches keeps the rate limiter's cost in the figure.
  QUOTE_RATE_LIMIT_PER_MINUTE: '1000000000',
  QUOTE_SITE_RATE_LIMIT_PER_MINUTE: '1000000000',
  // The bench client sends the plain XSRF-TOKEN cookie over HTTP.
  COOKIE_SECURE: 'false',
});
const deps = await createDependencies(config);
const { db } = deps;
const app = createApp(deps);

await serveForBenchmark({
  handler: app,
  stored: async () => {
    const row = (await db('quote_requests').count({ n: '*' }).first()) as { n: number | string } | undefined;
    return Number(row?.n ?? 0);
  },
  close: async () => {
    await deps.close();
    rmSync(path.dirname(sqliteFile), { recursive: true, force: true });
  },
});
