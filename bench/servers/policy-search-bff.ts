/**
 * The real BFF for bench/policy-search.ts and bench/inbox.ts, built as bff/server.ts builds it, on the SQLite
 * file the parent made and seeded (BENCH_SQLITE_FILE: a million policies, or 100,000 submissions). The search
 * rate limit is set where the bench never reaches it, so the limiter's cost stays in the figure.
 */
import path from 'node:path';
import { createApp } from '@bff/app';
import { loadConfig } from '@bff/config';
import { createDependencies } from '@bff/dependencies';
import { serveForBenchmark } from './child';

const sqliteFile = process.env.BENCH_SQLITE_FILE;
if (!sqliteFile) throw new Error('BENCH_SQLITE_FILE is not set.');

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  SQLITE_FILE: sqliteFile,
  STATIC_DIR: path.join(path.dirname(sqliteFile), 'no-app'),
  POLICY_SEARCH_RATE_LIMIT_PER_MINUTE: '1000000000',
  POLICY_SEARCH_SITE_RATE_LIMIT_PER_MINUTE: '1000000000',
  // The bench client sends the plain XSRF-TOKEN cookie over HTTP.
  COOKIE_SECURE: 'false',
});
const deps = await createDependencies(config);
const app = createApp(deps);

await serveForBenchmark({ handler: app, stored: () => 0, close: deps.close });
