/**
 * The back office's tools in the browser, signed in by a session made directly in the e2e database (the
 * sign-in itself is another spec's): a carrier edited and shown on the public directory, policies searched,
 * the mail outbox opened and a failing mail retried, at 1280 px; the three pages at 360 px. Axe on each.
 * An administrator does these; an agent's view (no mail, where customers pay read-only) at both widths.
 */
import knex, { type Knex } from 'knex';
import type { BrowserContext } from '@playwright/test';
import { routes } from '@site/paths';
import { examplePolicy } from '../support/example-policy';
import { enqueueMail } from '../../bff/services/mail/outbox';
import { expectNoSeriousA11yViolations } from './support/axe';
import { sqliteFile } from './support/db';
import { signInAsStaff } from './support/staff';
import { seedPolicies, uniqueDigits, uniqueSurname, type PolicyInput } from './support/policies';
import { expect, expectNoHorizontalOverflow, snapshot, test, ALSO_ON_PHONE } from './support/test';

async function withDatabase<R>(work: (db: Knex) => Promise<R>): Promise<R> {
  const db = knex({ client: 'better-sqlite3', connection: { filename: sqliteFile() }, useNullAsDefault: true });
  try {
    await db.raw('PRAGMA busy_timeout = 5000');
    return await work(db);
  } finally {
    await db.destroy();
  }
}

const signIn = (context: BrowserContext, baseURL: string) => signInAsStaff(context, baseURL, 'Tess Tools', 'admin');

const policy = (overrides: Partial<PolicyInput>): PolicyInput => examplePolicy({ policy_number: `HO${uniqueDigits()}`, ...overrides });

test.beforeEach(async ({ context, baseURL }) => {
  await signIn(context, baseURL ?? '');
});

test(`staff edit a carrier and the public directory shows it`, async ({ page, request }, testInfo) => {
  // A carrier the directory's own spec does not look at.
  const { carriers } = (await (await request.get('/api/carriers')).json()) as { carriers: { id: number; name: string }[] };
  const carrier = carriers.find((entry) => !['Progressive', 'State Farm'].includes(entry.name) && entry.id > 10) ?? carriers[20];
  if (!carrier) throw new Error('no carrier');
  const phone = `(800) 555-${uniqueDigits().slice(-4)}`;

  await page.goto(routes.admin.carriers());
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Carriers' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Find a carrier' }).fill(carrier.name);
  await page.getByRole('navigation', { name: 'Carriers' }).getByRole('button', { name: carrier.name, exact: true }).click();
  const form = page.getByRole('form', { name: `Edit ${carrier.name}` });
  await form.getByRole('textbox', { name: 'Billing phone' }).fill(phone);
  await form.getByRole('textbox', { name: 'Payment page' }).fill('http://not-secure.example');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByText('Enter a full address starting with https://, or leave it empty')).toBeVisible();
  await form.getByRole('textbox', { name: 'Payment page' }).fill('https://pay.example.com/bills');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Carrier saved')).toBeVisible();
  await snapshot(page, testInfo, 'admin-carriers');
  await expectNoSeriousA11yViolations(page, testInfo, 'admin carriers');

  await page.goto('/customerservice/carrier-directory/make-payment');
  await page.getByRole('searchbox', { name: 'Find your carrier' }).fill(carrier.name);
  const row = page.getByRole('region', { name: 'Carriers' }).getByRole('listitem').filter({ hasText: carrier.name }).first();
  await expect(row.getByRole('link', { name: phone })).toBeVisible();
  await expect(row.getByRole('link', { name: new RegExp(`^Make a Payment to ${carrier.name}`) })).toHaveAttribute('href', 'https://pay.example.com/bills');
});

test(`staff search policies by a name's beginning, a phone and filters`, async ({ page }, testInfo) => {
  const surname = uniqueSurname('Fairweather');
  await seedPolicies([
    policy({ first_name: 'Abigail', last_name: surname, phone: '9125550177', email: 'abigail.fw@example.com' }),
    policy({
      policy_number: `AU${uniqueDigits()}`,
      first_name: 'Bruno',
      last_name: surname,
      policy_type: 'Auto',
      status: 'Pending',
      state: 'FL',
      city: 'Tampa',
      zip: '33602',
    }),
  ]);

  await page.goto(routes.admin.policies());
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter at least one of' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Last name' }).fill(surname.slice(0, -3));
  await page.getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('table', { name: 'Policies' });
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(page.getByText('2 policies')).toBeVisible();
  await expect(table.getByText('Travelers').first()).toBeVisible();

  await page.getByRole('textbox', { name: 'Phone' }).fill('912.555.0177');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.getByText(`Abigail ${surname}`)).toBeVisible();

  await page.getByRole('textbox', { name: 'Phone' }).fill('');
  await page.getByRole('combobox', { name: 'Policy type' }).click();
  await page.getByRole('option', { name: 'Auto' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await table.getByText(`Bruno ${surname}`).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Tampa, FL 33602')).toBeVisible();
  await snapshot(page, testInfo, 'admin-policies-record');
  await page.keyboard.press('Escape');
  await snapshot(page, testInfo, 'admin-policies');
  await expectNoSeriousA11yViolations(page, testInfo, 'admin policy search');
});

