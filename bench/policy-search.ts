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
import { migrateToLatest, openDatabase } from '@bff/db/database';
import { seedDemoPolicies } from '@bff/db/seed-policies';
import { measureInRounds, latencySettings, send, temporarySqliteFile, wholeNumberFromEnv, startServer } from './sequential';

const TARGET_P95_MS = 10;

const policyCount = wholeNumberFromEnv('BENCH_POLICIES', 1_000_000, 1000);
const { requestsPerKind, warmupRequests, rounds } = latencySettings({ requests: 3000, warmup: 500 });
const { sqliteFile, cleanUp } = temporarySqliteFile('agency-bench-policies-');

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
  const numberBodies = picked.map((p) => ({ path: '/api/verify-policy', body: JSON.stringify({ policyNumber: p.policy_number, lastName: p.last_name }) }));
  const nameBodies = picked.map((p, i) => ({
    path: '/api/verify-policy',
    body: JSON.stringify({ customerName: i % 2 ? `${p.first_name} ${p.last_name}` : `${p.last_name}, ${p.first_name}`, zip: p.zip }),
  }));

  // 2. The servers.
  const [bare, bff] = await Promise.all([startServer('policy-search-bare.ts'), startServer('policy-search-bff.ts', { BENCH_SQLITE_FILE: sqliteFile })]);
  const csrf = await send(bff.port, 'GET', '/api/csrf-token');
  const token = (JSON.parse(csrf.body) as { token: string }).token;
  const headers = { 'x-csrf-token': token, cookie: `XSRF-TOKEN=${token}` };

  // 3. Measure: the baseline, then each kind of search, round after round.
  const kinds = [
    { label: 'bare Express 5 (fixed page of 10)', port: bare.port, requests: numberBodies },
    { label: 'BFF: policy number + last name', port: bff.port, requests: numberBodies },
    { label: 'BFF: customer name + ZIP', port: bff.port, requests: nameBodies },
  ];
  await measureInRounds(kinds, { headers, warmup: warmupRequests, count: requestsPerKind, rounds, what: 'searches', targetP95Ms: TARGET_P95_MS });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  cleanUp();
}
