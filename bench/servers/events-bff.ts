/**
 * The real BFF for bench/live-events.ts, as bff/server.ts builds it (job worker included), on a SQLite file in
 * the temporary directory the parent names (BENCH_SQLITE_FILE), with the signing limits and the open-stream
 * limits off (its 10,000 idle streams all come from one client). Besides the port, it answers two questions
 * over IPC: `memory` (after a GC: the live heap and buffers, and RSS) and `addresses` (event-stream addresses
 * of new topics, as POST /api/document-events/subscriptions makes them, for the idle subscribers that fill
 * the instance).
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { documentTopic, EVENTS_PATH } from '@contracts/live-events';
import { createApp } from '@bff/app';
import { loadConfig } from '@bff/config';
import { createDependencies } from '@bff/dependencies';
import { sessionHashOf } from '@bff/services/live-events/event-tokens';
import { RATE_LIMITS_OFF } from '../../tests/support/rate-limits-off';
import { serveForBenchmark } from './child';

export type EventsMemory = { type: 'memory'; live: number; rss: number; subscribers: number };
export type EventsAddresses = { type: 'addresses'; urls: string[] };

const sqliteFile = process.env.BENCH_SQLITE_FILE;
if (!sqliteFile) throw new Error('BENCH_SQLITE_FILE is not set.');

const config = loadConfig({
  ...RATE_LIMITS_OFF,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SQLITE_FILE: sqliteFile,
  STATIC_DIR: path.join(path.dirname(sqliteFile), 'no-app'),
  COOKIE_SECURE: 'false',
  EVENTS_TOKEN_TTL_SECONDS: '3600',
  EVENTS_STREAMS_PER_TOKEN: '0',
  EVENTS_STREAMS_PER_CLIENT: '0',
  JOB_POLL_INTERVAL_MS: '200',
});
const deps = await createDependencies(config);
deps.jobWorker.start();
const app = createApp(deps);

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Start this server with node --expose-gc (bench/live-events.ts does).');

process.on('message', (message: { type?: string; count?: number }) => {
  if (message?.type === 'memory') {
    gc();
    const { heapUsed, arrayBuffers, rss } = process.memoryUsage();
    process.send?.({ type: 'memory', live: heapUsed + arrayBuffers, rss, subscribers: deps.eventBus.subscriberCount() } satisfies EventsMemory);
  }
  if (message?.type === 'addresses') {
    const expiresAt = Date.now() + 3_600_000;
    const urls = Array.from({ length: message.count ?? 0 }, () => {
      const topic = documentTopic(randomUUID());
      const token = deps.eventTokens.issue({ topic, sessionHash: sessionHashOf(randomUUID()), expiresAt });
      return `${EVENTS_PATH}?${new URLSearchParams({ topic, token }).toString()}`;
    });
    process.send?.({ type: 'addresses', urls } satisfies EventsAddresses);
  }
});

await serveForBenchmark({
  handler: app,
  stored: async () => Number(((await deps.db('signing_documents').where('status', 'sealed').count({ n: '*' }).first()) as { n: number | string }).n),
  close: async () => {
    await deps.close();
    rmSync(path.dirname(sqliteFile), { recursive: true, force: true });
  },
});
