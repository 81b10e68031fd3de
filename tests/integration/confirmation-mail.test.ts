/**
 * Every form's confirmation reaches the person's real mailbox (smtp-server on a local port) through the outbox
 * and the mail worker, with no receipt asked for and no address proved: our words, the form's title, the
 * reference and the /dashboard link, with a Reply-To staff read. Past CONFIRMATIONS_PER_ADDRESS_PER_DAY an
 * address gets no more, while the requests are still stored.
 */
import { describe, expect, it } from 'vitest';
import { formRoute } from '@contracts/forms';
import { FORM_SAMPLES } from '@contracts/forms/samples';
import { first } from '../support/first';
import { multipartOf } from '../support/policy-change-forms';
import { useServerWithMailbox } from '../support/server-with-mailbox';

const t = useServerWithMailbox({ CONFIRMATIONS_PER_ADDRESS_PER_DAY: '2' });

const mailTo = (address: string) => t.mailbox.received.filter((mail) => mail.to.includes(address));
let sequence = 0;

async function submit(form: (typeof FORM_SAMPLES)[number], email: string): Promise<string> {
  const body = form.sent[0]!({ firstName: 'Jordan', lastName: 'Lee', email });
  const response = await fetch(`${t.server.baseUrl}${formRoute(form.form).path}`, {
    method: 'POST',
    body: multipartOf(body),
    headers: { 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { referenceNumber: string }).referenceNumber;
}

describe('the confirmation of a submission, over SMTP', () => {
  it.each(FORM_SAMPLES.map((samples) => [samples.form.title, samples] as const))('%s: arrives by itself with its reference', async (title, samples) => {
    const email = `confirm.${(sequence += 1)}@example.com`;
    const reference = await submit(samples, email);
    await expect.poll(() => mailTo(email).length, { timeout: 5000, interval: 25 }).toBe(1);
    const mail = first(mailTo(email));
    expect(mail.headers.subject).toBe(`We received your request: ${title} (${reference})`);
    expect(mail.headers['reply-to']).toBeTruthy();
    expect(mail.body).toContain(`Your reference number is ${reference}.`);
    expect(mail.body).toContain(`${t.server.deps.config.siteOrigin}/dashboard?reference=${reference}`);
    expect(mail.body).not.toContain('Jordan');
  });

  it('sends one address at most CONFIRMATIONS_PER_ADDRESS_PER_DAY; the requests are stored all the same', async () => {
    const email = 'flooded@example.com';
    const form = FORM_SAMPLES[0]!;
    const references = [await submit(form, email), await submit(form, email), await submit(form, email)];
    await expect.poll(() => mailTo(email).length, { timeout: 5000, interval: 25 }).toBe(2);
    // The receiver has the mail a moment before the worker writes down that it was sent.
    const statuses = async () =>
      (await t.server.db('mail_outbox').where({ kind: 'confirmation', recipient: email }).orderBy('id')).map((row) => [row.reference_number, row.status]);
    await expect.poll(statuses, { timeout: 5000, interval: 25 }).toEqual([
      [references[0], 'sent'],
      [references[1], 'sent'],
      [references[2], 'refused'],
    ]);
    expect(await t.server.db(form.form.storage.table).whereIn('reference_number', references)).toHaveLength(3);
  });
});
