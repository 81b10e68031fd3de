/**
 * An event stream ends when its token expires (EVENTS_TOKEN_TTL_SECONDS), and the expired address is then
 * refused, so a browser must ask its BFF again, for the session that uploaded the document only.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { documentReadyToSign, signingApi } from '../support/signing-flow';
import { csrfCredentials, RATE_LIMITS_OFF, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('sqlite', { ...RATE_LIMITS_OFF, EVENTS_TOKEN_TTL_SECONDS: '5', EVENTS_HEARTBEAT_MS: '1000' });
});
afterAll(async () => {
  await server?.close();
});

it('closes the stream when the token expires and refuses the address afterwards', { timeout: 20_000 }, async () => {
  const api = signingApi(server.baseUrl, await csrfCredentials(server.baseUrl));
  const { sessionId, documentId } = await documentReadyToSign(api);
  const { url, expiresAt } = (await (await api.subscribe(sessionId, documentId)).json()) as { url: string; expiresAt: string };
  const stream = await fetch(`${server.baseUrl}${url}`);
  expect(stream.status).toBe(200);
  const reader = stream.body!.getReader();
  while (!(await reader.read()).done) {
    // heartbeats until the server ends the stream
  }
  expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(expiresAt) - 50);
  expect((await fetch(`${server.baseUrl}${url}`)).status).toBe(401);
});
