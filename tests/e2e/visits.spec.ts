/** Seed 000 §7: a visit is logged after each navigation (POST /api/log-visit with the CSRF header). */
import { CSRF_HEADER } from '../../contracts/csrf';
import { waitForRow } from './support/db';
import { expect, test, uniqueTag } from './support/test';

type VisitRow = { page_url: string; referrer: string; client_timestamp: string; is_embedded: number; user_agent: string };

test('a page visit writes a visit row, and an in-app navigation another with its referrer', async ({ page, baseURL }, testInfo) => {
  const path = `/e2e-visit/${uniqueTag(testInfo)}?utm_source=e2e`;
  const logged = page.waitForRequest((request) => request.url().endsWith('/api/log-visit') && request.method() === 'POST');
  await page.goto(path);
  const request = await logged;
  expect(request.headers()[CSRF_HEADER.toLowerCase()], 'CSRF header').toBeTruthy();

  const pageUrl = `${baseURL}${path}`;
  const visit = await waitForRow<VisitRow>('SELECT * FROM visits WHERE page_url = ?', pageUrl);
  expect(visit.is_embedded).toBe(0);
  expect(visit.user_agent).not.toBe('');
  expect(Number.isNaN(Date.parse(visit.client_timestamp))).toBe(false);

  // An in-app navigation is a visit too; its referrer is the page before.
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const next = await waitForRow<VisitRow>('SELECT * FROM visits WHERE referrer = ?', pageUrl);
  expect(next.page_url).toBe(`${baseURL}/`);
});
