/**
 * Issue 27: GET /metrics gives Prometheus each route's requests and latency, the outbox's depth, the job lag,
 * the open event streams and the process's figures; only to the configured addresses (loopback by default),
 * and through a balancer only when the client behind it is on the list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '@bff/services/jobs/job-queue';
import { simpleQuote } from '../contract/support';
import { csrfCredentials, postgresIsReachable, RATE_LIMITS_OFF, startTestServer, type DatabaseKind, type TestServer } from '../support/test-server';

const postgres = await postgresIsReachable();

for (const kind of ['sqlite', 'postgres'] as DatabaseKind[]) {
  describe.skipIf(kind === 'postgres' && !postgres)(`/metrics on ${kind}`, () => {
    let server: TestServer;
    let closed: TestServer;
    beforeAll(async () => {
      [server, closed] = await Promise.all([
        startTestServer(kind, { ...RATE_LIMITS_OFF, TRUST_PROXY: 'loopback' }),
        startTestServer(kind, { METRICS_ALLOWED_ADDRESSES: 'none' }),
      ]);
    });
    afterAll(async () => Promise.all([server?.close(), closed?.close()]));

    const metrics = async (base: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${base}/metrics`, { headers });
      return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
    };

    it('counts requests by route pattern, method and status, with their latency, and reports the outbox, jobs, streams and process', async () => {
      const csrf = await csrfCredentials(server.baseUrl);
      const sent = await fetch(`${server.baseUrl}/api/submit-quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf.token, cookie: csrf.cookie },
        body: JSON.stringify(simpleQuote()),
      });
      expect(sent.status).toBe(201);
      await fetch(`${server.baseUrl}/api/quotes/QR-NOTAREAL1`);
      // A job due ten seconds ago that no worker here takes: the lag the figure shows.
      await enqueueJob(server.db, 'not-a-job-this-server-runs', {}, new Date(Date.now() - 10_000));
      const [pending] = await server.db('mail_outbox').where({ status: 'pending' }).count({ n: '*' });

      const answer = await metrics(server.baseUrl);
      expect(answer.status).toBe(200);
      expect(answer.type).toContain('text/plain');
      expect(answer.text).toContain('http_requests_total{route="/api/submit-quote",method="POST",status="201"} 1');
      expect(answer.text).toMatch(/http_request_duration_seconds_count\{route="\/api\/submit-quote",method="POST"\} 1/);
      // The pattern, never the reference a client sent.
      expect(answer.text).not.toContain('QR-NOTAREAL1');
      expect(answer.text).toMatch(new RegExp(`^mail_outbox_pending ${Number(pending!.n)}$`, 'm'));
      expect(Number(/^jobs_lag_seconds (\S+)$/m.exec(answer.text)?.[1])).toBeGreaterThanOrEqual(10);
      expect(answer.text).toMatch(/^live_event_subscribers 0$/m);
      expect(answer.text).toMatch(/^process_resident_memory_bytes \d+/m);
    });

    it('is not there for a client off the list: through a trusted balancer, the client behind it counts', async () => {
      for (const answer of [await metrics(server.baseUrl, { 'x-forwarded-for': '203.0.113.9' }), await metrics(closed.baseUrl)]) {
        // Answered as any path the app does not have (here, with no app built, the page server's 503).
        expect(answer.status).not.toBe(200);
        expect(answer.text).not.toContain('http_requests_total');
      }
    });
  });
}
