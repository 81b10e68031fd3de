/**
 * Live events across instances (issue 27): how fast a DocumentSigned signed on one instance reaches the
 * browser waiting for it on another, while 10,000 idle event streams are spread over 3 instances on PostgreSQL
 * (the event crosses by LISTEN/NOTIFY). Baseline in the same run, on the same cluster: the same signatures with
 * only their own subscribers connected. The streams are opened on each instance's own port, as the balancer
 * would spread them (through one HAProxy on this machine, 10,000 streams would need 20,000 of its descriptors).
 *
 *   npx tsx bench/live-events-cluster.ts            (or: npm run bench:events-cluster)
 *   BENCH_SUBSCRIBERS=20000 BENCH_SIGNATURES=300 npx tsx bench/live-events-cluster.ts
 *
 * Target: p99 at most 100 ms with 10,000 subscribers over 3 instances. Exit code 0 whatever the figures; 1 if
 * the cluster failed or an event never arrived.
 */
import { randomUUID } from 'node:crypto';
import { documentTopic, EVENTS_PATH } from '@contracts/live-events';
import { storedSecret } from '@bff/services/app-secrets';
import { openAtRestEncryption } from '@bff/services/encryption';
import { createEventTokens, sessionHashOf } from '@bff/services/live-events/event-tokens';
import { buildServer } from '../tests/faults/support/built-server';
import { startTestCluster, type TestCluster } from '../tests/faults/support/test-cluster';
import { csrfCredentials } from '../tests/support/test-server';
import { signingApi } from '../tests/support/signing-flow';
import { closeAgent, measureSignatures, openStream, percentile, summary, type Stream } from './event-stream-client';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const SIGNATURES = Number(process.env.BENCH_SIGNATURES ?? 200);
const TARGET_P99_MS = 100;

/** Event-stream addresses of new topics, as POST /api/document-events/subscriptions makes them, signed with the cluster's own key. */
async function idleAddresses(test: TestCluster, count: number): Promise<string[]> {
  const encryption = await openAtRestEncryption(test.db, { key: test.encryptionKey, previousKeys: [], keyFile: '' });
  const tokens = createEventTokens(await storedSecret(test.db, encryption, 'live-events'));
  const expiresAt = Date.now() + 3_600_000;
  return Array.from({ length: count }, () => {
    const topic = documentTopic(randomUUID());
    const token = tokens.issue({ topic, sessionHash: sessionHashOf(randomUUID()), expiresAt });
    return `${EVENTS_PATH}?${new URLSearchParams({ topic, token }).toString()}`;
  });
}

let test: TestCluster | undefined;
try {
  buildServer();
  test = await startTestCluster({
    // The production job poll (a test cluster's is faster): only the instance a signature was made on seals it at once.
    env: { LOG_LEVEL: 'warn', JOB_POLL_INTERVAL_MS: '2000', EVENTS_TOKEN_TTL_SECONDS: '3600', EVENTS_STREAMS_PER_TOKEN: '0', EVENTS_STREAMS_PER_CLIENT: '0' },
  });
  const instances = test.cluster.instances.map((instance) => `http://127.0.0.1:${instance.port}`);
  const [signOn, watchOn] = [instances[0]!, instances[1]!];
  const api = signingApi(signOn, await csrfCredentials(signOn));
  await measureSignatures(watchOn, api, 5); // warm-up
  const baseline = await measureSignatures(watchOn, api, SIGNATURES);

  const urls = await idleAddresses(test, SUBSCRIBERS);
  const streams: Stream[] = [];
  const opening = Date.now();
  for (let start = 0; start < urls.length; start += 300) {
    streams.push(...(await Promise.all(urls.slice(start, start + 300).map((url, index) => openStream(instances[(start + index) % instances.length]!, url)))));
  }
  const openedIn = Date.now() - opening;
  const loaded = await measureSignatures(watchOn, api, SIGNATURES);
  for (const stream of streams) stream.close();

  const p99 = percentile(loaded, 99);
  console.log(
    `\nLive events across ${instances.length} instances on PostgreSQL (LISTEN/NOTIFY), signed on one, watched on another; ` +
      `${SUBSCRIBERS.toLocaleString('en-US')} idle subscribers spread over them, opened in ${openedIn} ms\n`,
  );
  console.log(summary('baseline, no other subscribers', baseline));
  console.log(summary(`with ${SUBSCRIBERS.toLocaleString('en-US')} subscribers`, loaded));
  console.log(
    `p99 ratio to baseline: ${(p99 / Math.max(1, percentile(baseline, 99))).toFixed(2)}x; target p99 <= ${TARGET_P99_MS} ms: ${p99 <= TARGET_P99_MS ? 'met' : 'NOT met'}`,
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  closeAgent();
  await test?.close();
}
