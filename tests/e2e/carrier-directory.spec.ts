/**
 * Seed 001 §2, §8: the carrier directory (payment and claim, customer and lender), its claims education
 * dialog that cannot be escaped, its loading and failure states, and the older /carrier-services page.
 */
import { readFileSync } from 'node:fs';
import type { Carrier } from '../../design-system/CarrierList/carrier';
import { routes } from '@site/paths';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, expectNoHorizontalOverflow, snapshot, test, ALSO_ON_PHONE } from './support/test';

const CARRIERS_API = '**/api/carriers';
const raw = JSON.parse(readFileSync(new URL('../../bff/db/migrations/017_carriers.json', import.meta.url), 'utf8')) as Carrier[];
const stateFarm = raw.find((carrier) => carrier.name === 'State Farm')!;
const progressive = raw.find((carrier) => carrier.name === 'Progressive')!;

test.describe('carrier directory', () => {
  test('payment: loading, the 53 carriers, search, rows, actions, switching to claims and back', { tag: ALSO_ON_PHONE }, async ({ page }, testInfo) => {
    // Hold the carriers' answer back a moment, so the spinner can be seen.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(CARRIERS_API, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/customerservice/carrier-directory/make-payment');
    await expect(page).toHaveURL((url) => url.pathname === routes.customerService.carrierDirectory('payment'));
    await expect(page.getByRole('status', { name: 'Loading carriers' })).toBeVisible();
    release();

    const list = page.getByRole('region', { name: 'Carriers' });
    await expect(list.getByRole('listitem')).toHaveCount(53);
    await expect(page.getByRole('heading', { level: 1, name: 'Make a Payment' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await list.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('400px');
    expect(await list.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);

    const search = page.getByRole('searchbox', { name: 'Find your carrier' });
    await expect(search).toHaveAttribute('placeholder', 'Search for your carrier...');
    await search.fill('PROGRESS');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    const row = list.getByRole('listitem').filter({ hasText: 'Progressive' });
    await expect(row.getByRole('link', { name: progressive.billingPhone })).toHaveAttribute('href', `tel:${progressive.billingPhone.replace(/\D/g, '')}`);
    const pay = row.getByRole('link', { name: /^Make a Payment to Progressive/ });
    await expect(pay).toHaveAttribute('href', progressive.paymentUrl);
    await expect(pay).toHaveAttribute('target', '_blank');
    await expect(pay).toHaveAttribute('rel', /noopener/);
    await expect(row.getByRole('link', { name: /progressive\.com/ })).toHaveAttribute('href', progressive.website);
    // No logo is known: none is drawn.
    await expect(row.locator('img')).toHaveCount(0);

    await search.fill('state farm');
    const farm = list.getByRole('listitem').filter({ hasText: 'State Farm' });
    // No payment page we are sure of: the action is greyed out.
    await expect(farm.getByRole('button', { name: /^Make a Payment to State Farm/ })).toBeDisabled();
    await expectNoHorizontalOverflow(page);
    await snapshot(page, testInfo, `carrier-directory-payment-${testInfo.project.name}`);
    await expectNoSeriousA11yViolations(page, testInfo, 'carrier directory payment');

    await search.fill('zebra');
    await expect(page.getByText('No carriers found matching "zebra"')).toBeVisible();
    await expect(list).toHaveCount(0);
    await search.fill('');
    await expect(list.getByRole('listitem')).toHaveCount(53);

    // The toggle: claims phone and claims page instead; the address follows; no dialog on a switch.
    await page.getByText('File a Claim', { exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === routes.customerService.carrierDirectory('claim'));
    await expect(page.getByRole('heading', { level: 1, name: 'File a Claim' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await search.fill('state farm');
    await expect(farm.getByRole('link', { name: stateFarm.claimsPhone })).toHaveAttribute('href', 'tel:8007325246');
    await expect(farm.getByRole('link', { name: /^File a Claim with State Farm/ })).toHaveAttribute('href', stateFarm.claimsUrl);

    await page.getByRole('link', { name: 'Back to Customer Service' }).click();
    await expect(page).toHaveURL((url) => url.pathname === routes.customerServicePage());
  });

  test('claim, for a lender: the education dialog cannot be escaped until acknowledged', async ({ page }, testInfo) => {
    test.setTimeout(60_000); // two axe runs over 53 carriers
    await page.goto('/customerservice/carrier-directory/make-claim?customerType=lender');
    await expect(page).toHaveURL((url) => url.pathname === routes.customerService.carrierDirectory('claim') && url.search === '?customerType=lender');
    const dialog = page.getByRole('dialog', { name: 'Before You File a Claim' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('public adjuster');
    await expect(dialog).toContainText('assignment of benefits');
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(close).toBeDisabled();
    await expect(dialog.getByRole('button')).toHaveCount(1);
    await expectNoHorizontalOverflow(page);
    await snapshot(page, testInfo, `claims-education-${testInfo.project.name}`);
    await expectNoSeriousA11yViolations(page, testInfo, 'claims education dialog');

    await page.keyboard.press('Escape');
    await page.mouse.click(5, 400);
    await close.click({ force: true });
    await expect(dialog).toBeVisible();

    await dialog.getByRole('checkbox', { name: 'By checking this box you acknowledge you have read the above statements.' }).check();
    await expect(close).toBeEnabled();
    // The dialog lives outside the page's portal area, yet speaks its colour: lender blue.
    await expect(close).toHaveCSS('background-color', 'rgb(19, 90, 168)');
    await close.click();
    await expect(dialog).toBeHidden();

    // The lender look: blue.
    await expect(page.locator('[data-portal-type="lender"]')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Carriers' }).getByRole('listitem')).toHaveCount(53);
    await expect(
      page
        .getByRole('region', { name: 'Carriers' })
        .getByRole('link', { name: /^File a Claim with/ })
        .first(),
    ).toHaveCSS('background-color', 'rgb(19, 90, 168)');
    await expectNoSeriousA11yViolations(page, testInfo, 'carrier directory claim lender');
  });

  test('a failed load says so, and Try Again loads the carriers; an unknown directory type is the 404 page', async ({ page }, testInfo) => {
    let failing = true;
    await page.route(CARRIERS_API, (route) => (failing ? route.abort() : route.continue()));
    await page.goto(routes.customerService.carrierDirectory('payment'));
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load carrier information. Please try again later.' });
    await expect(alert).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'carrier directory load error');
    failing = false;
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('region', { name: 'Carriers' }).getByRole('listitem')).toHaveCount(53);

    const response = await page.goto('/customerservice/carrier-directory/refund');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  });
});

test.describe('older carrier services page', () => {
  test('tabs, the claim note, +1 phone links, the 600px list and its empty text', { tag: ALSO_ON_PHONE }, async ({ page }, testInfo) => {
    test.setTimeout(60_000); // two axe runs over 53 carriers
    await page.goto(routes.carrierServices());
    await expect(page).toHaveTitle('Carrier Services | Keystone Insurance Agency');
    await expect(page.getByRole('heading', { level: 1, name: 'Carrier Services' })).toBeVisible();
    // A customer page: green, with the way back to customer service.
    await expect(page.locator('[data-portal-type="customer"]')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Back to Customer Service' })).toHaveAttribute('href', routes.customerServicePage());
    await expect(page.getByRole('tab', { name: 'Make a Payment' })).toHaveAttribute('aria-selected', 'true');
    const list = page.getByRole('region', { name: 'Carriers' });
    await expect(list.getByRole('listitem')).toHaveCount(53);
    expect(await list.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('600px');
    await expect(page.getByText('Contact your agent or call the claims number to initiate a claim.')).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await snapshot(page, testInfo, `carrier-services-${testInfo.project.name}`);
    await expectNoSeriousA11yViolations(page, testInfo, 'carrier services payment');

    await page.getByRole('tab', { name: 'File a Claim' }).click();
    await expect(page.getByText('Contact your agent or call the claims number to initiate a claim.')).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Find your carrier' });
    await search.fill('geico');
    await expect(list.getByRole('link', { name: '(800) 841-3000' })).toHaveAttribute('href', 'tel:+18008413000');
    await expectNoSeriousA11yViolations(page, testInfo, 'carrier services claim');
    await search.fill('zebra');
    await expect(page.getByText('No carriers found matching your search.')).toBeVisible();
  });
});
