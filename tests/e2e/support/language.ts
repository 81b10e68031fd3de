/** The language switch, where a person finds it: the header from 576 px, the menu on a phone. */
import type { Page } from '@playwright/test';

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

export async function switchLanguage(page: Page, to: 'English' | 'Español') {
  if (isPhone(page)) {
    await page.getByRole('button', { name: to === 'English' ? 'Abrir el menú' : 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: to }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: to }).click();
  }
}
