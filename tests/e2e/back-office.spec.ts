/**
 * The back office as the agency uses it (issue 12): a member of staff made by `npm run staff:create` sets up
 * their account through the one-time link, signs in with the second factor, finds a change request sent in
 * the portal a moment earlier, opens its document and moves it to In review; the person is e-mailed and sees
 * the status on /dashboard. And the inbox on a phone.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { choose, fillContact, next, todayInEastern } from './support/change-forms';
import { waitForRow } from './support/db';
import { pdfBytes } from '../support/document-fixtures';
import type { OutboxRowWithSecrets } from '../support/mail-secrets';
import { waitForMail } from './support/mailbox';
import { createStaffByCommand, nextCode, setUpThroughApi, signInAsStaff, STAFF_PASSWORD } from './support/staff';
import { expect, expectNoHorizontalOverflow, snapshot, test, uniqueTag, ALSO_ON_PHONE } from './support/test';

/** The customer's side: another policy change through the portal's form, with a document. */
async function submitOtherChange(page: Page, policy: string): Promise<string> {
  await page.goto('/customerservice/policy-changes/other');
  await fillContact(page, policy);
  await next(page).click();
  await choose(page, 'Change Type', 'Personal Information Update');
  await page.getByRole('textbox', { name: 'Description' }).fill('Please add my middle name, Alex.');
  await page.locator('input[type="file"]').setInputFiles({ name: 'marriage-certificate.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
  await next(page).click();
  await page.getByLabel('Effective Date').fill(todayInEastern());
  await page.getByRole('button', { name: 'Submit Request' }).click();
  return (await page
    .getByTestId('success-screen')
    .getByText(/^OC-[0-9A-Z]{8}$/)
    .textContent())!.trim();
}

async function signIn(page: Page, email: string, secret: string) {
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Code' }).fill(await nextCode(secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test(`staff made by the command sign in with the second factor, open a fresh change request's document and move it to In review; the person is told and sees it`, async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = uniqueTag(testInfo);
  const policy = `oc-${tag}`.slice(0, 40);

  // The policyholder, in their own browser, a moment earlier.
  const customer = await browser.newPage();
  const reference = await submitOtherChange(customer, policy);

  // The administrator runs the command; the new member of staff opens the link it printed.
  const email = `riley.${tag}@agency.example`;
  const token = createStaffByCommand({ email, name: 'Riley Morgan', role: 'agent' });
  await page.goto(`/admin/setup#${token}`);
  await expect(page.getByText(`Welcome, Riley Morgan. You will sign in as ${email}.`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Choose a password' }).fill('short');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('textbox', { name: 'Choose a password' })).toHaveAccessibleDescription(/Password must be at least 15 characters/);
  await page.getByRole('textbox', { name: 'Choose a password' }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'set-up authenticator');
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('That code is not right or has already been used.', { exact: false })).toBeVisible();
  const { generate } = await import('otplib');
  await page.getByLabel('Code from the app').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: /go to sign in/ }).click();

  // Sign-in: a wrong password first, then the password and the app's code.
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'sign-in');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('not my password at all');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('The e-mail address or password is not right.');
  await signIn(page, email, secret);

  // The inbox: the request is there; a search by its policy number finds it.
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Riley Morgan')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill(policy);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Other policy change');
  await expect(row).toContainText('Received');
  await expect(page.getByText('1 submission', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'inbox');
  await snapshot(page, testInfo, 'inbox');
  await row.getByRole('link', { name: reference }).click();

  // Its page: what was sent, its document (downloaded through the authorised route), its mail.
  await expect(page.getByRole('heading', { level: 1, name: `Other Policy Change Request ${reference}` })).toBeVisible();
  await expect(page.getByText('Please add my middle name, Alex.')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'marriage-certificate.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('marriage-certificate.pdf');
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await expectNoSeriousA11yViolations(page, testInfo, 'submission');

  // In review, with a note for the agency.
  await choose(page, 'New status', 'In review');
  await page.getByLabel('Note').fill('Checking the certificate with the carrier.');
  await page.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByTestId('submission-history')).toContainText('In review');
  await expect(page.getByTestId('submission-history')).toContainText('Checking the certificate with the carrier.');
  await snapshot(page, testInfo, 'submission-in-review');
  const mail = await waitForRow<{ recipient: string; subject: string; text_body: string }>(
    "SELECT * FROM mail_outbox WHERE reference_number = ? AND kind = 'status-update'",
    reference,
  );
  expect(mail.recipient).toBe('jordan.lee@example.com');
  expect(mail.subject).toBe(`Your request ${reference}: In review`);
  expect(mail.text_body).not.toContain('Checking the certificate');

  // The person checks the request status page.
  await customer.goto(`/dashboard?reference=${reference}`);
  await customer.getByRole('textbox', { name: 'Email' }).fill('jordan.lee@example.com');
  await customer.getByRole('button', { name: 'Check Status' }).click();
  await expect(customer.getByTestId('request-status-label')).toHaveText('In review');
  await expect(customer.getByTestId('request-status-history')).toContainText('Received');
  await expect(customer.getByTestId('request-status-history')).toContainText('In review');
  await customer.close();

  // Signing out ends the session: the inbox asks for sign-in again.
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin/);
});

