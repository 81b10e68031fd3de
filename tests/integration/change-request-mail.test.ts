/**
 * A policy change request reaches real mailboxes (smtp-server on a local port) through the outbox and the mail
 * worker: the agency's notice at its inbox, with the request's details and documents, and the receipt at the
 * address the person gave (proved before: a receipt goes only to a proved address, receipts.contract.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { first } from '../support/first';
import { CONTACT_INFO, homeChange, multipartOf } from '../support/policy-change-forms';
import { proveAddresses } from '../support/proved-addresses';
import { useServerWithMailbox } from '../support/server-with-mailbox';

const AGENCY_INBOX = 'service@agency.example';

const t = useServerWithMailbox({ AGENCY_INBOX });

beforeAll(async () => {
  await proveAddresses(t.server.db, CONTACT_INFO.email);
});

const send = (path: string, body: FormData | string, headers: Record<string, string> = {}) =>
  fetch(`${t.server.baseUrl}${path}`, { method: 'POST', body, headers: { 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie, ...headers } });

// Receipts and notices: the confirmation every submission sends is confirmation-mail.test.ts's.
const mailTo = (address: string) => t.mailbox.received.filter((mail) => mail.to.includes(address) && !mail.headers.subject?.startsWith('We received your'));

describe('a change request by e-mail over SMTP', () => {
  it("delivers the agency's notice and the person's receipt, each with the stored details", async () => {
    const response = await send('/api/policy-changes/home', multipartOf(homeChange()));
    expect(response.status).toBe(201);
    const { referenceNumber } = (await response.json()) as { referenceNumber: string };

    await expect.poll(() => mailTo(AGENCY_INBOX).length, { timeout: 5000, interval: 25 }).toBe(1);
    const notice = first(mailTo(AGENCY_INBOX));
    expect(notice.headers.subject).toBe(`Home policy change ${referenceNumber} (lender, policy HO3-550123)`);
    expect(notice.body).toContain('Dwelling (Coverage A): $350,000');
    expect(notice.body).toContain('Documents: Lender Authorization: authorization.pdf');

    const receipt = await send('/api/send-receipt', JSON.stringify({ email: CONTACT_INFO.email, reference_number: referenceNumber }), {
      'content-type': 'application/json',
    });
    expect(receipt.status).toBe(202);
    await expect.poll(() => mailTo(CONTACT_INFO.email).length, { timeout: 5000, interval: 25 }).toBe(1);
    const mail = first(mailTo(CONTACT_INFO.email));
    expect(mail.headers.subject).toBe(`Your receipt from Keystone Insurance Agency: ${referenceNumber}`);
    expect(mail.body).toContain('Add Insured: Casey Lee');
    expect(mail.body).toContain('Electronic Signature: Jordan Lee');
  });
});
