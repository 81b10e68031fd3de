/**
 * A receipt posted to the API arrives in a real mailbox (smtp-server on a local port), through the outbox
 * and the mail worker; and with the mail server down it is retried and arrives once the server is back:
 * nothing lost, nothing sent twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMail } from '@bff/services/mail';
import { csrfCredentials, startTestServer, type TestServer } from '../support/test-server';
import { startSmtpReceiver, type SmtpReceiver } from '../support/smtp-receiver';

let mailbox: SmtpReceiver;
let server: TestServer;
let csrf: { token: string; cookie: string };

beforeAll(async () => {
  mailbox = await startSmtpReceiver();
  server = await startTestServer('sqlite', {
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    MAIL_POLL_INTERVAL_MS: '50',
    MAIL_RETRY_BASE_MS: '100',
    MAIL_RETRY_MAX_MS: '200',
    QUOTE_RATE_LIMIT_PER_MINUTE: '0',
  });
  csrf = await csrfCredentials(server.baseUrl);
});

afterAll(async () => {
  await server?.close();
  await mailbox?.stop();
});

const post = async (path: string, body: unknown) => {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf.token, cookie: csrf.cookie },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** A stored quote request's reference: a reference the server issued. */
async function issuedReference(): Promise<string> {
  const { body } = await post('/api/submit-quote', {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `ada.${Date.now()}.${Math.random()}@example.com`,
    phone: '(555) 123-4567',
    property_address: '1 Main St, Miami, FL 33101',
    message: '',
    product_type: 'Home Insurance',
    currently_insured: 'Yes',
  });
  return body.referenceNumber as string;
}

const requestReceipt = async (email: string, reference: string) => {
  const answer = await post('/api/send-receipt', { email, reference_number: reference, details: [{ label: 'Product', value: 'Home Insurance' }] });
  expect(answer.status).toBe(202);
};

const mailTo = (address: string) => mailbox.received.filter((mail) => mail.to.includes(address));

describe('receipts by e-mail over SMTP', () => {
  it('delivers a receipt posted to the API: to the address, with the subject and the reference in the body', async () => {
    const reference = await issuedReference();
    await requestReceipt('jordan.lee@example.com', reference);

    await expect.poll(() => mailTo('jordan.lee@example.com').length, { timeout: 5000, interval: 25 }).toBe(1);
    const [mail] = mailTo('jordan.lee@example.com');
    expect(mail.headers.to).toBe('jordan.lee@example.com');
    expect(mail.headers.from).toBe('Keystone Insurance Agency <no-reply@keystone-insurance.example>');
    expect(mail.headers.subject).toBe(`Your receipt from Keystone Insurance Agency: ${reference}`);
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(mail.body).toContain(`Reference number: ${reference}`);
    expect(mail.body).toContain('Product: Home Insurance');
    expect(mail.body).toContain(`>${reference}</strong>`);
    await expect.poll(async () => (await listMail(server.db, { kind: 'receipt' }))[0]?.status).toBe('sent');
  });

  it('keeps retrying while the mail server is down and delivers once it is back, exactly once', async () => {
    await mailbox.stop();
    const reference = await issuedReference();
    await requestReceipt('down.but.not.lost@example.com', reference);
    const outboxRow = async () => (await listMail(server.db, { kind: 'receipt' })).find((m) => m.recipient === 'down.but.not.lost@example.com')!;

    // Several failed attempts, each recorded with its error; the mail stays pending.
    await expect.poll(async () => (await outboxRow()).attempts, { timeout: 5000, interval: 25 }).toBeGreaterThanOrEqual(3);
    expect(await outboxRow()).toMatchObject({ status: 'pending', lastError: expect.stringMatching(/ECONNREFUSED/) });
    expect(mailTo('down.but.not.lost@example.com')).toHaveLength(0);

    await mailbox.start();
    await expect.poll(() => mailTo('down.but.not.lost@example.com').length, { timeout: 5000, interval: 25 }).toBe(1);
    await expect.poll(async () => (await outboxRow()).status).toBe('sent');
    expect((await outboxRow()).lastError).toBeNull();

    // Several more polls later, still one copy.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailTo('down.but.not.lost@example.com')).toHaveLength(1);
    expect(mailTo('jordan.lee@example.com')).toHaveLength(1);
    expect(mailTo('down.but.not.lost@example.com')[0].body).toContain(`Reference number: ${reference}`);
  });
});
