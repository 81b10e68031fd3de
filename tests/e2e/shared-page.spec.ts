/**
 * A worker's tests share one browser context and page (playwright.config.ts, `reuseContext`). What one test
 * leaves there must not reach the next: these two run in order in one worker, the first leaving everything
 * a test could leave, the second finding none of it.
 */
import { expect, test } from './support/test';

test.describe.configure({ mode: 'serial' });

/** What the first test's listener hears, in this worker. */
const heardByTheFirstTest: string[] = [];

test('a test leaves cookies, storage, a listener, a permission and a route behind', async ({ page, context }) => {
  await page.goto('/aboutus');
  await page.evaluate(() => {
    localStorage.setItem('left-behind', '1');
    sessionStorage.setItem('left-behind', '1');
    document.cookie = 'left-behind=1; path=/';
  });
  page.on('console', (message) => heardByTheFirstTest.push(message.text()));
  await page.evaluate(() => console.info('heard'));
  await expect.poll(() => heardByTheFirstTest).toEqual(['heard']);
  await context.grantPermissions(['clipboard-read']);
  await page.route('**/api/csrf-token', (route) => route.fulfill({ status: 418 }));
});

test('the next test in the worker finds none of it', async ({ page }) => {
  await page.goto('/aboutus');
  const left = await page.evaluate(async () => ({
    local: localStorage.getItem('left-behind'),
    session: sessionStorage.getItem('left-behind'),
    cookie: document.cookie.includes('left-behind='),
    clipboard: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
    csrf: (await fetch('/api/csrf-token')).status,
  }));
  expect(left).toEqual({ local: null, session: null, cookie: false, clipboard: 'prompt', csrf: 200 });
  const heardHere: string[] = [];
  page.on('console', (message) => heardHere.push(message.text()));
  await page.evaluate(() => console.info('not for the first test'));
  await expect.poll(() => heardHere).toEqual(['not for the first test']);
  expect(heardByTheFirstTest).toEqual(['heard']);
});
