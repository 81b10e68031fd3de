/** Seed 000 §2.1, §2.6, §2.7: the product guide pages, the generic guide and the fixed pet page. */
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, expectNoHorizontalOverflow, snapshot, test, ALSO_ON_PHONE } from './support/test';

const ALL_SECTIONS = ['overview', 'types', 'best-rate', 'buying-guide', 'coverage', 'good-to-know', 'price-factors', 'questions', 'related-products'];
const GENERIC_SECTIONS = ['overview', 'best-rate', 'buying-guide', 'coverage', 'price-factors', 'related-products'];
const SPEC_RELATED = [
  '/products/homeinsurance',
  '/products/autoinsurance',
  '/products/lifeinsurance',
  '/products/floodinsurance',
  '/products/umbrellainsurance',
  '/products/medicare',
];

type GuideCase = {
  path: string;
  heading: string;
  crumb: string;
  quotePath: string;
  quoteProductType: string;
  sections: string[];
  related: string[];
  stateInsurerBanner: boolean;
};

const guide = (type: string, heading: string, crumb: string, quotePath: string, stateInsurerBanner = false): GuideCase => ({
  path: `/products/${type}`,
  heading,
  crumb,
  quotePath,
  quoteProductType: heading,
  sections: ALL_SECTIONS,
  related: SPEC_RELATED.filter((link) => link !== `/products/${type}`),
  stateInsurerBanner,
});

/**
 * Three guides in a browser, the same layout with a state-insurer banner (flood), the generic guide (boat) and a
 * name of its own (Medicare): their pictures, colours and axe. What every guide says, in each of its parts, is
 * checked in app/features/product-guides/GuideRoute.test.tsx.
 */
const GUIDES: GuideCase[] = [
  guide('floodinsurance', 'Flood Insurance', 'Flood Insurance', '/quotes/flood-insurance', true),
  guide('medicare', 'Medicare', 'Medicare Insurance', '/quotes/medicare'),
  {
    path: '/products/boatinsurance',
    heading: 'Boat Insurance',
    crumb: 'Boat Insurance',
    quotePath: '/quotes/boat',
    quoteProductType: 'Boat Insurance',
    sections: GENERIC_SECTIONS,
    related: ['/products/lifeinsurance', '/products/homeinsurance'],
    stateInsurerBanner: false,
  },
];

const breadcrumbText = async (page: Page) => (await page.getByRole('navigation', { name: 'Breadcrumb' }).textContent())?.replace(/\s+/g, ' ').trim();

