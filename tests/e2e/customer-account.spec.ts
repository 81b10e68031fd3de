/**
 * Issue 24, customer accounts, as a person meets them in Chromium with the mail read from the run's SMTP
 * mailbox: a request sent without an account, sign-in with the e-mailed link, the request with its status,
 * the status moved by staff in another browser and shown without a reload, a passkey added (Chromium's virtual
 * authenticator) and used to sign in again after signing out; another person sees none of it; a used and an
 * expired link are refused.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { choose, fillContact, next, todayInEastern } from './support/change-forms';
import { pdfBytes } from '../support/document-fixtures';
import { mailTo, waitForMail } from './support/mailbox';
import { seedPolicies, uniqueDigits, uniqueSurname } from './support/policies';
import { examplePolicy } from '../support/example-policy';
import { signInAsStaff, writeDatabase } from './support/staff';
import { ALSO_ON_PHONE, expect, expectNoHorizontalOverflow, snapshot, test, uniqueTag } from './support/test';

const SIGN_IN_SUBJECT = /Your sign-in link/;

/** A quote request sent the way the site's form sends it (the form itself is quote.spec.ts's subject). */
async function sendQuote(page: Page, email: string): Promise<string> {
  const { token } = (await (await page.request.get('/api/csrf-token')).json()) as { token: string };
  const answer = await page.request.post('/api/submit-quote', {
    headers: { 'x-csrf-token': token },
    data: {
      first_name: 'Robin',
      last_name: 'Hale',
      email,
      phone: '(555) 201-3344',
      property_address: '8 Bay St, Tampa, FL 33602',
      message: '',
      product_type: 'Auto Insurance',
      currently_insured: 'No',
    },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { referenceNumber: string }).referenceNumber;
}

/** Asks for a sign-in link on /account and answers the link as mailed (the `count`th mail of its kind to the address). */
async function askForLink(page: Page, email: string, count: number): Promise<string> {
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByTestId('sign-in-link-sent')).toContainText(`If ${email} is yours, a sign-in link is on its way to it.`);
  if (count === 1) await expectNoSeriousA11yViolations(page, test.info(), 'sign-in-link-sent');
  const mail = await waitForMail(email, SIGN_IN_SUBJECT, count);
  const link = /(https?:\/\/\S+\/account\/sign-in#[A-Za-z0-9_-]{43})/.exec(mail.body)?.[1];
  expect(link, 'the mail carries the sign-in link').toBeDefined();
  return link!;
}

async function followLink(page: Page, link: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Signing you in' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account\/requests$/);
}

async function moveToInReview(staffContext: BrowserContext, baseURL: string, reference: string) {
  const staff = await staffContext.newPage();
  await staff.goto(`${baseURL}/admin/submissions/${reference}`);
  await choose(staff, 'New status', 'In review');
  await staff.getByRole('button', { name: 'Update status' }).click();
  await expect(staff.getByTestId('submission-history')).toContainText('In review');
  await staff.close();
}

test.describe('customer accounts', () => {
  test(`a person signs in with the e-mailed link, follows a request live, and signs out ${ALSO_ON_PHONE}`, async ({ page, browser, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    const tag = uniqueTag(testInfo);
    const email = `robin.${tag}@example.com`;
    const reference = await sendQuote(page, email);

    // The header leads to the account; a made-up address is refused at the field.
    await page.goto('/');
    await page.getByTestId('account-link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
    await expectNoSeriousA11yViolations(page, testInfo, 'account-sign-in');
    await expectNoHorizontalOverflow(page);
    await snapshot(page, testInfo, 'account-sign-in');

    const link = await askForLink(page, email, 1);
    await followLink(page, link);
    const card = page.getByTestId('request-card').filter({ hasText: reference });
    await expect(card.getByTestId('request-status-label')).toHaveText('Received');
    await expect(card).toContainText('Quote request');
    await expect(card).toContainText('Auto Insurance');
    await expect(page.getByTestId('account-link')).toHaveText('My account');
    await expectNoSeriousA11yViolations(page, testInfo, 'my-requests');
    await expectNoHorizontalOverflow(page);
    await snapshot(page, testInfo, 'my-requests');

    // Staff move it in another browser; the page shows it without a reload.
    const staffContext = await browser.newContext();
    await signInAsStaff(staffContext, baseURL!);
    await moveToInReview(staffContext, baseURL!, reference);
    await staffContext.close();
    await expect(card.getByTestId('request-status-label')).toHaveText('In review');
    await expect(card.getByTestId('request-status-history')).toContainText('In review');
    await snapshot(page, testInfo, 'my-requests-in-review');

    // /dashboard, signed in, lists the same requests.
    await page.goto('/dashboard');
    await expect(page.getByTestId('request-card').filter({ hasText: reference })).toBeVisible();

    // The link worked once: followed again, it says so and offers a new one.
    await page.goto(link);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('This sign-in link has expired or has already been used.');
    await expect(page.getByRole('button', { name: 'E-mail me a sign-in link' })).toBeVisible();

    // Sign out: the session ends, the page goes home, and the requests are not shown any more.
    // The profile: no name yet (seed 001 §3: the full name is then the address), then a name and a phone.
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(page.getByTestId('account-name')).toHaveText(email);
    await page.getByRole('textbox', { name: 'Phone number' }).fill('12');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
    await page.getByRole('textbox', { name: 'First name' }).fill('Robin');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Hale');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('(555) 201-3344');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Your details are saved.')).toBeVisible();
    await expect(page.getByTestId('account-name')).toHaveText('Robin Hale');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Robin' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'account-home');
    await expectNoHorizontalOverflow(page);
    await snapshot(page, testInfo, 'account-home');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByTestId('account-link')).toHaveText('Sign in');
    await page.goto('/account/requests');
    await expect(page.getByTestId('sign-in-panel')).toBeVisible();
    await expect(page.getByTestId('request-card')).toHaveCount(0);
  });

  test('an expired link is refused, and another person never sees the first one’s requests', async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const first = `first.${tag}@example.com`;
    const second = `second.${tag}@example.com`;
    const firstReference = await sendQuote(page, first);

    const expired = await askForLink(page, first, 1);
    writeDatabase((db) => db.prepare('UPDATE customer_sign_in_links SET expires_at = ? WHERE email = ?').run(Date.now() - 1000, first));
    await page.goto(expired);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('This sign-in link has expired or has already been used.');

    await followLink(page, await askForLink(page, second, 1));
    await expect(page.getByText('You have no requests with us yet.')).toBeVisible();
    await expect(page.getByText(firstReference)).toHaveCount(0);
    const others = await page.request.get(`/api/account/requests/${firstReference}`);
    expect(others.status()).toBe(404);
    expect(await mailTo(second)).toHaveLength(1);
  });

  test(`a person links a seeded policy and asks for a change to it, the form filled in from their profile ${ALSO_ON_PHONE}`, async ({ page }, testInfo) => {
    const email = `lee.${uniqueTag(testInfo)}@example.com`;
    const lastName = uniqueSurname('Harbor');
    const number = `HO${uniqueDigits()}`;
    await seedPolicies([examplePolicy({ policy_number: number, first_name: 'Lee', last_name: lastName, writing_company_name: 'Progressive', email: '' })]);
    await followLink(page, await askForLink(page, email, 1));
    await page.goto('/account');
    await page.getByRole('textbox', { name: 'First name' }).fill('Lee');
    await page.getByRole('textbox', { name: 'Last name' }).fill(lastName);
    await page.getByRole('textbox', { name: 'Phone number' }).fill('(555) 301-4455');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Your details are saved.')).toBeVisible();

    await page.getByRole('link', { name: 'My policies' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My policies' })).toBeVisible();
    await expect(page.getByText('No policies are linked to your account yet.')).toBeVisible();
    await page.getByRole('textbox', { name: /Policy number/ }).fill(number);
    await page.getByRole('textbox', { name: /Last name/ }).fill('Wrong');
    await page.getByRole('button', { name: 'Add this policy' }).click();
    await expect(page.getByRole('status')).toContainText('We could not find a policy with those details.');
    await page.getByRole('textbox', { name: /Last name/ }).fill(lastName);
    await page.getByRole('button', { name: 'Add this policy' }).click();
    const card = page.getByTestId('policy-card');
    await expect(card.getByRole('heading', { name: `Home policy ${number}` })).toBeVisible();
    await expect(card).toContainText('Active');
    await expect(card).toContainText('Effective 02/14/2026');
    await expect(card.getByRole('link', { name: /Make a Payment with Progressive/ })).toHaveAttribute('target', '_blank');
    await expect(card.getByRole('link', { name: /File a Claim with Progressive/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'my-policies');
    await expectNoHorizontalOverflow(page);
    await snapshot(page, testInfo, 'my-policies');

    await card.getByRole('link', { name: /Request a change/ }).click();
    await expect(page).toHaveURL(new RegExp(`/customerservice/policy-changes/home\\?policy=${number}$`));
    await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Lee');
    await expect(page.getByRole('textbox', { name: 'Last Name' })).toHaveValue(lastName);
    await expect(page.getByRole('textbox', { name: 'Policy Number' })).toHaveValue(number);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    // Still the person's to change.
    await page.getByRole('textbox', { name: 'First Name' }).fill('Leigh');
    await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Leigh');
  });

  test('a form started on a phone is e-mailed, opened once in another browser at 1280 px at the same step, and sent', async ({ browser }, testInfo) => {
    test.setTimeout(90_000);
    const tag = uniqueTag(testInfo);
    const email = `dana.${tag}@example.com`;
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const onPhone = await phone.newPage();
    await onPhone.goto('/customerservice/policy-changes/other');
    await fillContact(onPhone, `oc-${tag}`.slice(0, 30), email);
    await next(onPhone).click();
    await choose(onPhone, 'Change Type', 'Personal Information Update');
    await onPhone.getByRole('textbox', { name: 'Description' }).fill('Please add my middle name, Alex.');
    await onPhone.locator('input[type="file"]').setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await onPhone.getByRole('button', { name: 'E-mail me a link to finish later' }).click();
    await expect(onPhone.getByRole('textbox', { name: 'Email', exact: true }).last()).toHaveValue(email);
    await onPhone.getByRole('button', { name: 'Send me the link' }).click();
    await expect(onPhone.getByTestId('finish-later-sent')).toContainText(`We are e-mailing a link to ${email}.`);
    await expect(onPhone.getByTestId('finish-later-sent')).toContainText('Files you chose are not kept');
    await expectNoSeriousA11yViolations(onPhone, testInfo, 'finish-later-sent');
    await expectNoHorizontalOverflow(onPhone);
    await snapshot(onPhone, testInfo, 'finish-later-sent');

    // The address is new to us: its owner confirms it first, then the link arrives.
    const proof = await waitForMail(email, /Please confirm your e-mail address/);
    await onPhone.goto(/(http\S+\/confirm-email#[A-Za-z0-9_-]{43})/.exec(proof.body)![1]!);
    await onPhone.getByRole('button', { name: 'Confirm my e-mail address' }).click();
    await expect(onPhone.getByTestId('address-confirmed')).toBeVisible();
    const mail = await waitForMail(email, /to finish later/);
    expect(mail.body).not.toContain('middle name');
    const link = /(http\S+\/finish-form#[A-Za-z0-9_-]{43})/.exec(mail.body)![1]!;
    await phone.close();

    const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await desktop.newPage();
    await page.goto(link);
    await page.getByRole('button', { name: 'Open my form' }).click();
    await expect(page).toHaveURL(/\/customerservice\/policy-changes\/other$/);
    await expect(page.getByTestId('restored-from-link')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('Please add my middle name, Alex.');
    await expectNoSeriousA11yViolations(page, testInfo, 'finish-later-restored');
    await snapshot(page, testInfo, 'finish-later-restored');
    await page.locator('input[type="file"]').setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await next(page).click();
    await page.getByLabel('Effective Date').fill(todayInEastern());
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByTestId('success-screen').getByText(/^OC-[0-9A-Z]{8}$/)).toBeVisible();

    // Once only.
    await page.goto(link);
    await page.getByRole('button', { name: 'Open my form' }).click();
    await expect(page.getByRole('alert')).toContainText('This link has expired or has already been used.');
    await desktop.close();
  });

  test('in maintenance mode a form says so before anyone types; administrators find the switch on the Staff page', async ({ page, baseURL }, testInfo) => {
    // The e2e server is shared by tests running at once, so maintenance is not switched on here: the page is told
    // it is on (the server's 503 for every write is the contract suite's).
    await page.route('**/api/app-state', (route) => route.fulfill({ json: { version: '1.0.0', appName: 'Keystone Insurance Agency', maintenance: true } }));
    await page.goto('/customerservice/policy-changes/other');
    await expect(page.getByTestId('maintenance-notice')).toContainText('We are doing maintenance on the Keystone Insurance Agency website.');
    await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, testInfo, 'maintenance-notice');
    await page.unroute('**/api/app-state');

    await signInAsStaff(page.context(), baseURL!, 'Avery Admin', 'admin');
    await page.goto('/admin/staff');
    await expect(page.getByTestId('maintenance-switch')).not.toBeChecked();
    await expect(page.getByText('Maintenance mode is off: forms are open.')).toBeVisible();
  });

  test('a person adds a passkey, signs out, and signs back in with it alone', async ({ browser, baseURL }, testInfo) => {
    // WebAuthn refuses IP addresses: passkeys are made on localhost (PASSKEY_ORIGIN, playwright.config.ts).
    const origin = baseURL!.replace('127.0.0.1', 'localhost');
    const context = await browser.newContext({ baseURL: origin });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    const email = `kim.${uniqueTag(testInfo)}@example.com`;
    const link = await askForLink(page, email, 1);
    expect(new URL(link).origin).toBe(baseURL);
    await followLink(page, `${origin}${new URL(link).pathname}${new URL(link).hash}`);

    await page.goto('/account');
    await page.getByRole('textbox', { name: 'Name this passkey' }).fill('This laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const passkey = page.getByTestId('passkey').filter({ hasText: 'This laptop' });
    await expect(passkey).toContainText('not used yet');
    await expectNoSeriousA11yViolations(page, testInfo, 'account-passkeys');
    await snapshot(page, testInfo, 'account-passkeys');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.goto('/account');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByTestId('account-name')).toHaveText(email);
    await expect(passkey).toContainText('last used');
    expect(await mailTo(email), 'no second link was needed').toHaveLength(1);
    await context.close();
  });
});
