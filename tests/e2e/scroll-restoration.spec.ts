/**
 * Scrolling as a reader expects (app/routes/useScrollRestoration.ts): Back returns to where the reader was, and
 * a page loaded afresh in the same tab starts at its top, whatever the last page loaded there was scrolled to.
 */
import type { Page } from '@playwright/test';
import { expect, ONE_WIDTH, test } from './support/test';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a page loaded afresh starts at the top; Back returns to the scrolled position', { tag: ONE_WIDTH }, async ({ page }) => {
  await page.goto('/customerservice/citizens');
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
  await page.waitForTimeout(100); // the position is remembered on the next frame

  await page.goto('/customerservice/document-management');
  await page.waitForTimeout(300);
  expect(await scrollY(page)).toBe(0);

  await page.goto('/customerservice/citizens');
  await page.evaluate(() => window.scrollTo(0, 500));
  await page.waitForTimeout(100);
  await page.getByRole('tab', { name: 'Proof of Residency' }).click();
  await page.getByRole('link', { name: /Get Started/ }).click();
  await expect(page).toHaveURL(/citizens-upload/);
  await page.goBack();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
});
