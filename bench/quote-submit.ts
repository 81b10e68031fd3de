/**
 * Write-path benchmark: POST /api/submit-quote on the real BFF (fresh SQLite file) against a bare Express 5
 * app with one JSON POST handler, and against that handler plus one durable SQLite insert (the floor of any
 * write path: each committed alone, and committed together with those arriving beside it, as the BFF commits),
 * same load for all four. Prints req/s, p99 latency and the ratios BFF / bare and BFF / each floor, and
 * PASS/FAIL against the target ratio. See bench/README.md.
 *
 *   npx tsx bench/quote-submit.ts          (or: npm run bench)
 *   BENCH_SECONDS=30 npm run bench
 *
 * Exit code: 0 whatever the ratio; 1 if a server failed to start or crashed, or the measurement is invalid
 * (any connection error, timeout or non-2xx answer: a fast 419 or 422 would say nothing about the write path).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type RequestData, type Result } from 'autocannon';
import type { ChildMessage, ParentMessage } from './servers/child';

/** Issue 27: the write path back above 0.42 of bare Express (it had fallen to 0.155 with the inbox index). */
const TARGET_RATIO = 0.42;
/** Other processes using more than this many CPUs during a run make req/s unreliable. */
const OTHER_LOAD_WARNING = 0.25;
const ENDPOINT = '/api/submit-quote';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');

function positiveNumberFromEnv(name: string, fallback: number, { integer = false, min = 0 } = {}): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || (integer && !Number.isInteger(value))) {
    throw new Error(`${name} must be ${integer ? 'an integer' : 'a number'} >= ${min}, got "${raw}".`);
  }
  return value;
}

const seconds = positiveNumberFromEnv('BENCH_SECONDS', 10, { integer: true, min: 1 });
const warmupSeconds = positiveNumberFromEnv('BENCH_WARMUP_SECONDS', 2, { integer: true, min: 0 });
const connections = positiveNumberFromEnv('BENCH_CONNECTIONS', 10, { integer: true, min: 1 });
/** Rounds alternate bare, BFF, bare, BFF ...; the report takes medians. */
const rounds = positiveNumberFromEnv('BENCH_ROUNDS', 1, { integer: true, min: 1 });
/** Set BENCH_CPU_PROF=1 to write a V8 CPU profile of the BFF process to bench/.profiles/. */
const cpuProfile = process.env.BENCH_CPU_PROF === '1';

// ---------------------------------------------------------------------------------------------------------
// Child processes and clean-up

const tempDir = mkdtempSync(path.join(tmpdir(), 'agency-bench-'));
const children = new Set<ChildProcess>();

type Server = { name: string; child: ChildProcess; baseUrl: string; stats: () => Promise<Stats> };

function startServer(name: string, entry: string, extraEnv: Record<string, string> = {}, nodeArgs: string[] = []): Promise<Server> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(benchDir, 'servers', entry)], {
    cwd: repoRoot, // tsx finds tsconfig.json (and its @bff/* paths) from here
    env: { ...process.env, NODE_ENV: 'production', ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));

  const ask = <T extends ChildMessage['type']>(message: ParentMessage, answer: T) =>
    new Promise<Extract<ChildMessage, { type: T }>>((resolve, reject) => {
      const onMessage = (reply: ChildMessage) => {
        if (reply.type !== answer) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(reply as Extract<ChildMessage, { type: T }>);
      };
      const onExit = (code: number | null, signal: string | null) => {
        child.off('message', onMessage);
        reject(new Error(`${name} server exited (code ${code}, signal ${signal}).`));
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send(message);
    });

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} server did not start within 60 s.`)), 60_000);
    const onExit = (code: number | null, signal: string | null) => {
      clearTimeout(timer);
      reject(new Error(`${name} server exited before it was ready (code ${code}, signal ${signal}).`));
    };
    child.once('exit', onExit);
    child.once('error', onExit.bind(null, null, null));
    child.on('message', (message: ChildMessage) => {
      if (message.type !== 'ready') return;
      clearTimeout(timer);
      child.off('exit', onExit);
      child.on('exit', (code, signal) => {
        if (!shuttingDown) {
          console.error(`${name} server crashed (code ${code}, signal ${signal}).`);
          void cleanUp().then(() => process.exit(1));
        }
      });
      resolve({
        name,
        child,
        baseUrl: `http://127.0.0.1:${message.port}`,
        stats: () => ask({ type: 'stats' }, 'stats'),
      });
    });
  });
}

