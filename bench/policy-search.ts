/**
 * Policy search latency at a million policies: POST /api/verify-policy on the real BFF (a temporary SQLite
 * file of 1,000,000 demo policies) by policy number and last name, and by customer name and ZIP code, against a bare Express 5 endpoint
 * answering a fixed page of 10 (the baseline, measured in the same run). Prints p50/p95/p99 and PASS/FAIL
 * against the target: p95 at most 10 ms at the BFF. See bench/README.md.
 *
 *   npm run bench:policy-search
 *   BENCH_POLICIES=200000 BENCH_REQUESTS=1000 npm run bench:policy-search
 *
 * Exit code: 0 whatever the figures; 1 if a server failed or any search was not answered 200.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateToLatest, openDatabase } from '@bff/db/database';
import { seedDemoPolicies } from '@bff/db/seed-policies';
import type { ChildMessage } from './servers/child';

const TARGET_P95_MS = 10;

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');

const wholeNumberFromEnv = (name: string, fallback: number, min: number) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number >= ${min}, got "${raw}".`);
  return value;
};

const policyCount = wholeNumberFromEnv('BENCH_POLICIES', 1_000_000, 1000);
const requestsPerKind = wholeNumberFromEnv('BENCH_REQUESTS', 3000, 100);
const warmupRequests = wholeNumberFromEnv('BENCH_WARMUP_REQUESTS', 500, 0);
/** Rounds alternate baseline and BFF, so a burst of other work on the machine hits both; figures are medians over rounds. */
const rounds = wholeNumberFromEnv('BENCH_ROUNDS', 3, 1);

const tempDir = mkdtempSync(path.join(tmpdir(), 'agency-bench-policies-'));
const sqliteFile = path.join(tempDir, 'app.db');
const children = new Set<ChildProcess>();

function cleanUp() {
  for (const child of children) child.kill('SIGTERM');
  rmSync(tempDir, { recursive: true, force: true });
}
process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

/** Starts a server file of bench/servers in its own process (so it shares no event loop with the client). */
function startServer(entry: string, env: Record<string, string> = {}): Promise<{ port: number }> {
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

type Answer = { status: number; body: string; headers: Record<string, string | string[] | undefined> };

function send(port: number, method: string, urlPath: string, body?: string, headers: Record<string, string> = {}): Promise<Answer> {
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

type Measured = { label: string; latenciesMs: number[]; meanTotal: number };

/** Sends the bodies one after another on one keep-alive connection (a person's search, not a queue) and times each. */
async function measure(label: string, port: number, bodies: string[], headers: Record<string, string>): Promise<Measured> {
  for (let i = 0; i < Math.min(warmupRequests, bodies.length); i += 1) await send(port, 'POST', '/api/verify-policy', bodies[i], headers);
  const latenciesMs: number[] = [];
  let totals = 0;
  for (let i = 0; i < requestsPerKind; i += 1) {
    const body = bodies[i % bodies.length];
    const started = process.hrtime.bigint();
    const answer = await send(port, 'POST', '/api/verify-policy', body, headers);
    latenciesMs.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (answer.status !== 200) throw new Error(`${label}: ${body} was answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    totals += (JSON.parse(answer.body) as { total: number }).total;
  }
  return { label, latenciesMs: latenciesMs.sort((a, b) => a - b), meanTotal: totals / requestsPerKind };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (value: number) => value.toFixed(2).padStart(7);

try {
  // 1. A million policies, made as `npm run db:seed-policies` makes them.
  const db = openDatabase({ kind: 'sqlite', filename: sqliteFile });
  await migrateToLatest(db);
  const seedStarted = performance.now();
  await seedDemoPolicies(db, { count: policyCount });
  console.log(`${policyCount.toLocaleString('en-US')} policies seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
  // What people search for: real numbers and names from the table, picked at random.
  const picked = (await db.raw('SELECT policy_number, first_name, last_name, zip FROM policies ORDER BY random() LIMIT 1000')) as {
    policy_number: string;
    first_name: string;
    last_name: string;
    zip: string;
  }[];
  await db.destroy();

  // The two exact factors of each tab: the number with the last name; the full name ('First Last' and
  // 'Last, First' in turn) with the ZIP code.
  const numberBodies = picked.map((p) => JSON.stringify({ policyNumber: p.policy_number, lastName: p.last_name }));
  const nameBodies = picked.map((p, i) =>
    JSON.stringify({ customerName: i % 2 ? `${p.first_name} ${p.last_name}` : `${p.last_name}, ${p.first_name}`, zip: p.zip }),
  );

  // 2. The servers.
  const [bare, bff] = await Promise.all([startServer('policy-search-bare.ts'), startServer('policy-search-bff.ts', { BENCH_SQLITE_FILE: sqliteFile })]);
  const csrf = await send(bff.port, 'GET', '/api/csrf-token');
  const token = (JSON.parse(csrf.body) as { token: string }).token;
  const headers = { 'x-csrf-token': token, cookie: `XSRF-TOKEN=${token}` };

  // 3. Measure: the baseline, then each kind of search, round after round.
  const kinds = [
    { label: 'bare Express 5 (fixed page of 10)', port: bare.port, bodies: numberBodies },
    { label: 'BFF: policy number + last name', port: bff.port, bodies: numberBodies },
    { label: 'BFF: customer name + ZIP', port: bff.port, bodies: nameBodies },
  ];
  const byKind: Measured[][] = kinds.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, kind] of kinds.entries()) byKind[index]!.push(await measure(kind.label, kind.port, kind.bodies, headers));
  }

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  /** A kind's figure: each percentile's median over the rounds. */
  const figure = (measured: Measured[], p: number) => median(measured.map((m) => percentile(m.latenciesMs, p)));

  console.log(
    `\n${requestsPerKind.toLocaleString('en-US')} sequential searches per kind and round, ${rounds} round(s), one keep-alive connection, ` +
      `${warmupRequests} warm-up each; medians over rounds. Load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${cpus().length} CPUs.\n`,
  );
  console.log(`${'endpoint'.padEnd(36)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  mean matches`);
  for (const [index, kind] of kinds.entries()) {
    const measured = byKind[index] ?? [];
    const meanTotal = measured.reduce((sum, m) => sum + m.meanTotal, 0) / measured.length;
    console.log(`${kind.label.padEnd(36)} ${ms(figure(measured, 50))} ${ms(figure(measured, 95))} ${ms(figure(measured, 99))}  ${meanTotal.toFixed(1)}`);
  }
  const baselineP95 = figure(byKind[0] ?? [], 95);
  console.log('');
  for (const [index, kind] of kinds.entries()) {
    if (index === 0) continue;
    const p95 = figure(byKind[index] ?? [], 95);
    console.log(
      `${kind.label}: p95 ${p95.toFixed(2)} ms = ${(p95 / baselineP95).toFixed(1)}x the baseline's ${baselineP95.toFixed(2)} ms ` +
        `(${p95 >= baselineP95 ? '+' : ''}${(p95 - baselineP95).toFixed(2)} ms); target <= ${TARGET_P95_MS} ms  ${p95 <= TARGET_P95_MS ? 'PASS' : 'FAIL'}`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  agent.destroy();
  cleanUp();
}
