/**
 * The cluster's quote write throughput (issue 27): POST /api/submit-quote through HAProxy to 3 instances on
 * PostgreSQL, against the same through HAProxy to 1 instance on PostgreSQL, same load, same run, same machine.
 * Prints req/s, p99 and the ratio 3 / 1. On a machine of few cores the instances, PostgreSQL and the load
 * share the same cores: the ratio then says what the instances themselves cost, not what more machines add.
 *
 *   npx tsx bench/cluster-throughput.ts          (or: npm run bench:cluster)
 *   BENCH_SECONDS=20 BENCH_CONNECTIONS=30 npm run bench:cluster
 *
 * Exit code 0 whatever the ratio; 1 if a cluster failed or any request was not answered 201.
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import autocannon, { type RequestData, type Result } from 'autocannon';
import { buildServer } from '../tests/faults/support/built-server';
import { startTestCluster } from '../tests/faults/support/test-cluster';
import { csrfCredentials } from '../tests/support/test-server';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const runId = randomBytes(3).toString('hex');
let sequence = 0;
/** A valid quote request, unique so the duplicate rule never merges two. */
const quoteBody = () =>
  JSON.stringify({
    first_name: 'Ann',
    last_name: 'Lee',
    email: `ann.${runId}.${(sequence += 1)}@example.com`,
    phone: '(555) 123-4567',
    property_address: '1 Main St, Miami, FL 33101',
    message: '',
    product_type: 'Home Insurance',
    currently_insured: 'Yes',
  });

async function measure(instances: number): Promise<Result> {
  const test = await startTestCluster({ instances, env: { LOG_LEVEL: 'warn', JOB_POLL_INTERVAL_MS: '2000' } });
  try {
    const { token, cookie } = await csrfCredentials(test.cluster.baseUrl);
    const headers = { 'content-type': 'application/json', 'x-csrf-token': token, cookie };
    const run = (duration: number) =>
      autocannon({
        url: test.cluster.baseUrl,
        connections,
        duration,
        requests: [{ method: 'POST', path: '/api/submit-quote', headers, setupRequest: (request: RequestData) => ({ ...request, body: quoteBody() }) }],
      });
    await run(2); // warm-up: V8, the pools, PostgreSQL's caches
    const result = await run(seconds);
    if (result.non2xx || result.errors || result.timeouts)
      throw new Error(`${instances} instance(s): ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
    return result;
  } finally {
    await test.close();
  }
}

try {
  buildServer();
  const one = await measure(1);
  const three = await measure(3);
  const line = (label: string, result: Result) => `${label}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`;
  console.log(`\nQuote write throughput through HAProxy, PostgreSQL, ${connections} connections, ${seconds} s each, ${availableParallelism()} cores\n`);
  console.log(line('1 instance ', one));
  console.log(line('3 instances', three));
  console.log(`ratio 3 / 1: ${(three.requests.average / one.requests.average).toFixed(2)}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
