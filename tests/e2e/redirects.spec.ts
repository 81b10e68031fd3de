/**
 * An old address followed in the browser ends on its new page, with the query string kept. Each redirect's
 * 301 and Location, with and without a query, is checked at request level (tests/integration/spa-serving).
 */
import { REDIRECTS } from '@site/redirects';
import { expect, test } from './support/test';

/** The target with the query string of the visited URL added to its own (query compared decoded). */
function expectedUrl(to: string, query: string): { pathname: string; search: string } {
  const target = new URL(to, 'http://x');
  for (const [key, value] of new URLSearchParams(query)) target.searchParams.append(key, value);
  return { pathname: target.pathname, search: target.searchParams.toString() };
}

const sameQuery = (url: URL) => new URLSearchParams(url.search).toString();

test('there are old addresses to redirect', () => {
  expect(REDIRECTS.length).toBeGreaterThan(0);
});

// One test per old address: the workers share them out, and each has its own time (fourteen page loads in one
// test outran its 30 s on a busy machine).
for (const { from, to } of REDIRECTS) {
  test(`${from} leads to its page, with and without a query string`, async ({ page }) => {
    await page.goto(from);
    const plain = expectedUrl(to, '');
    await expect(page, from).toHaveURL((url) => url.pathname === plain.pathname && sameQuery(url) === plain.search);
    await expect(page.getByRole('heading', { level: 1 }), `${from} shows its page`).toBeVisible();

    const query = '?customerType=lender&utm_source=e2e%20test';
    await page.goto(`${from}${query}`);
    const withQuery = expectedUrl(to, query);
    await expect(page, `${from}${query}`).toHaveURL((url) => url.pathname === withQuery.pathname && sameQuery(url) === withQuery.search);
  });
}
