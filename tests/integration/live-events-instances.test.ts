/**
 * Two BFF instances on one PostgreSQL database, as at scale: a browser subscribed on one instance hears the
 * DocumentSigned of a signature made through the other (LISTEN/NOTIFY carries the event's id).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectEvents, documentReadyToSign, signingApi } from '../support/signing-flow';
import { csrfCredentials, postgresIsReachable, RATE_LIMITS_OFF, startTestServer, type TestServer } from '../support/test-server';

const reachable = await postgresIsReachable();

describe.skipIf(!reachable)('live events across two instances on PostgreSQL', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startTestServer('postgres', RATE_LIMITS_OFF);
    const database = first.deps.config.database;
    if (database.kind !== 'postgres' || !database.schema) throw new Error('expected a PostgreSQL schema of its own');
    second = await startTestServer('postgres', { ...RATE_LIMITS_OFF, DATABASE_SCHEMA: database.schema });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('subscribed on the first, signed on the second: the event arrives on the first', async () => {
    const onFirst = signingApi(first.baseUrl, await csrfCredentials(first.baseUrl));
    const onSecond = signingApi(second.baseUrl, await csrfCredentials(second.baseUrl));
    const { sessionId, documentId, token } = await documentReadyToSign(onFirst);
    const { url } = (await (await onFirst.subscribe(sessionId, documentId)).json()) as { url: string };
    const events = collectEvents(first.baseUrl, url);
    await events.opened;

    expect((await onSecond.consent(token)).status).toBe(200);
    expect((await onSecond.sign(token, 'Rosa Díaz')).status).toBe(200);
    const signed = await events.next('DocumentSigned', 5000);
    events.close();
    expect(signed.data).toMatchObject({ documentId });
  });
});
