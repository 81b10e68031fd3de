/** Seed 000 §2.9: the not-found page, which is also the catch-all. */
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, expectNoHorizontalOverflow, snapshot, test, ALSO_ON_PHONE } from './support/test';

const UNKNOWN_URL = '/no-such-page/anywhere?from=e2e';

test.describe('404 page', () => {
  test('an unknown URL shows the page with its texts, and it passes axe', { tag: ALSO_ON_PHONE }, async ({ page }, testInfo) => {
    await page.goto(UNKNOWN_URL);

    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(/Page Not Found/);
    await expect(page.getByRole('searchbox', { name: 'Search our site' })).toBeVisible();
    await expect(page.getByRole('search')).toBeVisible();

    const contact = page.getByRole('main');
    await expect(contact.getByRole('link', { name: '(800) 555-0142' })).toHaveAttribute('href', 'tel:8005550142');
    await expect(contact.getByText('Phone Mon-Fri 8AM-6PM ET')).toBeVisible();
    await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(contact.getByText(/within 24 hours/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();

    await expectNoHorizontalOverflow(page);
    await snapshot(page, testInfo, '404');
    await expectNoSeriousA11yViolations(page, testInfo, '404');
  });

  test('the popular page cards, Back to Home and the search box lead where they say', async ({ page }) => {
    await page.goto(UNKNOWN_URL);
    const popular = page.getByRole('region', { name: 'Popular pages' });
    const expected: [string, string][] = [
      ['Get a Quote', '/chooseproducts'],
      ['Customer Service', '/customerservice'],
      ['About Us', '/aboutus'],
      ['Our Products', '/chooseproducts'],
    ];
    await expect(popular.getByRole('link')).toHaveCount(expected.length);
    for (const [title, href] of expected) {
      await expect(popular.getByRole('link', { name: new RegExp(`^${title}\\b`) })).toHaveAttribute('href', href);
    }
    await popular.getByRole('link', { name: /^Customer Service\b/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/customerservice');

    await page.goto(UNKNOWN_URL);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');

    await page.goto(UNKNOWN_URL);
    const search = page.getByRole('searchbox', { name: 'Search our site' });
    // An empty query goes nowhere.
    await search.fill('   ');
    await search.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/no-such-page/anywhere');
    await search.fill('  flood insurance & more  ');
    await search.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('search') === 'flood insurance & more');
    // The button submits too.
    await page.goto(UNKNOWN_URL);
    await page.getByRole('searchbox', { name: 'Search our site' }).fill('umbrella');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '?search=umbrella');
  });

  test('a campaign quote page for a campaign not in the list shows the page', async ({ page }) => {
    const response = await page.goto('/quotes/spring-sale/home-insurance');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Home Insurance Quote' })).toHaveCount(0);
  });
});