let shuttingDown = false;
async function cleanUp(): Promise<void> {
  shuttingDown = true;
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const force = setTimeout(() => child.kill('SIGKILL'), 5000);
          child.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  rmSync(tempDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers.`);
    void cleanUp().then(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------------------
// Requests

/** A valid simple-form quote request; `n` makes it unique so the duplicate rule never applies. */
const runId = randomBytes(3).toString('hex');
let sequence = 0;
function quoteBody(n: number): string {
  return JSON.stringify({
    first_name: 'Ann',
    last_name: 'Lee',
    email: `ann.${runId}.${n}@example.com`,
    phone: '(555) 123-4567',
    property_address: '1 Main St',
    message: '',
    product_type: 'Home Insurance',
    currently_insured: 'Yes',
  });
}

async function csrfCredentials(baseUrl: string): Promise<{ token: string; cookie: string }> {
  const response = await fetch(`${baseUrl}/api/csrf-token`);
  if (!response.ok) throw new Error(`GET /api/csrf-token answered ${response.status}.`);
  const { token } = (await response.json()) as { token: string };
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!token || !cookie.startsWith('XSRF-TOKEN=')) throw new Error('GET /api/csrf-token gave no token and cookie.');
  return { token, cookie };
}

/** One request by hand first: if the body or the CSRF pair were wrong, every benchmarked request would fail fast. */
async function checkOnce(server: Server, headers: Record<string, string>): Promise<void> {
  const response = await fetch(`${server.baseUrl}${ENDPOINT}`, { method: 'POST', headers, body: quoteBody(sequence++) });
  if (response.status !== 201) {
    throw new Error(`${server.name}: a valid quote request was answered ${response.status}: ${await response.text()}`);
  }
}

function load(server: Server, headers: Record<string, string>, duration: number): Promise<Result> {
  return Promise.resolve(
    autocannon({
      url: server.baseUrl,
      connections,
      duration,
      pipelining: 1,
      timeout: 10,
      renderProgressBar: false,
      renderResultsTable: false,
      renderLatencyTable: false,
      requests: [
        {
          method: 'POST',
          path: ENDPOINT,
          headers,
          setupRequest: (request: RequestData) => ({ ...request, body: quoteBody(sequence++) }),
        },
      ],
    }),
  );
}

type Stats = Extract<ChildMessage, { type: 'stats' }>;
/** `otherCpus`: CPUs' worth of time that processes other than this bench and the server used during the run. */
type Round = { result: Result; stored: number; cpuMicros: number; otherCpus: number };

/** CPU time all processes on the host have used so far (user + nice + sys + irq, all CPUs), in µs. */
const hostBusyMicros = () => cpus().reduce((sum, { times: t }) => sum + (t.user + t.nice + t.sys + t.irq) * 1000, 0);
const ownMicros = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};
type Measurement = { server: Server; rounds: Round[] };

async function warmUp(server: Server, headers: Record<string, string>): Promise<void> {
  await checkOnce(server, headers);
  if (warmupSeconds === 0) return;
  process.stdout.write(`  ${server.name}: warm-up ${warmupSeconds} s\n`);
  await load(server, headers, warmupSeconds);
}

async function measureRound(server: Server, headers: Record<string, string>, label: string): Promise<Round> {
  process.stdout.write(`  ${server.name}: ${label}measuring ${seconds} s ... `);
  const before = await server.stats();
  const [hostBefore, ownBefore, started] = [hostBusyMicros(), ownMicros(), process.hrtime.bigint()];
  const result = await load(server, headers, seconds);
  const [hostAfter, ownAfter, elapsedMicros] = [hostBusyMicros(), ownMicros(), Number(process.hrtime.bigint() - started) / 1000];
  const after = await server.stats();
  const cpuMicros = after.cpuMicros - before.cpuMicros;
  const otherMicros = hostAfter - hostBefore - (ownAfter - ownBefore) - cpuMicros;
  const otherCpus = Math.max(0, otherMicros / elapsedMicros);
  console.log(
    `${fmt(result.requests.average)} req/s, p99 ${fmt(result.latency.p99)} ms, ` +
      `${fmt(cpuMicros / Math.max(1, result.requests.total))} µs server CPU per request, other processes ${otherCpus.toFixed(2)} CPUs`,
  );
  return { result, stored: after.stored - before.stored, cpuMicros, otherCpus };
}

// ---------------------------------------------------------------------------------------------------------
// Report

const fmt = (value: number, digits = 0) => value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

function statusCounts(rounds: Round[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { result } of rounds) {
    for (const [code, { count }] of Object.entries(result.statusCodeStats)) counts[code] = (counts[code] ?? 0) + count;
  }
  return counts;
}

const statuses = (rounds: Round[]) =>
  Object.entries(statusCounts(rounds))
    .map(([code, count]) => `${code}×${count}`)
    .join(' ');

function problems({ server, rounds }: Measurement): string[] {
  const sum = (pick: (r: Result) => number) => rounds.reduce((total, { result }) => total + pick(result), 0);
  const found: string[] = [];
  if (sum((r) => r.errors) > 0) found.push(`${server.name}: ${sum((r) => r.errors)} connection errors`);
  if (sum((r) => r.timeouts) > 0) found.push(`${server.name}: ${sum((r) => r.timeouts)} timeouts`);
  if (sum((r) => r.non2xx) > 0) found.push(`${server.name}: ${sum((r) => r.non2xx)} non-2xx answers (${statuses(rounds)})`);
  if (rounds.some(({ result }) => result.requests.total === 0)) found.push(`${server.name}: a round completed no request`);
  return found;
}

type Summary = { reqPerSec: number; p50: number; p99: number; cpuPerRequest: number; requests: number };

const summarise = ({ rounds }: Measurement): Summary => ({
  reqPerSec: median(rounds.map(({ result }) => result.requests.average)),
  p50: median(rounds.map(({ result }) => result.latency.p50)),
  p99: median(rounds.map(({ result }) => result.latency.p99)),
  cpuPerRequest: median(rounds.map(({ result, cpuMicros }) => cpuMicros / Math.max(1, result.requests.total))),
  requests: rounds.reduce((total, { result }) => total + result.requests.total, 0),
});

function report(bare: Measurement, floors: Measurement[], bff: Measurement): boolean {
  const measured = [bare, ...floors, bff];
  const summaries = new Map(measured.map((m) => [m, summarise(m)]));
  const [bareSummary, bffSummary] = [summaries.get(bare)!, summaries.get(bff)!];
  const header = ['server', 'req/s', 'p50 ms', 'p99 ms', 'CPU µs/req', 'requests', 'statuses'];
  const rows = measured.map((m) => {
    const { server, rounds } = m;
    const summary = summaries.get(m)!;
    return [
      server.name,
      fmt(summary.reqPerSec, 1),
      fmt(summary.p50, 1),
      fmt(summary.p99, 1),
      fmt(summary.cpuPerRequest),
      fmt(summary.requests),
      statuses(rounds),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  console.log('');
  if (rounds > 1) console.log(`Medians over ${rounds} rounds (requests and statuses are totals):`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));

  const counts = statusCounts(bff.rounds);
  const stored = bff.rounds.reduce((total, r) => total + r.stored, 0);
  console.log('');
  console.log(
    `BFF writes measured: ${fmt(counts['201'] ?? 0)} stored (201), ${fmt(counts['200'] ?? 0)} deduplicated (200); ` +
      `quote_requests grew by ${fmt(stored)} rows while measuring (requests still in flight when a run ends ` +
      `are stored but not counted, up to ${connections} per round).`,
  );

  const found = measured.flatMap(problems);
  if (found.length > 0) {
    console.log('');
    console.log(`INVALID measurement: ${found.join('; ')}.`);
    return false;
  }

  const ratio = bffSummary.reqPerSec / bareSummary.reqPerSec;
  const cpuRatio = bareSummary.cpuPerRequest / bffSummary.cpuPerRequest;
  console.log('');
  console.log(`ratio BFF / bare (req/s): ${ratio.toFixed(3)}  (target >= ${TARGET_RATIO})  ${ratio >= TARGET_RATIO ? 'PASS' : 'FAIL'}`);
  for (const floor of floors) {
    const floorSummary = summaries.get(floor)!;
    console.log(
      `ratio BFF / ${floor.server.name} (req/s): ${(bffSummary.reqPerSec / floorSummary.reqPerSec).toFixed(3)}  ` +
        `(that floor's own ratio to bare: ${(floorSummary.reqPerSec / bareSummary.reqPerSec).toFixed(3)})`,
    );
  }
  console.log(
    `  for comparison, server CPU time per request, bare / BFF: ${cpuRatio.toFixed(3)} ` + '(less sensitive to other load on the host; not used for PASS/FAIL)',
  );
  const busiest = Math.max(...measured.flatMap((m) => m.rounds).map((r) => r.otherCpus));
  if (busiest > OTHER_LOAD_WARNING) {
    console.log(
      `  note: other processes used up to ${busiest.toFixed(2)} of the host's ${cpus().length} CPUs during a run, so ` +
        'req/s is noisy. Rerun on a quiet host, or with BENCH_ROUNDS=3, and compare CPU µs/req too.',
    );
  }
  return true;
}

