/**
 * A receipt posted to the API arrives in a real mailbox (smtp-server on a local port), through the outbox
 * and the mail worker: to the address given on the form, or once to another with the submission's receipt
 * token; and with the mail server down it is retried and arrives once the server is back: nothing lost,
 * nothing sent twice. The addresses were proved before (a receipt goes only to a proved address, which
 * receipts.contract.ts tests).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { listMail } from '@bff/services/mail';
import { pdfBytes } from '../support/document-fixtures';
import { useServerWithMailbox } from '../support/server-with-mailbox';
import { proveAddresses } from '../support/proved-addresses';
import { first } from '../support/first';

const t = useServerWithMailbox({ MAIL_RETRY_BASE_MS: '100', MAIL_RETRY_MAX_MS: '200' });

beforeAll(async () => {
  await proveAddresses(t.server.db, 'jordan.lee@example.com', 'assistant@lender.example', 'lena.banks@lender.example', 'down.but.not.lost@example.com');
});

const post = async (path: string, body: unknown) => {
  const response = await fetch(`${t.server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** A stored insurance-requests request from `email` (its success screen offers the receipt): its reference and receipt token. */
async function submitRequest(email: string): Promise<{ reference: string; token: string }> {
  const form = new FormData();
  const fields = {
    first_name: 'Lena',
    last_name: 'Banks',
    email,
    phone_number: '(555) 123-4567',
    policy_number: 'HO3-550123',
    borrower_name: 'Sam Rivera',
    property_address: '12 Harbor Lane, Sarasota, FL 34236',
    request_id: randomUUID(),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('document', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'authorization.pdf');
  const response = await fetch(`${t.server.baseUrl}/api/submit-insurance-request`, {
    method: 'POST',
    headers: { 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie },
    body: form,
  });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { referenceNumber: string; receiptToken: string };
  return { reference: body.referenceNumber, token: body.receiptToken };
}

const requestReceipt = async (email: string, reference: string, token?: string) => {
  const answer = await post('/api/send-receipt', { email, reference_number: reference, ...(token ? { receipt_token: token } : {}) });
  expect(answer.status).toBe(202);
};

// Receipts and notices: the confirmation every submission sends is confirmation-mail.test.ts's.
const mailTo = (address: string) => t.mailbox.received.filter((mail) => mail.to.includes(address) && !mail.headers.subject?.startsWith('We received your'));

describe('receipts by e-mail over SMTP', () => {
  it('delivers a receipt posted to the API: to the address on the form, with the subject, the reference and the stored details in the body', async () => {
    const { reference } = await submitRequest('jordan.lee@example.com');
    await requestReceipt('jordan.lee@example.com', reference);

    await expect.poll(() => mailTo('jordan.lee@example.com').length, { timeout: 5000, interval: 25 }).toBe(1);
    const mail = first(mailTo('jordan.lee@example.com'));
    expect(mail.headers.to).toBe('jordan.lee@example.com');
    expect(mail.headers.from).toBe('Keystone Insurance Agency <no-reply@keystone-insurance.example>');
    // The From is a no-reply address: a reply goes to an inbox staff read (AGENCY_REPLY_TO, by default AGENCY_INBOX).
    expect(mail.headers['reply-to']).toBe('support@keystone-insurance.example');
    expect(mail.headers.subject).toBe(`Your receipt from Keystone Insurance Agency: ${reference}`);
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(mail.body).toContain(`Reference number: ${reference}`);
    expect(mail.body).toContain('Policy Number: HO3-550123');
    expect(mail.body).toContain('Phone Number: (555) 123-4567');
    expect(mail.body).toContain(`>${reference}</strong>`);
    await expect.poll(async () => (await listMail(t.server.db, { kind: 'receipt' }))[0]?.status).toBe('sent');
  });

  it("delivers a receipt to a second address with the submission's receipt token", async () => {
    const { reference, token } = await submitRequest('lena.banks@lender.example');
    await requestReceipt('assistant@lender.example', reference, token);
    await expect.poll(() => mailTo('assistant@lender.example').length, { timeout: 5000, interval: 25 }).toBe(1);
    expect(first(mailTo('assistant@lender.example')).body).toContain(`Reference number: ${reference}`);
    expect(mailTo('lena.banks@lender.example')).toHaveLength(0);
  });

  it('keeps retrying while the mail server is down and delivers once it is back, exactly once', async () => {
    await t.mailbox.stop();
    const { reference } = await submitRequest('down.but.not.lost@example.com');
    await requestReceipt('down.but.not.lost@example.com', reference);
    const outboxRow = async () => (await listMail(t.server.db, { kind: 'receipt' })).find((m) => m.recipient === 'down.but.not.lost@example.com')!;

    // Several failed attempts, each recorded with its error; the mail stays pending.
    await expect.poll(async () => (await outboxRow()).attempts, { timeout: 5000, interval: 25 }).toBeGreaterThanOrEqual(3);
    expect(await outboxRow()).toMatchObject({ status: 'pending', lastError: expect.stringMatching(/ECONNREFUSED/) });
    expect(mailTo('down.but.not.lost@example.com')).toHaveLength(0);

    await t.mailbox.start();
    await expect.poll(() => mailTo('down.but.not.lost@example.com').length, { timeout: 5000, interval: 25 }).toBe(1);
    await expect.poll(async () => (await outboxRow()).status).toBe('sent');
    expect((await outboxRow()).lastError).toBeNull();

    // Several more polls later, still one copy.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailTo('down.but.not.lost@example.com')).toHaveLength(1);
    expect(mailTo('jordan.lee@example.com')).toHaveLength(1);
    expect(first(mailTo('down.but.not.lost@example.com')).body).toContain(`Reference number: ${reference}`);
  });
});
