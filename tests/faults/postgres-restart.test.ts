/**
 * Issue 27 fault: PostgreSQL restarted under load, under 3 instances behind HAProxy. The instances recover on
 * their own (none is started again): requests fail while the database is down (answered 5xx or 503, never
 * acknowledged), then succeed; nothing acknowledged is lost; and live events still cross instances afterwards
 * (each instance's LISTEN connection is made again, and what was committed meanwhile is delivered).
 * Run: npm run fault:postgres
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectEvents, documentReadyToSign, signingApi } from '../support/signing-flow';
import { csrfCredentials } from '../support/test-server';
import { buildServer } from './support/built-server';
import { startOwnPostgres, type OwnPostgres } from './support/own-postgres';
import { everySignatureSealed, figuresOf, printFigures, streamSubmissions } from './support/submission-stream';
import { startTestCluster, type TestCluster } from './support/test-cluster';

describe('PostgreSQL restarted under load', () => {
  let postgres: OwnPostgres;
  let test: TestCluster;
  beforeAll(async () => {
    buildServer();
    postgres = await startOwnPostgres();
    test = await startTestCluster({ databaseUrl: postgres.url, env: { LOG_LEVEL: 'warn' } });
  });
  afterAll(async () => {
    await test?.close();
    postgres?.close();
  });

  it('is recovered from by the instances themselves, losing nothing acknowledged', async () => {
    const { cluster } = test;
    const instanceUrl = (index: number) => `http://127.0.0.1:${cluster.instances[index]!.port}`;
    // A document ready to sign on instance 1, its events watched on instance 2.
    const first = signingApi(instanceUrl(0), await csrfCredentials(instanceUrl(0)));
    const { sessionId, documentId, token } = await documentReadyToSign(first);
    const { url } = (await (await first.subscribe(sessionId, documentId)).json()) as { url: string };
    const events = collectEvents(instanceUrl(1), url);
    await events.opened;

    const stream = streamSubmissions(cluster.baseUrl);
    await stream.acknowledgedMore(30);
    const before = stream.acknowledged.length;
    await postgres.stop();
    // Down while requests keep coming: they fail, unacknowledged, until it is back.
    await stream.failedMore(12);
    await postgres.start();
    await stream.acknowledgedMore(60);
    await stream.stop();

    expect((await first.open(token)).status).toBe(200);
    expect((await first.consent(token)).status).toBe(200);
    expect((await first.sign(token, 'Rosa Díaz')).status).toBe(200);
    expect((await events.next('DocumentSigned', 15_000)).data).toMatchObject({ documentId });
    events.close();

    await everySignatureSealed(test.db, stream, 30_000);
    const figures = await figuresOf(stream, test.db, test.store);
    printFigures('PostgreSQL restarted under 3 instances behind HAProxy', figures, {
      'acknowledged before the restart': before,
      'acknowledged after it': stream.acknowledged.length - before,
      'failed while it was down': Object.values(figures).reduce((sum, row) => sum + row.sent - row.acknowledged, 0),
      'instances started again': cluster.restarts(),
    });
    expect(Object.values(figures).reduce((sum, row) => sum + row.lost, 0)).toBe(0);
    expect(cluster.restarts()).toBe(0);
  });
});
