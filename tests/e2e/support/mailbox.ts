/** What the e2e run's mailbox received (mail-catcher.ts): the mail a person would read, delivered over SMTP. */
import { expect } from '@playwright/test';
import type { ReceivedMail } from '../../support/smtp-receiver';

const mailboxUrl = () => `http://127.0.0.1:${process.env.E2E_MAILBOX_PORT}`;

/** Every mail delivered to `address` so far, oldest first. */
export async function mailTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${mailboxUrl()}/messages?to=${encodeURIComponent(address)}`);
  return (await response.json()) as ReceivedMail[];
}

/** Waits until `address` has received `count` mails whose subject matches, and answers the newest one. */
export async function waitForMail(address: string, subject: RegExp, count = 1): Promise<ReceivedMail> {
  let found: ReceivedMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await mailTo(address)).filter((mail) => subject.test(mail.headers.subject ?? ''));
        return found.length;
      },
      { timeout: 15_000, message: `a mail to ${address} about ${subject}` },
    )
    .toBeGreaterThanOrEqual(count);
  return found[found.length - 1]!;
}