/** Both banner pictures are shown, drawn and loaded (no placeholder). */
async function expectBannerPicturesLoaded(page: Page) {
  const banner = page.locator('main section').first();
  await expect(banner.locator('[data-testid^="banner-image-placeholder"]')).toHaveCount(0);
  const pictures = banner.locator('img');
  await expect(pictures).toHaveCount(2);
  await expect
    .poll(() => pictures.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
}

test.describe('product guide pages', () => {
  for (const guideCase of GUIDES) {
    test(
      `${guideCase.path} shows its heading, breadcrumb, sections, related links and CTA, and passes axe`,
      // Two guides at phone width too: the same layout, with and without an image.
      { tag: guideCase.path === '/products/medicare' ? [] : ALSO_ON_PHONE },
      async ({ page }, testInfo) => {
        // Long pages: a full-page screenshot and axe take a while on a busy machine.
        test.setTimeout(60_000);
        await page.goto(guideCase.path);

        await expect(page.getByRole('heading', { level: 1, name: guideCase.heading })).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(`^${guideCase.heading} Guide \\|`));
        expect(await breadcrumbText(page)).toBe(`Insurance > ${guideCase.crumb}`);
        await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Insurance' })).toHaveAttribute('href', '/chooseproducts');

        // GET A QUOTE: /quotes/{productType} with the display name as productType.
        const quoteHref = await page.getByRole('link', { name: 'GET A QUOTE', exact: true }).getAttribute('href');
        const quoteUrl = new URL(quoteHref ?? '', 'http://localhost');
        expect(quoteUrl.pathname).toBe(guideCase.quotePath);
        expect(quoteUrl.searchParams.get('productType')).toBe(guideCase.quoteProductType);
        await expectBannerPicturesLoaded(page);

        // The sections (each guide orders its own), each with its heading; 'How to Get the Best Rate' among them.
        // Both navigations list them in page order.
        const sectionIds = await page.locator('main section[id]').evaluateAll((sections) => sections.map((section) => section.id));
        expect([...sectionIds].sort()).toEqual([...guideCase.sections].sort());
        for (const nav of [page.locator('nav[aria-labelledby]'), page.getByTestId('guide-mobile-bar').locator('nav')]) {
          expect(await nav.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(sectionIds.map((id) => `#${id}`));
        }
        await expect(page.getByRole('heading', { level: 2, name: 'How to Get the Best Rate' })).toBeVisible();
        for (const id of guideCase.sections) {
          await expect(page.locator(`section#${id} h2`)).not.toBeEmpty();
        }

        const related = page.getByRole('region', { name: 'Related Products' });
        expect(await related.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(guideCase.related);

        const cta = page.getByRole('region', { name: 'WATCH YOUR SAVINGS ADD UP.' });
        await expect(cta.getByRole('link', { name: 'Get a quote', exact: true })).toHaveAttribute('href', '/chooseproducts');

        const stateInsurer = page.getByRole('complementary', { name: 'Letters from Citizens Property Insurance' });
        if (guideCase.stateInsurerBanner) {
          await expect(stateInsurer).toContainText('did you receive a letter from Citizens Property Insurance?');
          await expect(stateInsurer.getByRole('link', { name: 'Citizens Property Insurance Q&A' })).toHaveAttribute('href', '/customerservice/citizens');
        } else {
          await expect(stateInsurer).toHaveCount(0);
        }

        await expectNoHorizontalOverflow(page);
        const name = `guide-${guideCase.path.split('/').pop()}-${testInfo.project.name}`;
        await snapshot(page, testInfo, name);
        await expectNoSeriousA11yViolations(page, testInfo, name);
      },
    );
  }

  test('a related product link opens that guide in the app', async ({ page }) => {
    await page.goto('/products/floodinsurance');
    await page
      .getByRole('region', { name: 'Related Products' })
      .getByRole('link', { name: /Umbrella Insurance/ })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/products/umbrellainsurance');
    await expect(page.getByRole('heading', { level: 1, name: 'Umbrella Insurance' })).toBeVisible();
    expect(await breadcrumbText(page)).toBe('Insurance > Umbrella Insurance');
  });

  test('the server answers 200 for the guide pages; names it does not accept are the not-found page', async ({ page, request }) => {
    for (const path of ['/products/floodinsurance', '/products/medicare', '/products/boatinsurance', '/products/pet-insurance']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    for (const path of ['/products/boat_insurance', '/products/insurance', '/products/a/b']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    for (const path of ['/products/boat_insurance', '/products/insurance']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' }), path).toBeVisible();
    }
  });
});

test.describe('guide navigation', () => {
  test("below 768 px: the sticky bar's Menu opens the sections and becomes Close", { tag: ALSO_ON_PHONE }, async ({ page, isMobile }, testInfo) => {
    test.skip(!isMobile, 'the mobile bar is shown below 768 px');
    test.setTimeout(60_000);
    await page.goto('/products/floodinsurance');
    const bar = page.getByTestId('guide-mobile-bar');
    const menu = bar.getByRole('navigation', { name: 'On this page' });
    await expect(bar).toBeVisible();
    await expect(page.locator('nav[aria-labelledby]')).toBeHidden();
    await expect(menu).toBeHidden();

    await bar.getByRole('button', { name: 'Menu' }).click();
    await expect(bar.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(ALL_SECTIONS.length);
    await snapshot(page, testInfo, 'guide-mobile-menu-open');
    await expectNoSeriousA11yViolations(page, testInfo, 'guide-mobile-menu-open');

    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(menu).toBeHidden();
    await expect(bar.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');

    // Choosing a section scrolls to it below the header and the bar, and closes the list.
    await bar.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('link', { name: 'Price Factors' }).click();
    await expect(page).toHaveURL((url) => url.hash === '#price-factors');
    await expect(menu).toBeHidden();
    const heading = page.locator('section#price-factors h2');
    await expect(heading).toBeInViewport();
    const barBox = await bar.boundingBox();
    const headingBox = await heading.boundingBox();
    expect(headingBox!.y).toBeGreaterThanOrEqual(barBox!.y + barBox!.height - 1);
    // The bar stays at the top, under the site header, and names the section being read.
    expect(barBox!.y).toBeGreaterThanOrEqual(60);
    expect(barBox!.y).toBeLessThan(80);
    await expect(bar).toContainText('Price Factors');
    await expectNoHorizontalOverflow(page);
  });

  test("from 768 px: the side navigation's anchors scroll to their sections", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the side navigation is shown from 768 px');
    await page.goto('/products/homeinsurance');
    const sideNav = page.getByRole('navigation', { name: 'On this page' }).filter({ has: page.locator('p') });
    await expect(page.getByTestId('guide-mobile-bar')).toBeHidden();
    await expect(sideNav).toBeVisible();
    await expect(sideNav.getByRole('link')).toHaveCount(ALL_SECTIONS.length);
    await expect(sideNav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'location');

    await sideNav.getByRole('link', { name: 'Price Factors' }).click();
    await expect(page).toHaveURL((url) => url.hash === '#price-factors');
    const heading = page.locator('section#price-factors h2');
    await expect(heading).toBeInViewport();
    const headingBox = await heading.boundingBox();
    // Below the sticky site header, near the top of the window.
    expect(headingBox!.y).toBeGreaterThanOrEqual(64);
    expect(headingBox!.y).toBeLessThan(200);
    await expect(sideNav.getByRole('link', { name: 'Price Factors' })).toHaveAttribute('aria-current', 'location');
    // The side navigation stays in view while the page scrolls.
    await expect(sideNav).toBeInViewport();

    // Keyboard: Enter on an anchor scrolls too.
    await sideNav.getByRole('link', { name: 'How to Get the Best Rate' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.hash === '#best-rate');
    await expect(page.locator('section#best-rate h2')).toBeInViewport();
  });
});

test.describe('hero banner pictures', () => {
  test('a picture that fails to load leaves a grey placeholder and is reported', async ({ page }) => {
    await page.route(/\/assets\/checklist-[\w-]+\.svg$/, (route) => route.abort());
    const report = page.waitForRequest((request) => request.url().endsWith('/api/error-report') && request.method() === 'POST');
    await page.goto('/products/floodinsurance');

    const placeholder = page.getByTestId('banner-image-placeholder-right');
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toHaveCSS('background-color', 'rgb(222, 226, 230)');
    await expect(page.getByTestId('banner-image-placeholder-left')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Flood Insurance' })).toBeVisible();

    const body = (await report).postDataJSON() as { form_type: string; error_message: string };
    expect(body.form_type).toBe('product-hero-banner');
    expect(body.error_message).toMatch(/right image failed to load \(.*checklist-[\w-]+\.svg\)/);
    // No error notice for a picture: the global handler ignores resource failures.
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('fixed pet insurance page', () => {
  test(
    '/products/pet-insurance shows the pet page and passes axe; GET A QUOTE leads to the simple quote page',
    { tag: ALSO_ON_PHONE },
    async ({ page }, testInfo) => {
      await page.goto('/products/pet-insurance');
      await expect(page.getByRole('heading', { level: 1, name: 'Pet Insurance' })).toBeVisible();
      await expect(page).toHaveTitle(/^Pet Insurance \|/);
      expect(await breadcrumbText(page)).toBe('Insurance > Pet Insurance');
      await expectBannerPicturesLoaded(page);
      await expect(page.getByRole('link', { name: 'Read our complete pet insurance guide' })).toHaveAttribute('href', '/products/petinsurance');
      const related = page.getByRole('region', { name: 'Related Products' });
      await expect(related.getByRole('link')).toHaveCount(4);
      await expect(page.getByRole('region', { name: 'WATCH YOUR SAVINGS ADD UP.' }).getByRole('link', { name: 'Get a quote', exact: true })).toHaveAttribute(
        'href',
        '/chooseproducts',
      );
      await expectNoHorizontalOverflow(page);
      const name = `pet-page-${testInfo.project.name}`;
      await snapshot(page, testInfo, name);
      await expectNoSeriousA11yViolations(page, testInfo, name);

      // GET A QUOTE: the simple quote page for pet insurance.
      await page.getByRole('link', { name: 'GET A QUOTE', exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/quotes/pet' && url.searchParams.get('productType') === 'Pet Insurance');
      await expect(page.getByRole('heading', { name: 'Product Quote' })).toBeVisible();
    },
  );
});
