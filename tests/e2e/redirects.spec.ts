/** Every redirect of the route tables ends on its target, with the query string kept. */
import { REDIRECTS } from '@site/redirects';
import { expect, test } from './support/test';

/** The target with the query string of the visited URL added to its own (query compared decoded). */
function expectedUrl(to: string, query: string): { pathname: string; search: string } {
  const target = new URL(to, 'http://x');
  for (const [key, value] of new URLSearchParams(query)) target.searchParams.append(key, value);
  return { pathname: target.pathname, search: target.searchParams.toString() };
}

const sameQuery = (url: URL) => new URLSearchParams(url.search).toString();

test.describe('redirects', () => {
  test('the redirect table is not empty', () => {
    expect(REDIRECTS.length).toBeGreaterThan(0);
  });

  test('make-claim keeps customerType', async ({ page }) => {
    await page.goto('/customerservice/carrier-directory/make-claim?customerType=lender');
    await expect(page).toHaveURL((url) => url.pathname === '/customerservice/carrier-directory/claim' && url.search === '?customerType=lender');
  });

  for (const { from, to } of REDIRECTS) {
    test(`${from} → ${to}`, async ({ page }) => {
      await page.goto(from);
      const plain = expectedUrl(to, '');
      await expect(page).toHaveURL((url) => url.pathname === plain.pathname && sameQuery(url) === plain.search);

      const query = '?customerType=lender&utm_source=e2e%20test';
      await page.goto(`${from}${query}`);
      const withQuery = expectedUrl(to, query);
      await expect(page).toHaveURL((url) => url.pathname === withQuery.pathname && sameQuery(url) === withQuery.search);
    });
  }
});
