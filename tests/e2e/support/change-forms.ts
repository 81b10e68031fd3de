/** What the change-form tests share: the steps' controls and the contact step as a person fills it. */
import type { Page } from '@playwright/test';

/** Today in US Eastern time, YYYY-MM-DD: the earliest effective date. (Not @contracts/dates: its dayjs plugins do not load here.) */
export const todayInEastern = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());

export const stepHeading = (page: Page, name: string) => page.getByTestId('step-heading').filter({ hasText: name });
export const next = (page: Page) => page.getByRole('button', { name: 'Next' });
export const summaryLinks = (page: Page) => page.getByTestId('error-summary').getByRole('link');

/** A person may be e-mailed only so often in a day (MAILS_PER_ADDRESS_PER_DAY): a test that sends mail gives its own address. */
export async function fillContact(page: Page, policy: string, email = 'jordan.lee@example.com') {
  await page.getByRole('textbox', { name: 'First Name' }).fill('Jordan');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Lee');
  await page.getByRole('textbox', { name: 'Policy Number' }).fill(policy);
  await page.getByRole('textbox', { name: 'Phone Number' }).pressSequentially('5551234567');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
}

export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
