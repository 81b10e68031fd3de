/**
 * The e2e `test`: Playwright's, failing any test in which the page throws an uncaught error, plus helpers
 * shared by the specs.
 */
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';

export const test = base.extend<{ failOnPageErrors: void }>({
  failOnPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
      await use();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Saves a full-page screenshot under test-results/ (and attaches it to the report). */
export async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
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
