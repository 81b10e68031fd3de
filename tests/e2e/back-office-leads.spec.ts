/**
 * The back office's Leads and Callbacks pages (issue 12) at desktop and phone widths, as a signed-in member
 * of staff (a session written straight into the database: tests/e2e/support/staff.ts). Each project writes
 * leads in a period of its own, so the two widths never count each other's rows.
 */
import { randomUUID } from 'node:crypto';
import { routes } from '@site/paths';
import { expectNoSeriousA11yViolations } from './support/axe';
import { insertRow, signInAsStaff, writeDatabase } from './support/staff';
import { expect, expectNoHorizontalOverflow, snapshot, test } from './support/test';

// (Playwright's loader cannot resolve dayjs's plugins, which contracts/dates.ts imports: plain Intl and Date here.)
const todayInEastern = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const reference = (prefix: string) => `${prefix}-${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;

function insertQuote(at: string, fields: Record<string, string> = {}) {
  writeDatabase((db) =>
    insertRow(db, 'quote_requests', {
      reference_number: reference('QR'),
      form_variant: 'standard',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '5551234567',
      product_type: 'Home Insurance',
      currently_insured: 'Yes',
      fingerprint: randomUUID(),
      created_at: new Date(at),
      ...fields,
    }),
  );
}

function insertCallback(name: string, date: string, time: string): string {
  const referenceNumber = reference('CN');
  const now = new Date();
  writeDatabase((db) => {
    insertRow(db, 'cancellation_requests', {
      reference_number: referenceNumber,
      request_id: randomUUID(),
      customer_type: 'customer',
      first_name: name,
      last_name: 'Schmidt',
      policy_number: 'HO22345678',
      phone_number: '5559876543',
      email: 'terry@example.com',
      reason: 'new_insurer',
      win_back: true,
      callback_date: date,
      callback_time: time,
      user_agrees: true,
      created_at: now,
    });
    insertRow(db, 'submissions', {
      reference_number: referenceNumber,
      kind: 'cancellation',
      portal_type: 'customer',
      name: `${name} Schmidt`,
      email: 'terry@example.com',
      policy_number: 'HO22345678',
      status: 'received',
      status_changed_at: now,
      created_at: now,
    });
  });
  return referenceNumber;
}

test.describe('back office: leads and callbacks', () => {
  test('Leads: a period, its chart, the tables and the CSV link', async ({ page, context, baseURL }, testInfo) => {
    await signInAsStaff(context, baseURL!);
    // A week of its own for each project (June on desktop, July on the phone) and each run of the test
    // (--repeat-each, a retry): the same database is shared by all of them.
    const month = '06';
    const year = 2025 - testInfo.repeatEachIndex - 10 * testInfo.retry;
    const day = (dd: string) => `${year}-${month}-${dd}`;
    const shown = (dd: string) => `${month}/${dd}/${year}`;
    const from = day('01');
    const to = day('07');
    insertQuote(`${day('02')}T14:00:00Z`, { product_type: 'Auto Insurance', campaign: 'spring-sale', utm_source: 'newsletter', utm_medium: 'email' });
    insertQuote(`${day('02')}T15:00:00Z`, { product_type: 'Auto Insurance', campaign: 'spring-sale', utm_source: 'newsletter', utm_medium: 'email' });
    insertQuote(`${day('05')}T18:00:00Z`);

    await page.goto(routes.admin.leads({ from, to }));
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
    // The menu is behind its button on a phone.
    await expect(page.getByRole('link', { name: 'Leads', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(`3 quote requests from ${shown('01')} to ${shown('07')}`)).toBeVisible();
    await expect(page.getByLabel('From')).toHaveValue(from);
    await expect(page.getByRole('img', { name: `Quote requests per day. The busiest day was ${shown('02')} with 2.` })).toBeVisible();

    const byProduct = page.getByRole('table', { name: 'By product' });
    await expect(byProduct.getByRole('row').nth(1)).toContainText('Auto Insurance');
    await expect(byProduct.getByRole('row').nth(1)).toContainText('67%');
    const byCampaign = page.getByRole('table', { name: 'By campaign' });
    await expect(byCampaign).toContainText('spring-sale');
    await expect(byCampaign).toContainText('(none)');
    await expect(page.getByRole('table', { name: 'By source and medium' })).toContainText('newsletter');

    const download = page.getByRole('link', { name: 'Download CSV' });
    await expect(download).toHaveAttribute('href', `/api/admin/leads/export?from=${from}&to=${to}`);
    const csv = await page.request.get(`/api/admin/leads/export?from=${from}&to=${to}`);
    expect(csv.headers()['content-disposition']).toBe(`attachment; filename="leads-${from}-to-${to}.csv"`);
    expect((await csv.text()).trim().split('\r\n')).toHaveLength(4);

    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page, testInfo, 'leads');
    await snapshot(page, testInfo, 'leads');

    // A period the wrong way round: the server's message beside the field.
    await page.getByLabel('To').fill(day('01'));
    await page.getByLabel('From').fill(day('03'));
    await expect(page.getByText('The end date must not be before the start date')).toBeVisible();
  });

  test('Callbacks: due today, overdue and upcoming, each linking to its submission', async ({ page, context, baseURL }, testInfo) => {
    await signInAsStaff(context, baseURL!);
    const today = todayInEastern();
    const tag = randomUUID().slice(0, 6);
    const dueToday = insertCallback(`Today${tag}`, today, 'afternoon');
    insertCallback(`Overdue${tag}`, addDays(today, -3), 'morning');
    insertCallback(`Upcoming${tag}`, addDays(today, 2), 'evening');

    await page.goto(routes.admin.callbacks());
    await expect(page.getByRole('heading', { level: 1, name: 'Callbacks' })).toBeVisible();
    const group = (name: string) => page.getByRole('region', { name });
    const task = group('Due today')
      .getByTestId('callback-task')
      .filter({ hasText: `Today${tag}` });
    await expect(task).toContainText('Afternoon (12pm - 5pm) (Eastern time)');
    await expect(task.getByRole('link', { name: '(555) 987-6543' })).toHaveAttribute('href', 'tel:+15559876543');
    await expect(
      group('Overdue')
        .getByTestId('callback-task')
        .filter({ hasText: `Overdue${tag}` }),
    ).toBeVisible();
    await expect(
      group('Upcoming')
        .getByTestId('callback-task')
        .filter({ hasText: `Upcoming${tag}` }),
    ).toBeVisible();

    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page, testInfo, 'callbacks');
    await snapshot(page, testInfo, 'callbacks');

    await task.getByRole('link', { name: new RegExp(dueToday) }).click();
    await expect(page).toHaveURL(routes.admin.submission(dueToday));
  });
});
