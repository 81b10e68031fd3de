/** /dashboard as a person uses it: on the page a link led to (its reference filled in), they give their address and check. */
import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

/** Checks a request's status on /dashboard with `email`; answers the status panel, its status shown as `label`. */
export async function checkStatusOnDashboard(page: Page, reference: string, email: string, label = 'Received'): Promise<Locator> {
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?reference=${reference}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Request Status' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Check Status' }).click();
  const status = page.getByTestId('request-status');
  await expect(status.getByTestId('request-status-label')).toHaveText(label);
  return status;
}
