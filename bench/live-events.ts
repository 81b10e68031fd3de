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
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { csrfCredentials } from '../tests/support/test-server';
import { documentReadyToSign, signingApi, SIGNER, type SigningApi } from '../tests/support/signing-flow';
import type { EventsAddresses, EventsMemory } from './servers/events-bff';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const SIGNATURES = Number(process.env.BENCH_SIGNATURES ?? 200);
const TARGET_P99_MS = 100;

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const tempDir = mkdtempSync(path.join(tmpdir(), 'agency-events-bench-'));
let child: ChildProcess | undefined;
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

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

type Stream = { close: () => void };

/** An event stream read off a raw socket (EventSource would cost the client far more at 10,000). */
function openStream(baseUrl: string, url: string, onSigned?: (data: { documentId: string; signedAt: string }) => void): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}${url}`, { agent }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`events answered ${response.statusCode}`));
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        if (!onSigned) return;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes('event: DocumentSigned')) onSigned(JSON.parse(/^data: (.*)$/m.exec(block)![1]!));
        }
      });
      resolve({ close: () => request.destroy() });
    });
    request.on('error', reject);
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** Signs `count` documents, each watched by its own subscriber; answers each delivery's latency in ms. */
async function measureSignatures(baseUrl: string, api: SigningApi, count: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const { sessionId, documentId, token } = await documentReadyToSign(api);
    const subscription = (await (await api.subscribe(sessionId, documentId)).json()) as { url: string };
    let resolveArrival!: (latency: number) => void;
    const arrived = new Promise<number>((resolve) => (resolveArrival = resolve));
    const stream = await openStream(baseUrl, subscription.url, (data) => {
      if (data.documentId === documentId) resolveArrival(Date.now() - Date.parse(data.signedAt));
    });
    await api.consent(token);
    const signed = await api.sign(token, `${SIGNER.firstName} ${SIGNER.lastName}`);
    if (signed.status !== 200) throw new Error(`sign answered ${signed.status}`);
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('a DocumentSigned never arrived')), 10_000));
    latencies.push(await Promise.race([arrived, timeout]));
    stream.close();
  }
  return latencies;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const summary = (label: string, latencies: number[]) =>
  `${label}: p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms, max ${Math.max(...latencies)} ms (${latencies.length} signatures)`;

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
  agent.destroy();
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(tempDir, { recursive: true, force: true });
}
