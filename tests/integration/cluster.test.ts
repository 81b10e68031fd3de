/**
 * Issue 27: what `npm run start:cluster` starts, as a new user gets it: instances of the compiled server on
 * PostgreSQL behind HAProxy serving the product through one address: the API, a form with a file kept in object
 * storage, signing with its live event reaching a browser on another instance, and the balancer spreading
 * requests over every instance. (The fault tests, tests/faults, break it on purpose.)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mortgageeChange, multipartOf } from '../support/policy-change-forms';
import { ROOT } from '../support/server-process';
import { collectEvents, documentReadyToSign, signingApi } from '../support/signing-flow';
import { csrfCredentials, postgresIsReachable } from '../support/test-server';
import { startTestCluster, type TestCluster } from '../faults/support/test-cluster';

const haproxy = (() => {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!haproxy && process.env.CI) throw new Error('HAProxy is missing: apt-get install haproxy (.ci/run installs it)');
const COMPILED = path.join(ROOT, 'dist', `server-test-cluster-${process.pid}`);

describe.skipIf(!haproxy || !(await postgresIsReachable()))('the cluster: 2 instances on PostgreSQL behind HAProxy', () => {
  let test: TestCluster;
  beforeAll(async () => {
    execFileSync(process.execPath, [createRequire(import.meta.url).resolve('tsx/cli'), 'bff/build-server.ts', COMPILED], { cwd: ROOT, stdio: 'ignore' });
    test = await startTestCluster({ instances: 2, serverDir: COMPILED, env: { LOG_LEVEL: 'warn' } });
  }, 120_000);
  afterAll(async () => {
    await test?.close();
    if (existsSync(COMPILED)) rmSync(COMPILED, { recursive: true, force: true });
  });

  it('serves the product through the balancer: a form with its file in object storage, signing with a live event across instances', async () => {
    const { cluster, store, db } = test;
    expect((await fetch(`${cluster.baseUrl}/readyz`)).status).toBe(200);
    // The public address never answers /metrics; an instance's own does, to Prometheus on loopback.
    expect((await fetch(`${cluster.baseUrl}/metrics`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${cluster.instances[0]!.port}/metrics`)).status).toBe(200);

    const csrf = await csrfCredentials(cluster.baseUrl);
    const change = await fetch(`${cluster.baseUrl}/api/policy-changes/mortgagee`, {
      method: 'POST',
      headers: { 'x-csrf-token': csrf.token, cookie: csrf.cookie },
      body: multipartOf(mortgageeChange({ customerType: 'lender' })),
    });
    expect(change.status).toBe(201);
    const { referenceNumber } = (await change.json()) as { referenceNumber: string };
    const [document] = await db('policy_change_documents').where({ reference_number: referenceNumber });
    const upload = await db('uploads').where({ id: document.upload_id }).first();
    expect((await store.read(upload.stored_name)).subarray(0, 5).toString()).toBe('%PDF-');

    // Uploaded and signed through the first instance, watched on the second.
    const [first, second] = cluster.instances.map((instance) => `http://127.0.0.1:${instance.port}`);
    const api = signingApi(first!, await csrfCredentials(first!));
    const { sessionId, documentId, token } = await documentReadyToSign(api);
    const { url } = (await (await api.subscribe(sessionId, documentId)).json()) as { url: string };
    const events = collectEvents(second!, url);
    await events.opened;
    expect((await api.open(token)).status).toBe(200);
    expect((await api.consent(token)).status).toBe(200);
    expect((await api.sign(token, 'Rosa Díaz')).status).toBe(200);
    expect((await events.next('DocumentSealed', 20_000)).data).toMatchObject({ documentId });
    events.close();
  });

  it('spreads requests over every instance', async () => {
    const { cluster } = test;
    const counts = async () => {
      const text = await Promise.all(cluster.instances.map(async (instance) => (await fetch(`http://127.0.0.1:${instance.port}/metrics`)).text()));
      return text.map((body) => Number(/http_requests_total\{route="\/healthz",method="GET",status="200"\} (\d+)/.exec(body)?.[1] ?? 0));
    };
    const before = await counts();
    await Promise.all(Array.from({ length: 40 }, () => fetch(`${cluster.baseUrl}/healthz`)));
    const after = await counts();
    expect(after.map((count, index) => count - before[index]!).every((served) => served > 0)).toBe(true);
  });
});