// ---------------------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  console.log(
    `POST ${ENDPOINT}: ${connections} connections, ${seconds} s per run after ${warmupSeconds} s warm-up, ` +
      `${rounds} round${rounds > 1 ? 's' : ''}, loopback, Node ${process.version}, ${cpus().length} CPUs; ` +
      'every request is a new quote (unique email).',
  );
  const sqliteFile = path.join(tempDir, 'app.db');
  const profileDir = path.join(benchDir, '.profiles');
  if (cpuProfile) mkdirSync(profileDir, { recursive: true });

  const [bare, oneCommitEach, commitsTogether, bff] = await Promise.all([
    startServer('bare Express 5', 'bare.ts'),
    startServer('bare + one insert', 'bare-insert.ts', { BENCH_SQLITE_FILE: path.join(tempDir, 'floor.db') }),
    startServer('bare + insert, commits together', 'bare-insert.ts', {
      BENCH_SQLITE_FILE: path.join(tempDir, 'floor-together.db'),
      BENCH_COMMITS_TOGETHER: '1',
    }),
    startServer('BFF (SQLite)', 'bff.ts', { BENCH_SQLITE_FILE: sqliteFile }, cpuProfile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
  ]);

  const { token, cookie } = await csrfCredentials(bff.baseUrl);
  // The same headers for every server, so the client does the same work; the bare ones ignore the CSRF pair.
  const headers = { 'content-type': 'application/json', 'x-csrf-token': token, cookie };

  const runs: Measurement[] = [bare, oneCommitEach, commitsTogether, bff].map((server) => ({ server, rounds: [] }));
  for (const run of runs) await warmUp(run.server, headers);
  for (let round = 1; round <= rounds; round += 1) {
    const label = rounds > 1 ? `round ${round}/${rounds}, ` : '';
    for (const run of runs) run.rounds.push(await measureRound(run.server, headers, label));
  }
  const [bareRun, oneCommitEachRun, commitsTogetherRun, bffRun] = runs as [Measurement, Measurement, Measurement, Measurement];
  const valid = report(bareRun, [oneCommitEachRun, commitsTogetherRun], bffRun);
  if (cpuProfile) {
    console.log(
      `\nCPU profile of the BFF process (start-up, warm-up and runs): ${profileDir}/. Summarise the measured part with\n` +
        `  npx tsx bench/profile-summary.ts ${path.relative(process.cwd(), profileDir)}/<file>.cpuprofile --last ${seconds}`,
    );
  }
  return valid ? 0 : 1;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await cleanUp();
}
process.exit(exitCode);
