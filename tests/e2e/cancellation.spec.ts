/**
 * Seed 002 cancellation, as a policyholder uses it: from the menu card, a reason's section and messages,
 * the win-back consultation only where offered and switched off when the reason changes, documents flagged but
 * never required, the terms to agree, the success screen with the reason's label and a server-issued reference,
 * and the callback task in the agency's notice. Axe on each step. Every reason's section and required fields
 * are checked in app/features/policy-changes/cancellation/ReasonFields.test.tsx, and every reason is stored
 * by the contract suites (contracts/policy-changes/cancellation.samples.ts).
 */
import type { Page } from '@playwright/test';
import { pdfBytes } from '../support/document-fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { choose, fillContact, next, stepHeading, summaryLinks, todayInEastern } from './support/change-forms';
import { formatDateForDisplay } from '@contracts/dates';
import { queryAll, queryOne, waitForRow } from './support/db';
import { comeBackToDraftLater } from './support/drafts';
import { expect, expectHelpButtonClearOfFields, expectNoHorizontalOverflow, snapshot, test, uniqueTag } from './support/test';

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('a policyholder switching insurers asks for a callback, and the request is stored with its reason and callback', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const policy = `cr-${uniqueTag(testInfo)}`.slice(0, 40);
  await page.goto('/customerservice/policy-changes');
  await page.getByRole('link', { name: /Cancellation Request/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Policy Cancellation Request' })).toBeVisible();
  await fillContact(page, policy);
  await next(page).click();

  // Step 2: the reason is required; each reason reveals its own section and messages.
  await expect(stepHeading(page, 'Cancellation Reason')).toBeFocused();
  await next(page).click();
  await expect(summaryLinks(page)).toHaveText(['Please select a reason for cancellation', 'Please choose the date coverage should end']);
  // Focused after a click, the error summary keeps its yellow ring (only headings focused by script lose theirs).
  await expect(page.getByTestId('error-summary')).toBeFocused();
  await expect(page.getByTestId('error-summary')).toHaveCSS('outline-style', 'solid');
  await page.getByLabel('When should coverage end?').fill(todayInEastern());
  await page.getByRole('radio', { name: 'Moving and Not Renting Out Your Old Home' }).check();
  await next(page).click();
  await expect(summaryLinks(page)).toHaveText(['New address is required', 'Please indicate if the property is sold']);
  await expect(page.getByRole('region', { name: 'Before you go' })).toHaveCount(0);

  await page.getByRole('radio', { name: 'Switching to a New Insurer' }).check();
  const insurer = section(page, 'New Insurance Information');
  await expect(insurer).toBeVisible();
  await insurer.getByRole('textbox', { name: 'New Insurer Name' }).fill('Harbor Mutual');
  await insurer.getByRole('textbox', { name: 'New Policy Number' }).fill('HM-778812');
  const winBack = section(page, 'Before you go');
  await winBack.getByRole('checkbox', { name: 'Would you like to discuss your options?' }).check();
  await next(page).click();
  await expect(summaryLinks(page)).toHaveText(['Please select a callback date', 'Please select a callback time']);
  await winBack.getByLabel('Preferred Date').fill(todayInEastern());
  await choose(page, 'Preferred Time', 'Afternoon (12pm - 5pm)');

  // A draft is kept: leaving and coming back offers it, and Continue resumes here with the reason and callback.
  await comeBackToDraftLater(page, 'afternoon');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 'Cancellation Reason')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Switching to a New Insurer' })).toBeChecked();
  await expect(section(page, 'New Insurance Information').getByRole('textbox', { name: 'New Insurer Name' })).toHaveValue('Harbor Mutual');
  await expect(page.getByRole('combobox', { name: 'Preferred Time' })).toHaveValue('Afternoon (12pm - 5pm)');
  await expectHelpButtonClearOfFields(page);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page, testInfo, 'reason step');
  await snapshot(page, testInfo, 'cancellation-reason');
  await next(page).click();

  // Step 3: the reason's document type is flagged, but the step never blocks.
  await expect(stepHeading(page, 'Documents')).toBeFocused();
  await expect(page.getByText('New Insurance Confirmation', { exact: true })).toBeVisible();
  await expect(page.getByText('Still needed')).toBeVisible();
  await choose(page, 'Document Type', 'New Insurance Confirmation (required)');
  await page.locator('input[type="file"]').setInputFiles({ name: 'harbor-declarations.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
  await expect(page.getByTestId('document-list')).toContainText('harbor-declarations.pdf');
  await expectNoSeriousA11yViolations(page, testInfo, 'documents step');
  await next(page).click();

  // Step 4: the summary with the reason's label and the callback; Submit waits for the agreement.
  await expect(stepHeading(page, 'Review & Terms')).toBeFocused();
  const review = page.getByTestId('review-list');
  await expect(review).toContainText('Switching to a New Insurer');
  await expect(review).toContainText('Harbor Mutual');
  await expect(review).toContainText('Afternoon (12pm - 5pm)');
  await expect(review).toContainText(`Coverage End Date${formatDateForDisplay(todayInEastern())} (requested)`);
  await expect(page.getByTestId('terms-box')).toContainText('It is not final until our team has reviewed and approved it.');
  const submit = page.getByRole('button', { name: 'Submit Cancellation Request' });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: 'I have read and agree to the terms and conditions' }).check();
  await expectNoSeriousA11yViolations(page, testInfo, 'review step');
  await snapshot(page, testInfo, 'cancellation-review');
  await submit.click();

  const success = page.getByTestId('success-screen');
  await expect(success.getByRole('heading', { name: 'Cancellation Request Submitted' })).toBeFocused();
  const reference = (await success.getByText(/^CR-[0-9A-Z]{8}$/).textContent())!.trim();
  const details = success.getByTestId('success-details');
  await expect(details).toContainText('Policyholder');
  await expect(details).toContainText('Jordan Lee');
  await expect(details).toContainText('Switching to a New Insurer');
  await expect(details).toContainText(`${formatDateForDisplay(todayInEastern())} (requested)`);
  const row = await waitForRow<{ reason: string; new_insurer_name: string; callback_time: string; win_back: number; coverage_end_date: string }>(
    'SELECT * FROM cancellation_requests WHERE reference_number = ?',
    reference,
  );
  expect(row).toMatchObject({
    reason: 'new_insurer',
    coverage_end_date: todayInEastern(),
    new_insurer_name: 'Harbor Mutual',
    callback_time: 'afternoon',
    win_back: 1,
  });
  expect(queryAll('SELECT document_type FROM policy_change_documents WHERE reference_number = ?', reference)).toEqual([
    { document_type: 'new_insurance_confirmation' },
  ]);
  const notice = queryOne<{ subject: string }>("SELECT subject FROM mail_outbox WHERE kind = 'cancellation-notice' AND subject LIKE ?", `%${reference}%`);
  expect(notice?.subject).toMatch(/^Callback requested: /);
  await expectNoHorizontalOverflow(page);
  await snapshot(page, testInfo, 'cancellation-success');
  await expect(success.getByRole('link', { name: 'Check Request Status' })).toHaveAttribute('href', `/dashboard?reference=${reference}`);
});