test('the inbox is usable on a phone: sign-in, search, a submission and its status', { tag: ALSO_ON_PHONE }, async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the desktop flow is the test above');
  test.setTimeout(90_000);
  const tag = uniqueTag(testInfo);
  const policy = `oc-${tag}`.slice(0, 40);
  const reference = await submitOtherChange(page, policy);
  const email = `sam.${tag}@agency.example`;
  const secret = await setUpThroughApi(page.request, createStaffByCommand({ email, name: 'Sam Lee', role: 'agent' }));

  await page.goto(`/admin/submissions/${reference}`);
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=/);
  await signIn(page, email, secret);
  // Back where the link pointed.
  await expect(page.getByRole('heading', { level: 1, name: `Other Policy Change Request ${reference}` })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page, testInfo, 'submission');
  await snapshot(page, testInfo, 'submission');

  await page.goto(`/admin?q=${encodeURIComponent(policy)}`);
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Received');
  // The filters fold away on a phone.
  await expect(page.getByRole('combobox', { name: 'Form' })).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  await choose(page, 'Form', 'Other policy change');
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'true');
  await expect(row).toContainText('Received');
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page, testInfo, 'inbox');
  await snapshot(page, testInfo, 'inbox');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/admin/submissions/${reference}$`));
});

test('an administrator invites a member of staff, sends a new link, cancels an invitation, resets a member who lost their phone and reads the audit log; an agent has no Staff page', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000); // three browsers, a delivered mail, two axe runs
  await signInAsStaff(page.context(), baseURL ?? '', 'Avery Admin', 'admin');
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  const email = `jo.${uniqueTag(testInfo)}@agency.example`;
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is required');
  await page.getByRole('textbox', { name: 'Name' }).fill('Jo Newhire');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Jo Newhire is invited' })).toBeVisible();
  const mail = await waitForRow<OutboxRowWithSecrets>("SELECT * FROM mail_outbox WHERE recipient = ? AND kind = 'staff-setup'", email);
  expect(mail.text_body).not.toMatch(/\/admin\/setup#/); // the link is sealed until it is delivered
  // Delivered over SMTP, the mail carries it (and the outbox then forgets it).
  expect((await waitForMail(email, /./)).body).toMatch(/\/admin\/setup#[A-Za-z0-9_-]{43}/);
  await expect(page.getByTestId('audit-log')).toContainText('Avery Admin: staff created');

  // The invitation waits under Invitations until Jo sets up: a new link replaces the first, then it is cancelled.
  const invitations = page.getByTestId('staff-invitations');
  const invitation = invitations.getByRole('row').filter({ hasText: email });
  await expect(invitation).toContainText('Link works until');
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page, testInfo, 'staff');
  await snapshot(page, testInfo, 'staff');
  await invitation.getByRole('button', { name: 'Send Jo Newhire a new link' }).click();
  await expect(page.getByText('New link sent')).toBeVisible();
  await expect(page.getByTestId('audit-log')).toContainText('Avery Admin: staff invitation resent');
  await invitation.getByRole('button', { name: 'Cancel Jo Newhire’s invitation' }).click();
  await invitation.getByRole('button', { name: 'Yes, cancel Jo Newhire’s invitation' }).click();
  await expect(invitations.getByRole('row').filter({ hasText: email })).toHaveCount(0);

  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  const agentName = `Alex ${uniqueTag(testInfo)}`;
  await signInAsStaff(agentContext, baseURL ?? '', agentName);
  await agent.goto('/admin');
  await expect(agent.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(agent.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await agent.goto('/admin/staff');
  await expect(agent.getByRole('alert')).toContainText('Only an administrator can do this.');

  // Alex lost their phone: the administrator resets their sign-in; Alex is signed out and invited again.
  await page.reload();
  const members = page.getByTestId('staff-members');
  await expectNoHorizontalOverflow(page);
  await members.getByRole('button', { name: `Reset ${agentName}’s sign-in` }).click();
  await members.getByRole('button', { name: `Sign ${agentName} out and send a new set-up link` }).click();
  await expect(invitations.getByRole('row').filter({ hasText: agentName })).toContainText('Link works until');
  await expect(members.getByRole('row').filter({ hasText: agentName })).toHaveCount(0);
  // A member who leaves is disabled (their own member, so the test stands alone).
  const leaverContext = await browser.newContext();
  const leaverName = `Bo ${uniqueTag(testInfo)}`;
  await signInAsStaff(leaverContext, baseURL ?? '', leaverName);
  await leaverContext.close();
  await page.reload();
  await members.getByRole('button', { name: `Disable ${leaverName}`, exact: true }).click();
  await expectNoHorizontalOverflow(page);
  await members.getByRole('button', { name: `Disable ${leaverName} and sign them out` }).click();
  await expect(members.getByRole('row').filter({ hasText: leaverName })).toHaveCount(0);
  await agent.goto('/admin');
  await expect(agent).toHaveURL(/\/admin\/sign-in/);
  await agentContext.close();
});
