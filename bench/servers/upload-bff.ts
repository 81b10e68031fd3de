/**
 * The real BFF for bench/upload-memory.ts, as bff/server.ts builds it, on a SQLite file and an upload folder
 * in the temporary directory the parent names (BENCH_SQLITE_FILE), with an upload limit above the bench's
 * file (BENCH_UPLOAD_MAX_BYTES). It samples its own memory every few milliseconds and answers the parent's
 * `memory` question with the current and peak figures since the last question (after a GC).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { createApp } from '@bff/app';
import { loadConfig } from '@bff/config';
import { createDependencies } from '@bff/dependencies';
import { serveForBenchmark } from './child';

export type MemoryFigures = { rss: number; heapUsed: number; external: number; arrayBuffers: number };
/**
 * `peak`: the highest figures sampled every 2 ms, garbage included (V8 frees a request's spent buffers only
 * when its external memory reaches some tens of MB). `peakLive`: heap + buffers still referenced, sampled
 * right after a forced GC every 25 ms: what the server actually holds, the figure that tells streaming
 * (flat) from buffering (the file's size).
 */
export type MemoryReport = { type: 'memory'; now: MemoryFigures; peak: MemoryFigures; liveNow: number; peakLive: number };

const sqliteFile = process.env.BENCH_SQLITE_FILE;
if (!sqliteFile) throw new Error('BENCH_SQLITE_FILE is not set.');

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SQLITE_FILE: sqliteFile,
  STATIC_DIR: path.join(path.dirname(sqliteFile), 'no-app'),
  UPLOAD_MAX_BYTES: process.env.BENCH_UPLOAD_MAX_BYTES ?? String(64 * 1024 * 1024),
  // The bench sends its uploads from one address, faster than a person would.
  INSURANCE_REQUEST_RATE_LIMIT_PER_MINUTE: '0',
  INSURANCE_REQUEST_SITE_RATE_LIMIT_PER_MINUTE: '0',
  // The bench client sends the plain XSRF-TOKEN cookie over HTTP.
  COOKIE_SECURE: 'false',
});
const deps = await createDependencies(config);
const { db } = deps;
const app = createApp(deps);

const read = (): MemoryFigures => {
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, external, arrayBuffers };
};
let peak = read();
const sample = () => {
  const now = read();
  for (const key of Object.keys(peak) as (keyof MemoryFigures)[]) peak[key] = Math.max(peak[key], now[key]);
};
setInterval(sample, 2).unref();

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Start this server with node --expose-gc (bench/upload-memory.ts does).');
const live = () => {
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
};
let peakLive = live();
setInterval(() => {
  peakLive = Math.max(peakLive, live());
}, 25).unref();

process.on('message', (message: { type?: string }) => {
  if (message?.type !== 'memory') return;
  sample();
  const liveNow = live();
  const report: MemoryReport = { type: 'memory', now: read(), peak, liveNow, peakLive: Math.max(peakLive, liveNow) };
  process.send?.(report);
  // The next period starts from a collected heap, so its peaks are what that period added.
  peakLive = live();
  peak = read();
});

await serveForBenchmark({
  handler: app,
  stored: async () => Number(((await db('insurance_requests').count({ n: '*' }).first()) as { n: number | string }).n),
  close: async () => {
    await deps.close();
    rmSync(path.dirname(sqliteFile), { recursive: true, force: true });
  },
});
