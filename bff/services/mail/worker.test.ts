import type { Knex } from 'knex';
import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { useFreshDatabase } from '../../../tests/support/fresh-database';
import { postgresIsReachable } from '../../../tests/support/test-server';
import { randomBytes } from 'node:crypto';
import { createAtRestEncryption } from '../encryption';
import { mailSecret, REDACTED_SECRET } from './mail-secrets';
import { enqueueMail, listMail } from './outbox';
import type { MailMessage, MailTransport } from './transport';
import { createMailWorker, retryDelayMs, type MailWorkerOptions } from './worker';
import { first } from '../../../tests/support/first';

/** A transport that records what it sends and fails while `down` is set. */
function fakeTransport() {
  const sent: MailMessage[] = [];
  const transport = {
    down: false,
    closed: false,
    sent,
    send: async (message: MailMessage) => {
      if (transport.down) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
      sent.push(message);
    },
    close: () => {
      transport.closed = true;
    },
  } satisfies MailTransport & Record<string, unknown>;
  return transport;
}

const postgres = await postgresIsReachable();

const FROM = 'Keystone Insurance Agency <no-reply@keystone-insurance.example>';
const REPLY_TO = 'service@keystone-insurance.example';
const encryption = createAtRestEncryption({ current: randomBytes(32) });

describe('retryDelayMs', () => {
  it('doubles from the base with each failure and stops at the ceiling, however many failures', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => retryDelayMs(n, 30_000, 3_600_000))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000]);
    expect(retryDelayMs(8, 30_000, 3_600_000)).toBe(3_600_000);
    expect(retryDelayMs(10_000, 30_000, 3_600_000)).toBe(3_600_000);
  });
});