test('the win-back offer goes away with a reason that does not offer it; a sale asks for its realtor', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const policy = `cs-${uniqueTag(testInfo)}`.slice(0, 40);
  await page.goto('/customerservice/policy-changes/cancellation');
  await fillContact(page, policy);
  await next(page).click();
  await page.getByRole('radio', { name: 'Financial Hardship' }).check();
  await section(page, 'Before you go').getByRole('checkbox', { name: 'Would you like to discuss your options?' }).check();
  await page.getByRole('radio', { name: 'Selling the Home' }).check();
  await page.getByLabel('When should coverage end?').fill(todayInEastern());
  await expect(page.getByRole('region', { name: 'Before you go' })).toHaveCount(0);
  const realtor = section(page, 'Realtor/Lender Information');
  await realtor.getByRole('textbox', { name: 'Email' }).fill('pat@realty');
  await next(page).click();
  await expect(summaryLinks(page)).toHaveText(['Please enter a valid email address']);
  await realtor.getByRole('textbox', { name: 'First Name' }).fill('Pat');
  await realtor.getByRole('textbox', { name: 'Email' }).fill('pat@realty.example');
  await next(page).click();
  await expect(page.getByText('Property Sale Documents', { exact: true })).toBeVisible();
  await next(page).click();
  await page.getByRole('checkbox', { name: 'I have read and agree to the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Submit Cancellation Request' }).click();
  const success = page.getByTestId('success-screen');
  const reference = (await success.getByText(/^CR-[0-9A-Z]{8}$/).textContent())!.trim();
  const row = await waitForRow<{ reason: string; realtor_email: string; win_back: number }>(
    'SELECT * FROM cancellation_requests WHERE reference_number = ?',
    reference,
  );
  expect(row).toMatchObject({ reason: 'selling_home', realtor_email: 'pat@realty.example', win_back: 0 });
  await expect(success.getByTestId('success-details')).toContainText('Selling the Home');
});

