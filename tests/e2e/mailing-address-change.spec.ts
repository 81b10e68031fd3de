/**
 * The mailing address change (issue 22's sixth form), as a person uses it with the keyboard alone: from the
 * Policy Changes menu through each step's messages to the success screen, axe on every step; then the agency
 * finds it in the inbox by the person's last name, and the person sees it on /dashboard. At 360 and 1280 px.
 */
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { checkStatusOnDashboard } from './support/request-status';
import { stepHeading, summaryLinks, todayInEastern } from './support/change-forms';
import { waitForRow } from './support/db';
import { signInAsStaff } from './support/staff';
import { expect, expectNoHorizontalOverflow, snapshot, tabTo, test, uniqueTag, ALSO_ON_PHONE } from './support/test';

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test(
  'a policyholder changes their mailing address with the keyboard alone; the agency finds it by name and the person sees it on /dashboard',
  { tag: ALSO_ON_PHONE },
  async ({ page, browser, baseURL }, testInfo) => {
    // The whole journey by keyboard, with axe on each step, the inbox and /dashboard: long on a busy 2-core machine.
    test.setTimeout(180_000);
    const tag = uniqueTag(testInfo);
    const lastName = `Harbor${tag.replace(/[^a-z]/gi, '').slice(-8)}`;
    const policy = `ma-${tag}`.slice(0, 40);
    const email = `jordan.${tag}@example.com`.toLowerCase();

    // The menu's card, followed with Enter.
    await page.goto('/customerservice/policy-changes');
    const card = page.getByRole('link', { name: /Mailing Address Change/ });
    await tabTo(page, card);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/customerservice\/policy-changes\/mailing-address$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mailing Address Change Request' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page, testInfo, 'contact step');

    // Step 1: who asks.
    await typeInto(page, page.getByRole('textbox', { name: 'First Name' }), 'Jordan');
    await typeInto(page, page.getByRole('textbox', { name: 'Last Name' }), lastName);
    await typeInto(page, page.getByRole('textbox', { name: 'Policy Number' }), policy);
    await typeInto(page, page.getByRole('textbox', { name: 'Phone Number' }), '5551234567');
    await typeInto(page, page.getByRole('textbox', { name: 'Email' }), email);
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    // Step 2: the new address, refused field by field first.
    await expect(stepHeading(page, 'New Mailing Address')).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await expect(summaryLinks(page)).toHaveText(['Street address is required', 'City is required', 'Please select a state', 'ZIP code is required']);
    await typeInto(page, page.getByRole('textbox', { name: 'Street Address' }), '12 Harbor Lane');
    await typeInto(page, page.getByRole('textbox', { name: 'City' }), 'Sarasota');
    // The fifty states: typing narrows them, the arrow and Enter pick one.
    await typeInto(page, page.getByRole('combobox', { name: 'State' }), 'Florida');
    // The list has narrowed to Florida before the arrow picks it.
    await expect(page.getByRole('option')).toHaveText(['FL - Florida']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('FL - Florida');
    await typeInto(page, page.getByRole('textbox', { name: 'ZIP Code' }), '3423');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'ZIP Code' })).toHaveAccessibleDescription('Please enter a valid ZIP code');
    // Back to it with Shift+Tab, which selects its text: End, then the missing digit.
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('textbox', { name: 'ZIP Code' })).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.type('6');
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page, testInfo, 'address step');
    await snapshot(page, testInfo, 'mailing-address-step-2');
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    // Step 3: the effective date, and the review of the descriptor's summary.
    await expect(stepHeading(page, 'Review and Submit')).toBeFocused();
    const review = page.getByTestId('review-list');
    await expect(review).toContainText('12 Harbor Lane, Sarasota, FL 34236');
    await expect(review).toContainText(`Jordan ${lastName}`);
    const [year, month, day] = todayInEastern().split('-');
    await typeInto(page, page.getByLabel('Effective Date'), `${month}${day}${year}`);
    await expect(page.getByLabel('Effective Date')).toHaveValue(todayInEastern());
    await expect(review).toContainText(`Effective Date${month}/${day}/${year}`);
    await expectNoSeriousA11yViolations(page, testInfo, 'review step');
    await snapshot(page, testInfo, 'mailing-address-review');
    await tabTo(page, page.getByRole('button', { name: 'Submit Request' }));
    await page.keyboard.press('Enter');

    const success = page.getByTestId('success-screen');
    await expect(success.getByRole('heading', { name: 'Request Submitted' })).toBeFocused();
    const reference = (await success.getByText(/^MA-[0-9A-Z]{8}$/).textContent())!.trim();
    await expect(success.getByTestId('success-details')).toContainText('12 Harbor Lane, Sarasota, FL 34236');
    const row = await waitForRow<{ last_name: string; street_address: string; state: string; zip: string; effective_date: string }>(
      'SELECT * FROM mailing_address_change_requests WHERE reference_number = ?',
      reference,
    );
    expect(row).toMatchObject({ last_name: lastName, street_address: '12 Harbor Lane', state: 'FL', zip: '34236', effective_date: todayInEastern() });
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page, testInfo, 'success');
    await snapshot(page, testInfo, 'mailing-address-success');

    // The agency: the inbox finds it by the person's last name, under their name.
    const agency = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    await signInAsStaff(agency, baseURL!);
    const inbox = await agency.newPage();
    await inbox.goto('/admin');
    await inbox.getByRole('textbox', { name: 'Search' }).fill(lastName);
    await inbox.getByRole('button', { name: 'Search' }).click();
    const listed = inbox.getByRole('row').filter({ hasText: reference });
    await expect(listed).toContainText(`Jordan ${lastName}`);
    await expectNoSeriousA11yViolations(inbox, testInfo, 'inbox');
    await snapshot(inbox, testInfo, 'mailing-address-inbox');
    await agency.close();

    // The person: /dashboard shows the request and its summary.
    await success.getByRole('link', { name: 'Check Request Status' }).click();
    // (The address changes at once; the success screen, with its own Email field, stays until the page has loaded.)
    const status = await checkStatusOnDashboard(page, reference, email);
    await expect(status).toContainText('Mailing Address Change Request');
    await expect(status).toContainText('12 Harbor Lane, Sarasota, FL 34236');
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page, testInfo, 'dashboard');
    await snapshot(page, testInfo, 'mailing-address-dashboard');
  },
);