test(`staff open the mail outbox, read a failing mail and retry it`, async ({ page }, testInfo) => {
  const subject = `Your receipt ${uniqueDigits()}`;
  // One transaction: the run's mail worker delivers (SMTP_URL) and must never see this mail before it is failing.
  await withDatabase((db) =>
    db.transaction(async (trx) => {
      await enqueueMail(trx, {
        kind: 'receipt',
        to: 'person@example.com',
        subject,
        text: 'Thank you for your request.\nReference QR-ABCD2345.',
        referenceNumber: 'QR-ABCD2345',
      });
      await trx('mail_outbox')
        .where({ subject })
        .update({ attempts: 3, last_error: 'connect ECONNREFUSED 10.0.0.1:587', next_attempt_at: new Date(Date.now() + 3_600_000) });
    }),
  );

  await page.goto(routes.admin.mail({ status: 'failed' }));
  const table = page.getByRole('table', { name: 'Mail' });
  await table.getByText(subject).click();
  const drawer = page.getByRole('dialog', { name: subject });
  await expect(drawer.getByTestId('mail-body')).toContainText('Thank you for your request.');
  await expect(drawer.getByText('connect ECONNREFUSED 10.0.0.1:587')).toBeVisible();
  await snapshot(page, testInfo, 'admin-mail-drawer');
  await expectNoSeriousA11yViolations(page, testInfo, 'admin mail drawer');
  await drawer.getByRole('button', { name: 'Retry now' }).click();
  await expect(page.getByText('Retry asked for')).toBeVisible();
  await page.keyboard.press('Escape');
  await snapshot(page, testInfo, 'admin-mail');
  await expectNoSeriousA11yViolations(page, testInfo, 'admin mail');
});

test('the three pages fit a phone', { tag: ALSO_ON_PHONE }, async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the widths of the flows above are 1280 px');
  for (const [path, heading] of [
    [routes.admin.carriers(), 'Carriers'],
    [routes.admin.policies(), 'Policy search'],
    [routes.admin.mail(), 'Mail'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (heading === 'Carriers') await page.getByRole('navigation', { name: 'Carriers' }).getByRole('button').first().click();
    if (heading === 'Policy search') {
      await page.getByRole('textbox', { name: 'Last name' }).fill('a');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByRole('table', { name: 'Policies' })).toBeVisible();
    }
    if (heading === 'Mail') await expect(page.getByRole('table', { name: 'Mail' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await snapshot(page, testInfo, `admin-${heading.toLowerCase().replace(' ', '-')}`);
    await expectNoSeriousA11yViolations(page, testInfo, `${heading} at 360 px`);
  }
});

test('an agent sees no mail or staff pages, and where customers pay or claim read-only', async ({ page, context, baseURL }, testInfo) => {
  await signInAsStaff(context, baseURL ?? '', 'Agnes Agent', 'agent');
  await page.goto(routes.admin.carriers());
  const menu = page.getByRole('navigation', { name: 'Back office' });
  await expect(menu.getByRole('link', { name: 'Carriers' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Mail' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Staff' })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Find a carrier' }).fill('Progressive');
  await page.getByRole('navigation', { name: 'Carriers' }).getByRole('button', { name: 'Progressive', exact: true }).click();
  const form = page.getByRole('form', { name: 'Edit Progressive' });
  await expect(form.getByText('Only an administrator can change where customers pay or file a claim')).toBeVisible();
  const payment = form.getByRole('textbox', { name: 'Payment page' });
  await expect(payment).toHaveAttribute('readonly', '');
  await expect(form.getByRole('textbox', { name: 'Billing phone' })).toHaveAttribute('readonly', '');
  await expect(form.getByRole('textbox', { name: 'Logo' })).not.toHaveAttribute('readonly');
  await expectNoHorizontalOverflow(page);
  await snapshot(page, testInfo, 'admin-carriers-agent');
  await expectNoSeriousA11yViolations(page, testInfo, 'admin carriers as an agent');

  await page.goto(routes.admin.mail());
  await expect(page.getByRole('alert').filter({ hasText: 'Only an administrator can do this.' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Mail' })).toHaveCount(0);
});
