/**
 * What the latency benches share (bench/policy-search.ts, bench/inbox.ts): settings from the environment,
 * servers of bench/servers started as child processes, requests sent one after another on one keep-alive
 * connection and timed (the latency a person sees, not a queue), and the report: p50/p95/p99 per kind as
 * medians over rounds, each p95 against the baseline's and PASS/FAIL against a target.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildMessage } from './servers/child';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');

export const wholeNumberFromEnv = (name: string, fallback: number, min: number) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number >= ${min}, got "${raw}".`);
  return value;
};

const children = new Set<ChildProcess>();

/** Starts a server file of bench/servers in its own process (so it shares no event loop with the client). */
export function startServer(entry: string, env: Record<string, string> = {}): Promise<{ port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(benchDir, 'servers', entry)], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return new Promise((resolve, reject) => {
    child.on('message', (message: ChildMessage) => message.type === 'ready' && resolve({ port: message.port }));
    child.once('exit', (code) => reject(new Error(`${entry} exited (code ${code}) before it was ready.`)));
  });
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** Closes the client's connection and stops every server started. */
function stopServers(): void {
  agent.destroy();
  for (const child of children) child.kill('SIGTERM');
}

/**
 * The settings every latency bench shares: measured and warm-up requests per kind and round, and rounds. Rounds
 * alternate the baseline and the BFF's kinds, so a burst of other work on the machine hits all; figures are
 * medians over rounds.
 */
export const latencySettings = (defaults: { requests: number; warmup: number }) => ({
  requestsPerKind: wholeNumberFromEnv('BENCH_REQUESTS', defaults.requests, 100),
  warmupRequests: wholeNumberFromEnv('BENCH_WARMUP_REQUESTS', defaults.warmup, 0),
  rounds: wholeNumberFromEnv('BENCH_ROUNDS', 3, 1),
});

/**
 * A new SQLite file in a temporary directory, and `cleanUp`, which stops the servers and removes the directory
 * (also on Ctrl-C).
 */
export function temporarySqliteFile(prefix: string): { sqliteFile: string; cleanUp: () => void } {
  const tempDir = mkdtempSync(path.join(tmpdir(), prefix));
  const cleanUp = () => {
    stopServers();
    rmSync(tempDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    cleanUp();
    process.exit(130);
  });
  return { sqliteFile: path.join(tempDir, 'app.db'), cleanUp };
}

export type Answer = { status: number; body: string; headers: Record<string, string | string[] | undefined> };

export function send(port: number, method: string, urlPath: string, body?: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        agent,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** One request of a kind: GET when it has no body. */
export type BenchRequest = { path: string; body?: string };

export type Measured = { label: string; latenciesMs: number[]; meanTotal: number };

/** How many things an answer holds: its `total`, or the length of its list (`{ requests: [...] }`). */
const matchesOf = (body: Record<string, unknown>) =>
  typeof body.total === 'number' ? body.total : ((Object.values(body).find(Array.isArray) as unknown[] | undefined)?.length ?? 0);

/**
 * Sends `warmup` requests, then `count` timed ones, one after another, cycling through `requests`. Every
 * answer must be 200 with JSON (else it throws).
 */
async function measure(
  label: string,
  port: number,
  requests: BenchRequest[],
  options: { headers: Record<string, string>; warmup: number; count: number },
): Promise<Measured> {
  const sendOne = (r: BenchRequest) => send(port, r.body === undefined ? 'GET' : 'POST', r.path, r.body, options.headers);
  for (let i = 0; i < options.warmup; i += 1) await sendOne(requests[i % requests.length]!);
  const latenciesMs: number[] = [];
  let totals = 0;
  for (let i = 0; i < options.count; i += 1) {
    const r = requests[i % requests.length]!;
    const started = process.hrtime.bigint();
    const answer = await sendOne(r);
    latenciesMs.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (answer.status !== 200) throw new Error(`${label}: ${r.path} ${r.body ?? ''} was answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    totals += matchesOf(JSON.parse(answer.body) as Record<string, unknown>);
  }
  return { label, latenciesMs: latenciesMs.sort((a, b) => a - b), meanTotal: totals / options.count };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
/** A kind's figure: each percentile's median over the rounds. */
const figure = (measured: Measured[], p: number) => median(measured.map((m) => percentile(m.latenciesMs, p)));
const ms = (value: number) => value.toFixed(2).padStart(7);

/**
 * Prints p50/p95/p99 and the mean total per kind (the first is the baseline), then each other kind's p95
 * against the baseline's and PASS/FAIL against the target.
 */
function printLatencyReport(kinds: { label: string; measured: Measured[] }[], targetP95Ms: number): void {
  const width = Math.max(36, ...kinds.map((kind) => kind.label.length + 1));
  console.log(`${'endpoint'.padEnd(width)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  mean matches`);
  for (const { label, measured } of kinds) {
    const meanTotal = measured.reduce((sum, m) => sum + m.meanTotal, 0) / measured.length;
    console.log(`${label.padEnd(width)} ${ms(figure(measured, 50))} ${ms(figure(measured, 95))} ${ms(figure(measured, 99))}  ${meanTotal.toFixed(1)}`);
  }
  const baselineP95 = figure(kinds[0]?.measured ?? [], 95);
  console.log('');
  for (const { label, measured } of kinds.slice(1)) {
    const p95 = figure(measured, 95);
    console.log(
      `${label}: p95 ${p95.toFixed(2)} ms = ${(p95 / baselineP95).toFixed(1)}x the baseline's ${baselineP95.toFixed(2)} ms ` +
        `(${p95 >= baselineP95 ? '+' : ''}${(p95 - baselineP95).toFixed(2)} ms); target <= ${targetP95Ms} ms  ${p95 <= targetP95Ms ? 'PASS' : 'FAIL'}`,
    );
  }
}

/**
 * Measures every kind round after round (the first is the baseline), then prints how it was measured and the
 * report (printLatencyReport).
 */
export async function measureInRounds(
  kinds: { label: string; port: number; requests: BenchRequest[] }[],
  options: { headers: Record<string, string>; warmup: number; count: number; rounds: number; what: string; targetP95Ms: number },
): Promise<void> {
  const byKind: Measured[][] = kinds.map(() => []);
  for (let round = 0; round < options.rounds; round += 1) {
    for (const [index, kind] of kinds.entries()) {
      byKind[index]!.push(await measure(kind.label, kind.port, kind.requests, { headers: options.headers, warmup: options.warmup, count: options.count }));
    }
  }
  console.log(
    `\n${options.count.toLocaleString('en-US')} sequential ${options.what} per kind and round, ${options.rounds} round(s), one keep-alive connection, ` +
      `${options.warmup} warm-up each; medians over rounds. Load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${cpus().length} CPUs.\n`,
  );
  printLatencyReport(
    kinds.map((kind, index) => ({ label: kind.label, measured: byKind[index] ?? [] })),
    options.targetP95Ms,
  );
}
