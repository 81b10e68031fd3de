/**
 * The e2e `test`: Playwright's, failing any test in which the page throws an uncaught error or fails to
 * hydrate, plus helpers shared by the specs.
 */
import { test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/**
 * Tests share their worker's browser context and page (playwright.config.ts, `reuseContext`): a new renderer
 * process for every test cost as much as the test itself on CI's two cores. Between tests Playwright closes
 * other pages, loads about:blank, clears cookies, the cache, local and session storage and IndexedDB of the
 * origins visited, removes routes and init scripts, uninstalls the clock, resets the viewport and media, and
 * hands the next test a new handle on the page (so no listener carries over). Permissions a test granted it
 * leaves: they are taken back here, the project's own `permissions` granted again. shared-page.spec.ts checks.
 */
export const test = base.extend<{ failOnPageErrors: void }>({
  failOnPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
      // A prerendered page that React could not take over as it was (a hydration mismatch) is a bug too.
      page.on('console', (message) => {
        if (message.type() === 'error' && /Minified React error #(418|419|423|425)|hydrat/i.test(message.text())) errors.push(message.text());
      });
      await use();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  // A prerendered page shows before React takes it over; tests act on it once it has (app/layout/PageReadyMarker).
  page: async ({ page, context, permissions }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // Pages of ours (with the app's #root) only: a partner's page framing our form has no mark.
      await page.locator('html[data-page-ready], html:not(:has(#root))').first().waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
    await context.clearPermissions();
    if (permissions?.length) await context.grantPermissions(permissions);
  },
});

export { expect };

/**
 * The tag of a test that runs at phone width (360 px) too, playwright.config.ts: one that checks what a phone
 * changes (layout, touch, the bottom sheet, the camera) or walks the shared form shell at that width. A test
 * of what no width changes (a server answer, a rule, a route, a form's sequence of steps) runs at 1280 px only;
 * the form steps' own layouts at 360 px are checked in the Storybook walk (stories tagged 'phone-width').
 */
export const ALSO_ON_PHONE = '@phone';

/**
 * These screenshots are for people to look at, which CI does not do: there, a failing test's own screenshot
 * and trace are kept instead (playwright.config.ts), unless E2E_SCREENSHOTS=1 asks for these too.
 */
const TAKES_SNAPSHOTS = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

/**
 * Saves a screenshot under test-results/ and attaches it to the report (on CI only when asked): of the whole
 * page, of the viewport as the visitor sees it (`{ viewport: true }`, for what floats), or of one part.
 */
export async function snapshot(target: Page | Locator, testInfo: TestInfo, name: string, { viewport = false } = {}): Promise<void> {
  if (!TAKES_SNAPSHOTS) return;
  const file = testInfo.outputPath(`${name}.png`);
  if ('goto' in target) await target.screenshot({ path: file, fullPage: !viewport, animations: 'disabled' });
  else await target.screenshot({ path: file, animations: 'disabled' });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** Nothing may stick out sideways (a page at 360 px must not scroll horizontally). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/** A value no other test or project uses, for rows looked up in the database afterwards. */
export const uniqueTag = (testInfo: TestInfo) =>
  `${testInfo.project.name}-${testInfo.workerIndex}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * The floating help button covers no field of the page at any scroll position (checked every half screen,
 * from top to bottom): a field under it could not be reached or read on a phone.
 */
export async function expectHelpButtonClearOfFields(page: Page): Promise<void> {
  const overlaps = await page.evaluate(async () => {
    const button = document.querySelector<HTMLElement>('aside[aria-label="Help and contact"] > button');
    if (!button) return [];
    const found: string[] = [];
    const step = Math.max(100, Math.floor(window.innerHeight / 2));
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const help = button.getBoundingClientRect();
      for (const field of document.querySelectorAll<HTMLElement>('main input:not([type="hidden"]), main select, main textarea, main button')) {
        const box = field.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const overlap = box.left < help.right && help.left < box.right && box.top < help.bottom && help.top < box.bottom;
        if (overlap) found.push(`${field.tagName.toLowerCase()} ${field.getAttribute('aria-label') ?? field.id ?? ''} at scroll ${y}`);
      }
    }
    window.scrollTo(0, 0);
    return found;
  });
  expect(overlaps, 'fields under the help button').toEqual([]);
}

/** A tag of letters and digits only (for e-mail local parts and policy numbers), 12 long. */
export const compactTag = (testInfo: TestInfo) =>
  uniqueTag(testInfo)
    .replace(/[^a-z0-9]/gi, '')
    .slice(-12);

/** Chooses a file through the page's "Choose a file" button, as a person does with the file dialog. */
export async function chooseFile(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  button: RegExp | string = /Choose a file/,
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

/** Presses Tab until `target` has the focus, as a person moves through a page with the keyboard (at most 40 times). */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}
