/**
 * Live events benchmark (issue 11): how fast a DocumentSigned reaches the browser waiting for it while one
 * instance holds 10,000 open event streams, and what each stream costs the server in memory. Both are taken
 * against a baseline in the same run, on the same server process: the same signatures with only their own
 * subscribers connected.
 *
 *   npx tsx bench/live-events.ts
 *   BENCH_SUBSCRIBERS=20000 BENCH_SIGNATURES=300 npx tsx bench/live-events.ts
 *
 * Latency is from the signature being recorded (signedAt, written in the signing transaction) to the event
 * read off the socket by the subscriber. Target: p99 at most 100 ms with 10,000 subscribers.
 * Exit code 0 whatever the figures; 1 if the server failed or an event never arrived.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { csrfCredentials } from '../tests/support/test-server';
import { signingApi } from '../tests/support/signing-flow';
import { closeAgent, measureSignatures, openStream, percentile, summary, type Stream } from './event-stream-client';
import type { EventsAddresses, EventsMemory } from './servers/events-bff';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const SIGNATURES = Number(process.env.BENCH_SIGNATURES ?? 200);
const TARGET_P99_MS = 100;

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const tempDir = mkdtempSync(path.join(tmpdir(), 'agency-events-bench-'));
let child: ChildProcess | undefined;

function ask<T extends { type: string }>(message: object, type: T['type']): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (answer: { type?: string }) => {
      if (answer?.type !== type) return;
      child!.off('message', onMessage);
      resolve(answer as T);
    };
    child!.on('message', onMessage);
    child!.send(message);
  });
}

function startServer(): Promise<string> {
  child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', path.join(benchDir, 'servers', 'events-bff.ts')], {
    cwd: path.resolve(benchDir, '..'),
    env: { ...process.env, BENCH_SQLITE_FILE: path.join(tempDir, 'app.db') },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child!.once('exit', (code) => reject(new Error(`the server exited (code ${code})`)));
    child!.on('message', (message: { type?: string; port?: number }) => {
      if (message?.type === 'ready') resolve(`http://127.0.0.1:${message.port}`);
    });
  });
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

try {
  const baseUrl = await startServer();
  const api = signingApi(baseUrl, await csrfCredentials(baseUrl));
  await measureSignatures(baseUrl, api, 5); // warm-up: V8 and SQLite, the certificate, the sealing job

  const restMemory = await ask<EventsMemory>({ type: 'memory' }, 'memory');
  const baseline = await measureSignatures(baseUrl, api, SIGNATURES);

  const { urls } = await ask<EventsAddresses>({ type: 'addresses', count: SUBSCRIBERS }, 'addresses');
  const streams: Stream[] = [];
  const opening = Date.now();
  for (let start = 0; start < urls.length; start += 500) {
    streams.push(...(await Promise.all(urls.slice(start, start + 500).map((url) => openStream(baseUrl, url)))));
  }
  const openedIn = Date.now() - opening;
  const loadedMemory = await ask<EventsMemory>({ type: 'memory' }, 'memory');
  const loaded = await measureSignatures(baseUrl, api, SIGNATURES);
  for (const stream of streams) stream.close();

  const perSubscriber = (key: 'live' | 'rss') => (loadedMemory[key] - restMemory[key]) / Math.max(1, loadedMemory.subscribers - restMemory.subscribers);
  const p99 = percentile(loaded, 99);
  console.log(`\nLive events on one instance (SQLite, in-process bus), ${SUBSCRIBERS.toLocaleString('en-US')} idle subscribers opened in ${openedIn} ms\n`);
  console.log(summary('baseline, no other subscribers', baseline));
  console.log(summary(`with ${SUBSCRIBERS.toLocaleString('en-US')} subscribers`, loaded));
  console.log(
    `p99 ratio to baseline: ${(p99 / Math.max(1, percentile(baseline, 99))).toFixed(2)}x; target p99 <= ${TARGET_P99_MS} ms: ${p99 <= TARGET_P99_MS ? 'met' : 'NOT met'}`,
  );
  console.log(
    `server memory per subscriber: ${(perSubscriber('live') / 1024).toFixed(1)} KB live heap and buffers, ${(perSubscriber('rss') / 1024).toFixed(1)} KB RSS ` +
      `(at rest ${mb(restMemory.rss)} RSS, with subscribers ${mb(loadedMemory.rss)} RSS; ${loadedMemory.subscribers} streams counted by the server)`,
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  closeAgent();
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(tempDir, { recursive: true, force: true });
}
