/**
 * The real BFF for bench/account-pages.ts, built as bff/server.ts builds it, on the SQLite file the parent made
 * (BENCH_SQLITE_FILE), with every rate limit off: the parent sends a person's 200 requests through the public
 * forms first, far faster than a person would.
 */
import path from 'node:path';
import { createApp } from '@bff/app';
import { loadConfig } from '@bff/config';
import { createDependencies } from '@bff/dependencies';
import { RATE_LIMITS_OFF } from '../../tests/support/rate-limits-off';
import { serveForBenchmark } from './child';

const sqliteFile = process.env.BENCH_SQLITE_FILE;
if (!sqliteFile) throw new Error('BENCH_SQLITE_FILE is not set.');

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  SQLITE_FILE: sqliteFile,
  STATIC_DIR: path.join(path.dirname(sqliteFile), 'no-app'),
  ...RATE_LIMITS_OFF,
  // The bench client sends the plain XSRF-TOKEN cookie over HTTP.
  COOKIE_SECURE: 'false',
});
const deps = await createDependencies(config);
const app = createApp(deps);

await serveForBenchmark({ handler: app, stored: () => 0, close: deps.close });
