/**
 * Seed 000 §2.2, §2.3, §9: the home page (hero, product grid, States We Serve, Connect with Us Today!),
 * the product grid page, the analytics event, the warranty partners' new tab, the lazily loaded map and
 * the site search of /?search=.
 */
import type { Page } from '@playwright/test';
import { textsIn } from '@site/i18n/catalogue';
import { productGridHeading, WARRANTY_QUOTE_URLS } from '../../app/content/product-grid';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, expectNoHorizontalOverflow, snapshot, test, ALSO_ON_PHONE } from './support/test';

const PRODUCT_GRID_HEADING = productGridHeading(textsIn('en'));

/** Seed 000 §2.3's table, as written there. */
const SPEC_TARGETS: [card: string, target: string][] = [
  ['Home', '/quotes/home?productType=Home Insurance'],
  ['Auto', '/quotes/auto?productType=Auto Insurance'],
  ['Flood', '/quotes/flood?productType=Flood Insurance'],
  ['Medicare', '/quotes/medicare?productType=Medicare'],
  ['Life', '/quotes/life?productType=Life Insurance'],
  ['Pet', '/quotes/pet?productType=Pet Insurance'],
  ['Business', '/quotes/commercial?productType=Business Insurance'],
];

/** An address as the browser reads it: the query's + and %20 are both spaces. */
const asRead = (href: string) => {
  const url = new URL(href, 'http://agency.test');
  return `${url.pathname}?${[...url.searchParams].map(([key, value]) => `${key}=${value}`).join('&')}`;
};

const quoteLink = (page: Page, card: string) => page.locator(`a[data-quote-link="${card}"]`);

/** Each GET A QUOTE of the product grid leads where seed 000 §2.3 says, in this tab; the warranties to their site. */
async function expectQuoteLinksAsSpecified(page: Page) {
  for (const [card, target] of SPEC_TARGETS) {
    const link = quoteLink(page, card);
    await expect(link).toHaveText(/GET A QUOTE/);
    expect(asRead((await link.getAttribute('href'))!), card).toBe(target);
    await expect(link).not.toHaveAttribute('target', /.+/);
  }
  await expect(quoteLink(page, 'Home Warranty')).toHaveAttribute('href', WARRANTY_QUOTE_URLS.home);
  await expect(quoteLink(page, 'Auto Warranty')).toHaveAttribute('href', WARRANTY_QUOTE_URLS.auto);
}
const statesSection = (page: Page) => page.getByRole('region', { name: 'States We Serve' });

