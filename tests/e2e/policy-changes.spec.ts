/**
 * Seed 002 mortgagee and other change forms, as a person uses them: from the menu card through each step's
 * messages to the success screen, in the customer's and the lender's look; the request stored with its
 * document and reference; a draft resumed midway; the server's refusal shown at its field; axe on each step.
 */
import { pdfBytes, TEXT_BYTES } from '../support/document-fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { choose, fillContact, next, stepHeading, summaryLinks, todayInEastern } from './support/change-forms';
import { queryOne, waitForRow } from './support/db';
import { comeBackToDraftLater } from './support/drafts';
import { expect, expectHelpButtonClearOfFields, expectNoHorizontalOverflow, snapshot, test, uniqueTag } from './support/test';

test('a policyholder asks to add a mortgagee, step by step, and sees the request stored with its reference', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const policy = `mc-${uniqueTag(testInfo)}`.slice(0, 40);
  const email = `jordan.${policy}@example.com`;
  await page.goto('/customerservice/policy-changes');
  await page.getByRole('link', { name: /Mortgagee Changes/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mortgagee Change Request' })).toBeVisible();
  await expect(page.locator('[data-portal-type="customer"]').first()).toBeAttached();
  await expectNoHorizontalOverflow(page);
  await expectHelpButtonClearOfFields(page);
  await expectNoSeriousA11yViolations(page, testInfo, 'contact step');

  // Step 1: every message, in the order of the fields.
  await next(page).click();
  await expect(summaryLinks(page)).toHaveText([
    'First name is required',
    'Last name is required',
    'Policy number is required',
    'Phone number is required',
    'Email is required',
  ]);
  await page.getByRole('textbox', { name: 'Policy Number' }).fill('H1');
  await page.getByRole('textbox', { name: 'Policy Number' }).blur();
  await expect(page.getByRole('textbox', { name: 'Policy Number' })).toHaveAccessibleDescription('Policy number must be at least 3 characters long.');
  await fillContact(page, policy, email);
  await expect(page.getByRole('textbox', { name: 'Policy Number' })).toHaveValue(policy.toUpperCase());
  await next(page).click();

  // Step 2: Next waits until the step is valid; the action decides the fields.
  await expect(stepHeading(page, 'Mortgagee Information')).toBeFocused();
  await expect(next(page)).toBeDisabled();
  await choose(page, 'Mortgagee Action', 'Remove Mortgagee');
  await expect(page.getByRole('combobox', { name: 'Reason for Removal' })).toBeVisible();
  await choose(page, 'Mortgagee Action', 'Add New Mortgagee');
  await expect(page.getByRole('combobox', { name: 'Reason for Removal' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Mortgagee Name' }).fill('First Federal Bank');
  await page.getByRole('textbox', { name: 'Loan Number' }).fill('LN-99812');
  await page.getByRole('textbox', { name: 'Street Address' }).fill('100 Main Street');
  await page.getByRole('textbox', { name: 'City' }).fill('Orlando');
  await choose(page, 'State', 'FL - Florida');
  await page.getByRole('textbox', { name: 'ZIP Code' }).fill('3280');
  await page.getByRole('textbox', { name: 'ZIP Code' }).blur();
  await expect(page.getByRole('textbox', { name: 'ZIP Code' })).toHaveAccessibleDescription('Please enter a valid ZIP code');
  await expect(next(page)).toBeDisabled();
  await page.getByRole('textbox', { name: 'ZIP Code' }).fill('32801');
  await page.getByRole('textbox', { name: 'Additional Notes' }).fill('Refinanced in October.');
  await page.locator('input[type="file"]').setInputFiles({ name: 'deed.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
  await expect(page.getByText('deed.pdf')).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'mortgagee step');
  await snapshot(page, testInfo, 'mortgagee-step-2');

  // A draft is kept (without the file): leaving and coming back offers it, and Continue resumes at step 2.
  await expect(next(page)).toBeEnabled();
  await comeBackToDraftLater(page, 'Refinanced in October.');
  await expect(page.getByText(/You have an incomplete form from/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 'Mortgagee Information')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mortgagee Name' })).toHaveValue('First Federal Bank');
  await page.locator('input[type="file"]').setInputFiles({ name: 'deed.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
  await next(page).click();

  // Step 3: the effective date's rules, and the review of every value.
  await expect(stepHeading(page, 'Review and Submit')).toBeFocused();
  const review = page.getByTestId('review-list');
  await expect(review).toContainText('Add New Mortgagee');
  await expect(review).toContainText('First Federal Bank');
  await expect(review).toContainText('100 Main Street, Orlando, FL 32801');
  await expect(review).toContainText('deed.pdf');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(summaryLinks(page)).toHaveText(['Effective date is required']);
  await page.getByLabel('Effective Date').fill(todayInEastern());
  await expectNoSeriousA11yViolations(page, testInfo, 'review step');
  await page.getByRole('button', { name: 'Submit Request' }).click();

  const success = page.getByTestId('success-screen');
  await expect(success.getByRole('heading', { name: 'Request Submitted' })).toBeFocused();
  const reference = (await success.getByText(/^MC-[0-9A-Z]{8}$/).textContent())!.trim();
  await expect(success.getByTestId('success-details')).toContainText(policy.toUpperCase());
  const row = await waitForRow<{ action: string; mortgagee_name: string; customer_type: string; effective_date: string }>(
    'SELECT * FROM mortgagee_change_requests WHERE reference_number = ?',
    reference,
  );
  expect(row).toMatchObject({ action: 'add', mortgagee_name: 'First Federal Bank', customer_type: 'customer', effective_date: todayInEastern() });
  expect(queryOne<{ n: number }>('SELECT COUNT(*) AS n FROM policy_change_documents WHERE reference_number = ?', reference)).toEqual({ n: 1 });
  await expectNoHorizontalOverflow(page);
  await snapshot(page, testInfo, 'mortgagee-success');
  await expectNoSeriousA11yViolations(page, testInfo, 'success');

  await success.getByRole('button', { name: 'Send Receipt' }).click();
  await expect(success.getByTestId('receipt-sent')).toContainText(`Receipt sent to ${email}`);
  await success.getByRole('link', { name: 'Back to Policy Changes' }).click();
  await expect(page).toHaveURL(/\/customerservice\/policy-changes$/);
});

test('a lender removes a mortgagee in the lender look; the server refuses a document by its content at its field', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const policy = `lm-${uniqueTag(testInfo)}`.slice(0, 40);
  await page.goto('/customerservice/lender-requests/mortgagee');
  await expect(page.locator('[data-portal-type="lender"]').first()).toBeAttached();
  await fillContact(page, policy);
  await next(page).click();
  // Reset clears every answer and returns to step 1.
  await choose(page, 'Mortgagee Action', 'Update Existing Mortgagee');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByTestId('reset-question')).toContainText('Clear every answer and start again?');
  await page.getByRole('button', { name: 'Clear the form' }).click();
  await expect(stepHeading(page, 'Contact Information')).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
  await fillContact(page, policy);
  await next(page).click();
  await choose(page, 'Mortgagee Action', 'Remove Mortgagee');
  await choose(page, 'Reason for Removal', 'Mortgage Paid Off');
  // A text file named .pdf passes the browser by its name; the server reads it and refuses it.
  await page.locator('input[type="file"]').setInputFiles({ name: 'payoff.pdf', mimeType: 'application/pdf', buffer: TEXT_BYTES });
  await next(page).click();
  await expect(page.getByTestId('review-list')).toContainText('Mortgage Paid Off');
  await page.getByLabel('Effective Date').fill(todayInEastern());
  await page.getByRole('button', { name: 'Submit Request' }).click();

  await expect(stepHeading(page, 'Mortgagee Information')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove payoff.pdf' })).toHaveAccessibleDescription(/File type not supported/);
  expect(queryOne('SELECT 1 FROM mortgagee_change_requests WHERE policy_number = ?', policy.toUpperCase())).toBeUndefined();
  await snapshot(page, testInfo, 'lender-mortgagee-refused');

  // Without a document a lender cannot go on: the borrower's authorization is required, and Next says so.
  await page.getByRole('button', { name: 'Remove payoff.pdf' }).click();
  await expect(next(page)).toHaveAccessibleDescription("Uploading the borrower's authorization form is required.");
  await page.locator('input[type="file"]').setInputFiles({ name: 'authorization.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
  await next(page).click();
  await page.getByRole('button', { name: 'Submit Request' }).click();
  const success = page.getByTestId('success-screen');
  await expect(success.getByRole('heading', { name: 'Request Submitted' })).toBeVisible();
  const reference = (await success.getByText(/^MC-[0-9A-Z]{8}$/).textContent())!.trim();
  const row = await waitForRow<{ customer_type: string; removal_reason: string }>(
    'SELECT * FROM mortgagee_change_requests WHERE reference_number = ?',
    reference,
  );
  expect(row).toMatchObject({ customer_type: 'lender', removal_reason: 'paid_off' });
  await expect(success.getByRole('link', { name: 'Back to Lender Requests' })).toBeVisible();
});

test('a policyholder describes another change, reached from the old /other-changes address', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const policy = `oc-${uniqueTag(testInfo)}`.slice(0, 40);
  await page.goto('/other-changes');
  await expect(page).toHaveURL(/\/customerservice\/policy-changes\/other$/);
  await fillContact(page, policy);
  await next(page).click();
  await next(page).click();
  await expect(summaryLinks(page)).toHaveText(['Please select a change type', 'Please describe the changes you need']);
  await choose(page, 'Change Type', 'Personal Information Update');
  await page.getByRole('textbox', { name: 'Description' }).fill('Please add my middle name, Alex.');
  await next(page).click();
  await expect(page.getByTestId('review-list')).toContainText('Supporting Document');
  await expect(page.getByTestId('review-list')).toContainText('None');
  await page.getByLabel('Effective Date').fill(todayInEastern());
  await expectNoSeriousA11yViolations(page, testInfo, 'other review');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  const success = page.getByTestId('success-screen');
  const reference = (await success.getByText(/^OC-[0-9A-Z]{8}$/).textContent())!.trim();
  const row = await waitForRow<{ change_type: string; description: string }>('SELECT * FROM other_change_requests WHERE reference_number = ?', reference);
  expect(row).toMatchObject({ change_type: 'personal_info', description: 'Please add my middle name, Alex.' });
  await snapshot(page, testInfo, 'other-success');
});