describe('the mail worker', () => {
  const t = useFreshDatabase('sqlite');
  let clock: Date;
  beforeEach(async () => {
    await t.db('mail_outbox').delete();
    clock = new Date('2026-03-10T14:00:00Z');
  });

  const worker = (transport: MailTransport | null, options: Partial<MailWorkerOptions> = {}) =>
    createMailWorker({
      db: t.db,
      logger: pino({ level: 'silent' }),
      transport,
      encryption,
      from: FROM,
      replyTo: REPLY_TO,
      pollIntervalMs: 20,
      retryBaseMs: 1000,
      retryMaxMs: 8000,
      now: () => clock,
      ...options,
    });

  const enqueue = (n: number) =>
    enqueueMail(t.db, { kind: 'receipt', to: `person${n}@example.com`, subject: `Receipt ${n}`, text: `Body ${n}`, html: `<p>Body ${n}</p>` });

  it('sends every due mail from the configured sender with a stable Message-ID, and marks it sent', async () => {
    const transport = fakeTransport();
    await enqueue(1);
    await enqueue(2);
    clock = new Date(); // the rows were stamped with the real time
    expect(await worker(transport).deliverDue()).toBe(2);
    expect(transport.sent).toEqual([
      {
        from: FROM,
        replyTo: REPLY_TO,
        to: 'person1@example.com',
        subject: 'Receipt 1',
        text: 'Body 1',
        html: '<p>Body 1</p>',
        messageId: expect.stringMatching(/^<outbox-\d+\.\d+@keystone-insurance\.example>$/),
      },
      expect.objectContaining({ to: 'person2@example.com' }),
    ]);
    expect((await listMail(t.db)).map((m) => m.status)).toEqual(['sent', 'sent']);
    expect(await worker(transport).deliverDue()).toBe(0);
    expect(transport.sent).toHaveLength(2);
  });

  it('gives mail to people a Reply-To that staff read, and the agency’s own notices none', async () => {
    const transport = fakeTransport();
    await enqueue(1);
    await enqueueMail(t.db, { kind: 'change-request-notice', to: 'Service@Keystone-Insurance.example', subject: 'Notice', text: 'New request' });
    clock = new Date();
    expect(await worker(transport).deliverDue()).toBe(2);
    expect(transport.sent.find((mail) => mail.to === 'person1@example.com')?.replyTo).toBe(REPLY_TO);
    expect(transport.sent.find((mail) => mail.subject === 'Notice')).not.toHaveProperty('replyTo');
  });

  it('fills a mail’s secrets in as it delivers it, never shows them to the back office, and erases them once it is sent', async () => {
    const transport = fakeTransport();
    const link = 'https://agency.example/admin/setup#Zm9yIHRoZSByZWNpcGllbnQgb25seSwgbmV2ZXIga2VwdA';
    await enqueueMail(
      t.db,
      { kind: 'staff-setup', to: 'ada@agency.example', subject: 'Set up', text: `Open ${mailSecret('setup-link')} once.`, secrets: { 'setup-link': link } },
      encryption,
    );
    const [stored] = await t.db('mail_outbox').select('*');
    expect(JSON.stringify(stored)).not.toContain('Zm9yIHRoZSByZWNpcGllbnQ');
    expect(first(await listMail(t.db))).toMatchObject({ textBody: `Open ${REDACTED_SECRET} once.`, holdsSecrets: true });

    clock = new Date();
    expect(await worker(transport).deliverDue()).toBe(1);
    expect(transport.sent[0]!.text).toBe(`Open ${link} once.`);
    expect(await t.db('mail_outbox').first('secrets')).toEqual({ secrets: null });
    expect(first(await listMail(t.db))).toMatchObject({ status: 'sent', holdsSecrets: false });
  });

  it('refuses a mail whose secrets and places differ, or with secrets and no key to seal them', async () => {
    const mail = { kind: 'k', to: 'x@example.com', subject: 's', text: `a ${mailSecret('one')}`, secrets: { one: '1' } };
    await expect(enqueueMail(t.db, mail)).rejects.toThrow(/needs the at-rest encryption/);
    await expect(enqueueMail(t.db, { ...mail, secrets: { two: '2' } }, encryption)).rejects.toThrow(/differ/);
    await expect(enqueueMail(t.db, { ...mail, text: 'no place' }, encryption)).rejects.toThrow(/differ/);
    expect(await listMail(t.db)).toEqual([]);
  });

  it('keeps a mail that fails, retrying it later and later until it goes, and never sends it twice', async () => {
    const transport = fakeTransport();
    transport.down = true;
    await enqueue(1);
    clock = new Date();
    const w = worker(transport);

    expect(await w.deliverDue()).toBe(0);
    let mail = first(await listMail(t.db));
    expect(mail).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:2525' });
    expect(mail.nextAttemptAt.getTime()).toBe(clock.getTime() + 1000);

    // Not due yet: nothing is tried.
    clock = new Date(clock.getTime() + 999);
    expect(await w.deliverDue()).toBe(0);
    expect(first(await listMail(t.db)).attempts).toBe(1);

    clock = new Date(clock.getTime() + 1);
    await w.deliverDue();
    mail = first(await listMail(t.db));
    expect(mail.attempts).toBe(2);
    expect(mail.nextAttemptAt.getTime()).toBe(clock.getTime() + 2000);

    transport.down = false;
    clock = new Date(clock.getTime() + 2000);
    expect(await w.deliverDue()).toBe(1);
    mail = first(await listMail(t.db));
    expect(mail).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(transport.sent).toHaveLength(1);
  });

  it('keeps mail in the outbox when there is no transport (SMTP not configured)', async () => {
    await enqueue(1);
    const w = worker(null);
    w.start();
    expect(await w.deliverDue()).toBe(0);
    await w.stop();
    expect((await listMail(t.db))[0]).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('once started, polls and delivers mail enqueued later; stop() waits and closes the transport', async () => {
    const transport = fakeTransport();
    const w = worker(transport, { now: () => new Date() });
    w.start();
    await enqueue(1);
    await expect.poll(() => transport.sent.length, { timeout: 2000, interval: 10 }).toBe(1);
    await w.stop();
    expect(transport.closed).toBe(true);
    await enqueue(2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(transport.sent).toHaveLength(1);
  });
});

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgres)(`two instances side by side on ${kind}`, () => {
    const t = useFreshDatabase(kind);

    it('deliver each mail exactly once between them', async () => {
      for (let n = 1; n <= 30; n += 1) {
        await enqueueMail(t.db, { kind: 'receipt', to: `person${n}@example.com`, subject: `Receipt ${n}`, text: `Body ${n}` });
      }
      const sent: string[] = [];
      // Each instance's first send waits for the other's first (or 5 s): both are claiming at once, whatever the
      // machine's load, so "each mail exactly once" is tested with two senders at work. Then a send takes a little
      // while, so their claims interleave.
      const started = [false, false];
      let bothStarted = () => {};
      const bothSending = new Promise<void>((resolve) => (bothStarted = resolve));
      const slowTransport = (index: 0 | 1): MailTransport => ({
        send: async (message) => {
          if (!started[index]) {
            started[index] = true;
            if (started.every(Boolean)) bothStarted();
            await Promise.race([bothSending, new Promise((resolve) => setTimeout(resolve, 5000))]);
          }
          await new Promise((resolve) => setTimeout(resolve, 2));
          sent.push(message.to);
        },
        close: () => undefined,
      });
      const instance = (db: Knex, index: 0 | 1) =>
        createMailWorker({
          db,
          logger: pino({ level: 'silent' }),
          transport: slowTransport(index),
          encryption,
          from: FROM,
          replyTo: REPLY_TO,
          pollIntervalMs: 20,
          retryBaseMs: 1000,
          retryMaxMs: 8000,
        });
      const counts = await Promise.all([instance(t.db, 0).deliverDue(), instance(t.openAnother(), 1).deliverDue()]);
      expect(counts[0] + counts[1]).toBe(30);
      expect(counts.every((count) => count > 0)).toBe(true);
      expect(sent).toHaveLength(30);
      expect(new Set(sent).size).toBe(30);
      expect(await listMail(t.db, { status: 'pending' })).toEqual([]);
    });
  });
}
