/**
 * Issue 26: every Spanish public page (the Spanish sitemap, as the build wrote it) at 1280 and 360 px: served in
 * Spanish, named in English and Spanish both ways (hreflang, x-default to the English), axe clean, nothing wider
 * than the screen. Lighthouse's SEO score of these pages is bench/site-performance.ts's (bench/README.md).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expectNoSeriousA11yViolations } from './support/axe';
import { ALSO_ON_PHONE, expect, expectNoHorizontalOverflow, test } from './support/test';

/** The pages of the built Spanish sitemap, as paths (/es, /es/aboutus, ...). */
function spanishSitemapPaths(): string[] {
  const staticDir = process.env.E2E_STATIC_DIR ?? path.resolve('dist/app');
  const xml = readFileSync(path.join(staticDir, 'sitemap-es.xml'), 'utf8');
  return [...xml.matchAll(/<loc>[a-z]+:\/\/[^/<]+([^<]*)<\/loc>/g)].map(([, pagePath]) => pagePath || '/');
}

const PAGES = spanishSitemapPaths();

test('the Spanish sitemap lists every kind of public page', () => {
  expect(PAGES.length).toBeGreaterThanOrEqual(20);
  for (const kind of ['/es', '/es/aboutus', '/es/privacy', '/es/products/floodinsurance', '/es/customerservice', '/es/customerservice/citizens']) {
    expect(PAGES).toContain(kind);
  }
});

for (const spanishPath of PAGES) {
  test(`${spanishPath} is served in Spanish, named both ways, axe clean and no wider than the screen`, { tag: ALSO_ON_PHONE }, async ({ page }, testInfo) => {
    await page.goto(spanishPath);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const englishPath = spanishPath.replace(/^\/es/, '') || '/';
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href')!).pathname}`));
    expect(alternates).toEqual([`en ${englishPath}`, `es ${spanishPath}`, `x-default ${englishPath}`]);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page, testInfo, spanishPath);
  });
}
