/**
 * Scrolling as a reader expects (app/routes/useScrollRestoration.ts): Back returns to where the reader was, and
 * a page loaded afresh in the same tab starts at its top, whatever the last page loaded there was scrolled to.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/** Two frames of the page have run: the position is remembered on the frame after a scroll, a restore starts in the first. */
const framesRun = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

test('a page loaded afresh starts at the top; Back returns to the scrolled position', async ({ page }) => {
  await page.goto('/customerservice/citizens');
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
  await framesRun(page);

  // The page is tall enough for 600 px, so a position wrongly restored would be there once React has it.
  await page.goto('/customerservice/document-management');
  await framesRun(page);
  expect(await scrollY(page)).toBe(0);

  await page.goto('/customerservice/citizens');
  await page.evaluate(() => window.scrollTo(0, 500));
  await framesRun(page);
  await page.getByRole('tab', { name: 'Proof of Residency' }).click();
  await page.getByRole('link', { name: /Get Started/ }).click();
  await expect(page).toHaveURL(/citizens-upload/);
  await page.goBack();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
});
