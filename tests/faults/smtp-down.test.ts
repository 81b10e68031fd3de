/**
 * Issue 27 fault: the SMTP server down for 10 minutes of simulated time while mail queues up, two instances'
 * mail workers trying all along (each attempt refused, each mail put back with a longer wait). When the
 * server returns, every mail arrives exactly once. The clock is the workers' own (simulated), so ten minutes
 * and the backoff after them pass in seconds. Run: npm run fault:smtp
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailWorker } from '@bff/services/mail/worker';
import { smtpTransport } from '@bff/services/mail/transport';
import { mortgageeChange, multipartOf } from '../support/policy-change-forms';
import { startSmtpReceiver, type SmtpReceiver } from '../support/smtp-receiver';
import { csrfCredentials, RATE_LIMITS_OFF, startTestServer, type TestServer } from '../support/test-server';
import { printFigures } from './support/submission-stream';

const REQUESTS = 40;
const DOWN_FOR_MS = 10 * 60_000;
const STEP_MS = 15_000;
/** However long the backoff after ten minutes down, every mail is due again within this. */
const GIVE_UP_AFTER_MS = 3 * 60 * 60_000;

describe('the SMTP server down for 10 minutes', () => {
  let server: TestServer;
  let receiver: SmtpReceiver;
  beforeAll(async () => {
    // No SMTP_URL: the server's own worker leaves the mail in the outbox; the test's two workers deliver it.
    server = await startTestServer('sqlite', { ...RATE_LIMITS_OFF, AGENCY_INBOX: 'agency@example.com' });
    receiver = await startSmtpReceiver();
  });
  afterAll(async () => {
    await receiver?.stop();
    await server?.close();
  });

  it('delivers every mail exactly once when it returns', async () => {
    const csrf = await csrfCredentials(server.baseUrl);
    for (let sent = 0; sent < REQUESTS; sent += 1) {
      const response = await fetch(`${server.baseUrl}/api/policy-changes/mortgagee`, {
        method: 'POST',
        headers: { 'x-csrf-token': csrf.token, cookie: csrf.cookie },
        body: multipartOf(mortgageeChange({ customerType: 'lender' })),
      });
      expect(response.status).toBe(201);
    }
    const queued: { id: number }[] = await server.db('mail_outbox').where({ status: 'pending' }).select('id');
    expect(queued.length).toBeGreaterThanOrEqual(REQUESTS);
    await receiver.stop();

    let simulatedNow = Date.now();
    const { mail } = server.deps.config;
    const workers = [1, 2].map(() =>
      createMailWorker({
        db: server.db,
        logger: server.deps.logger,
        transport: smtpTransport(`smtp://127.0.0.1:${receiver.port}`),
        encryption: server.deps.encryption,
        from: mail.from,
        replyTo: mail.replyTo,
        pollIntervalMs: mail.pollIntervalMs,
        retryBaseMs: mail.retryBaseMs,
        retryMaxMs: mail.retryMaxMs,
        now: () => new Date(simulatedNow),
      }),
    );
    const step = async () => {
      simulatedNow += STEP_MS;
      return (await Promise.all(workers.map((worker) => worker.deliverDue()))).reduce((sum, count) => sum + count, 0);
    };

    const downUntil = simulatedNow + DOWN_FOR_MS;
    while (simulatedNow < downUntil) expect(await step()).toBe(0);
    const [{ attempts }] = await server.db('mail_outbox').sum({ attempts: 'attempts' });
    expect(Number(attempts)).toBeGreaterThan(queued.length); // each tried, and tried again, while it was down

    await receiver.start();
    const giveUpAt = simulatedNow + GIVE_UP_AFTER_MS;
    let delivered = 0;
    while (simulatedNow < giveUpAt && delivered < queued.length) delivered += await step();

    const messageIds = receiver.received.map((message) => message.headers['message-id']);
    const expected = queued.map((row) => `outbox-${row.id}.`);
    const arrivedOnce = expected.filter((prefix) => messageIds.filter((id) => id?.startsWith(`<${prefix}`)).length === 1).length;
    const figures = {
      'mail queued': queued.length,
      'failed attempts while down': Number(attempts),
      delivered: receiver.received.length,
      'arrived exactly once': arrivedOnce,
      duplicates: messageIds.length - new Set(messageIds).size,
      lost: queued.length - arrivedOnce,
      'simulated minutes until all arrived': Math.round((simulatedNow - (downUntil - DOWN_FOR_MS)) / 60_000),
    };
    printFigures('SMTP down for 10 simulated minutes, two workers', undefined, figures);
    expect(figures.lost).toBe(0);
    expect(figures.duplicates).toBe(0);
    expect(receiver.received).toHaveLength(queued.length);
    expect(
      await server
        .db('mail_outbox')
        .whereIn(
          'id',
          queued.map((row) => row.id),
        )
        .whereNot({ status: 'sent' })
        .count({ n: '*' }),
    ).toEqual([{ n: 0 }]);
  });
});