test('the keyboard alone is enough to send a cancellation', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const policy = `ck-${uniqueTag(testInfo)}`.slice(0, 40);
  await page.goto('/customerservice/policy-changes/cancellation');
  const key = (keys: string) => page.keyboard.press(keys);
  await page.getByRole('textbox', { name: 'First Name' }).focus();
  for (const text of ['Jordan', 'Lee', policy, '5551234567']) {
    await page.keyboard.type(text);
    await key('Tab');
  }
  await page.keyboard.type('jordan.lee@example.com');
  await key('Enter'); // Enter in a field submits the step: Next
  await expect(stepHeading(page, 'Cancellation Reason')).toBeFocused();
  await key('Tab'); // the reasons: radios, the first focused
  await expect(page.getByRole('radio', { name: 'Selling the Home' })).toBeFocused();
  await key('ArrowDown');
  await key('ArrowDown');
  await key('ArrowDown'); // Significant Reduction in Risk, chosen as it is reached
  await expect(page.getByRole('radio', { name: 'Significant Reduction in Risk' })).toBeChecked();
  await key('Tab'); // When should coverage end? (month, day, year typed in turn)
  const [year, month, day] = todayInEastern().split('-');
  await page.keyboard.type(`${month}${day}${year}`);
  await expect(page.getByLabel('When should coverage end?')).toHaveValue(todayInEastern());
  // Tab walks the date's month, day and year, then leaves it.
  const description = page.getByRole('textbox', { name: 'Description of Changes Made' });
  for (let presses = 0; presses < 3 && !(await description.evaluate((element) => element === document.activeElement)); presses += 1) await key('Tab');
  await expect(description).toBeFocused();
  await page.keyboard.type('Removed the pool and fenced the yard.');
  await key('Enter'); // a textarea takes Enter as a new line: move on to Next instead
  await page.getByRole('button', { name: 'Next' }).focus();
  await key('Enter');
  await expect(stepHeading(page, 'Documents')).toBeFocused();
  await page.getByRole('button', { name: 'Next' }).focus();
  await key('Enter');
  await expect(stepHeading(page, 'Review & Terms')).toBeFocused();
  await page.getByRole('checkbox', { name: 'I have read and agree to the terms and conditions' }).focus();
  await key('Space');
  await key('Tab'); // Back
  await key('Tab'); // Submit Cancellation Request
  await expect(page.getByRole('button', { name: 'Submit Cancellation Request' })).toBeFocused();
  await key('Enter');
  await expect(page.getByTestId('success-screen').getByRole('heading', { name: 'Cancellation Request Submitted' })).toBeFocused();
});
