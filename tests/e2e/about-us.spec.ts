/** Seed 000 §1, §2.8: About Us, with its ten member companies and the flood claims. */
import { MEMBER_COMPANIES } from '../../app/content/member-companies';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, expectNoHorizontalOverflow, snapshot, test, ALSO_ON_PHONE } from './support/test';

test.describe('About Us', () => {
  test('shows the hero, the ten member companies and the flood claims, and passes axe', { tag: ALSO_ON_PHONE }, async ({ page }, testInfo) => {
    await page.goto('/aboutus');
    await expect(page).toHaveTitle('About Us | Keystone Insurance Agency');
    await expect(page.getByRole('heading', { level: 1, name: 'The #1 insurtech agency in the USA' })).toBeVisible();

    const companies = page.getByRole('list', { name: 'Our member companies' }).getByRole('listitem');
    await expect(companies).toHaveCount(10);
    for (const [index, company] of MEMBER_COMPANIES.entries()) {
      await expect(companies.nth(index).getByRole('heading', { level: 3 })).toHaveText(company.name);
      await expect(companies.nth(index)).toContainText(company.focus);
    }

    const flood = page.getByRole('region', { name: 'Flood insurance is where we started' });
    await expect(flood).toContainText('A flood agency across 49 states');
    await expect(flood.getByRole('listitem')).toHaveText([/^49\s*states served by our flood agency$/, /^10\+\s*flood carriers$/, /^20\+\s*flood programs$/]);

    await expectNoHorizontalOverflow(page);
    await snapshot(page, testInfo, `aboutus-${testInfo.project.name}`);
    await expectNoSeriousA11yViolations(page, testInfo, 'aboutus');
  });

  test('arrives as HTML with its content and title, before any script runs (prerendered)', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL}/aboutus`);
    await expect(page).toHaveTitle('About Us | Keystone Insurance Agency');
    await expect(page.getByRole('heading', { level: 1, name: 'The #1 insurtech agency in the USA' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Our member companies' }).getByRole('listitem')).toHaveCount(10);
    await context.close();
  });

  test('the header links here, and the page leads on to a quote', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/aboutus');
    await expect(page.getByRole('heading', { level: 1, name: 'The #1 insurtech agency in the USA' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'GET A QUOTE', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/chooseproducts');
  });
});