/** Scrolls down the whole page, so every lazily loaded section loads. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

test.describe('Home page', () => {
  test(
    'shows the hero, the product grid and its quote links, the served states (map and words) and Connect with Us Today!, passes axe; GET A QUOTE leads to the grid',
    { tag: ALSO_ON_PHONE },
    async ({ page }, testInfo) => {
      await page.goto('/');
      await expect(page).toHaveTitle('Insurance Simplified | Keystone Insurance Agency');
      await expect(page.getByRole('heading', { level: 1, name: 'Insurance Simplified' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'GET A QUOTE', exact: true })).toHaveAttribute('href', '/chooseproducts');
      await expect(page.getByRole('heading', { level: 2, name: PRODUCT_GRID_HEADING })).toBeVisible();
      await expect(page.locator('a[data-quote-link]')).toHaveCount(9);

      const states = statesSection(page);
      await expect(states.getByRole('heading', { name: 'States We Serve' })).toBeVisible();
      await expect(states.getByText('49 out of 50 States')).toBeVisible();
      await expect(states.getByText('We serve every state except Alaska.')).toBeVisible();

      const connect = page.getByRole('region', { name: 'Connect with Us Today!' });
      await expect(connect.getByRole('heading', { name: 'Connect with Us Today!' })).toBeVisible();
      await expect(connect.getByRole('link', { name: 'Customer Service' })).toHaveAttribute('href', '/customerservice');
      await expect(connect.getByRole('link', { name: 'Call an Agent' })).toHaveAttribute('href', 'tel:8005550142');

      await scrollThrough(page);
      await expect(states.locator('path[data-service="served"]')).toHaveCount(49);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoHorizontalOverflow(page);
      await snapshot(page, testInfo, `home-${testInfo.project.name}`);
      await expectNoSeriousA11yViolations(page, testInfo, 'home');

      await expectQuoteLinksAsSpecified(page);
      // The served states in words too: the 49 and the map's legend.
      await states.getByText(/See all the states we serve/).click();
      await expect(states.getByRole('listitem').filter({ hasText: /^Florida$/ })).toBeVisible();
      await expect(states.getByRole('listitem')).toHaveCount(49 + 2);

      await page.getByRole('main').getByRole('link', { name: 'GET A QUOTE', exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/chooseproducts');
      await expect(page.getByRole('heading', { level: 1, name: PRODUCT_GRID_HEADING })).toBeVisible();
    },
  );

  test('the map loads lazily, when its section nears the viewport, and marks the 49 states served', { tag: ALSO_ON_PHONE }, async ({ page }) => {
    const mapChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/UsStatesMap-[^/]+\.js$/.test(request.url())) mapChunks.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const states = statesSection(page);
    // Not yet: the section is far below the first screen.
    await expect(states.locator('[data-map-placeholder]')).toBeAttached();
    await expect(states.locator('svg[data-states-map]')).toHaveCount(0);
    expect(mapChunks, 'the map chunk is not fetched before the section nears the viewport').toEqual([]);

    await states.scrollIntoViewIfNeeded();
    const map = states.getByRole('img', { name: 'Map of the United States: 49 out of 50 States. We serve every state except Alaska.' });
    await expect(map).toBeVisible();
    expect(mapChunks).toHaveLength(1);
    await expect(map.locator('path[data-service="served"]')).toHaveCount(49);
    const unserved = map.locator('path[data-service="unserved"]');
    await expect(unserved).toHaveCount(1);
    await expect(unserved).toHaveAttribute('data-state', 'Alaska');
    // Drawn from real geography: every shape has a path, and the map has its size.
    const box = await map.boundingBox();
    expect(box?.width).toBeGreaterThan(250);
    await expect(states.getByText('Not served: Alaska')).toBeVisible();
  });
});

test.describe('Product grid', () => {
  test(
    '/chooseproducts shows the grid and passes axe; a click pushes the analytics event and opens the quote page',
    { tag: ALSO_ON_PHONE },
    async ({ page }, testInfo) => {
      await page.goto('/chooseproducts');
      await expect(page).toHaveTitle('Choose Your Products | Keystone Insurance Agency');
      await expect(page.getByRole('heading', { level: 1, name: PRODUCT_GRID_HEADING })).toBeVisible();
      await expect(page.locator('a[data-quote-link]')).toHaveCount(9);
      await expectNoHorizontalOverflow(page);
      await snapshot(page, testInfo, `chooseproducts-${testInfo.project.name}`);
      await expectNoSeriousA11yViolations(page, testInfo, 'chooseproducts');
      await expectQuoteLinksAsSpecified(page);

      expect(await page.evaluate(() => window.dataLayer ?? [])).toEqual([]);
      await quoteLink(page, 'Flood').click();
      await expect(page).toHaveURL((url) => url.pathname === '/quotes/flood' && url.searchParams.get('productType') === 'Flood Insurance');
      await expect(page.getByTestId('product-type')).toHaveText('Flood Insurance');
      expect(await page.evaluate(() => window.dataLayer)).toEqual([{ event: 'click', category: 'Get Quote', label: 'Flood' }]);
    },
  );

  test('a warranty card opens the warranty site in a new tab, without access to this page', async ({ page, context }) => {
    // The partner's site is not reachable from the tests: answer for it.
    await context.route('https://www.keystone-warranty.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Warranty quote</title><h1>Warranty quote</h1>' }),
    );
    await page.goto('/');
    const link = quoteLink(page, 'Home Warranty');
    await expect(link).toHaveAttribute('target', '_blank');
    expect((await link.getAttribute('rel'))?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));

    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(WARRANTY_QUOTE_URLS.home);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    // This page stays where it was and has counted the click.
    await expect(page).toHaveURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => window.dataLayer)).toEqual([{ event: 'click', category: 'Get Quote', label: 'Home Warranty' }]);
    await popup.close();
  });
});

test.describe('Site search (/?search=)', () => {
  test('/?search=flood lists the flood guide and the flood quote page first, and passes axe', async ({ page }, testInfo) => {
    await page.goto('/?search=flood');
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for "flood"' })).toBeVisible();
    await expect(page).toHaveTitle('Search results for "flood" | Keystone Insurance Agency');
    const results = page.getByRole('list', { name: 'Search results for "flood"' });
    const links = results.getByRole('link');
    await expect(page.getByRole('status').filter({ hasText: /pages? match/ })).toHaveText(`${await links.count()} pages match.`);
    // The flood guide is found, and comes before the other pages that only mention floods.
    await expect(results.locator('a[href="/products/floodinsurance"]')).toBeVisible();
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs.indexOf('/products/floodinsurance')).toBeLessThan(hrefs.indexOf('/aboutus'));
    expect(hrefs).toContain('/quotes/flood?productType=Flood+Insurance');
    // The matched word is highlighted.
    await expect(results.locator('mark').first()).toHaveText(/flood/i);
    await expectNoHorizontalOverflow(page);
    await snapshot(page, testInfo, `search-flood-${testInfo.project.name}`);
    await expectNoSeriousA11yViolations(page, testInfo, 'search-flood');

    await results.locator('a[href="/products/floodinsurance"]').click();
    await expect(page).toHaveURL((url) => url.pathname === '/products/floodinsurance');
  });

  test('the 404 page’s search box leads here; a query nothing matches says so, with suggestions, and passes axe', async ({ page }, testInfo) => {
    await page.goto('/no-such-page');
    const search = page.getByRole('searchbox', { name: 'Search our site' });
    await search.fill('zzzz');
    await search.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('search') === 'zzzz');
    await expect(page.getByRole('status').filter({ hasText: 'No pages match' })).toHaveText('No pages match "zzzz".');
    await expect(page.getByRole('list', { name: /Search results/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'flood', exact: true })).toHaveAttribute('href', '/?search=flood');
    await expectNoSeriousA11yViolations(page, testInfo, 'search-none');

    // A new search from the results' own box.
    await page.getByRole('searchbox', { name: 'Search our site' }).fill('about');
    await page.getByRole('searchbox', { name: 'Search our site' }).press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for "about"' })).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: /Search results/ })
        .getByRole('link')
        .first(),
    ).toHaveAttribute('href', '/aboutus');
  });
});
