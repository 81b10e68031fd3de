/**
 * Seed 002 auto policy change, as a policyholder uses it: from the menu card, the policy information, the nine
 * kinds of change as cards with their rules (year/make/model, the mailing address that clears), at least one
 * change, documents, the final step with today's dates and the signature, the success screen, the changes
 * stored in order. Axe on each step.
 */
import type { Page } from '@playwright/test';
import { pdfBytes } from '../support/document-fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { choose, next, stepHeading, summaryLinks, todayInEastern } from './support/change-forms';
import { queryAll, waitForRow } from './support/db';
import { comeBackToDraftLater } from './support/drafts';
import { expect, expectHelpButtonClearOfFields, expectNoHorizontalOverflow, snapshot, test, uniqueTag } from './support/test';

const card = (page: Page, name: string) => page.getByRole('region', { name });
const addChange = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();

test('a policyholder adds a vehicle and moves, with a different mailing address, and sees the changes stored in order', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const policy = `ac-${uniqueTag(testInfo)}`.slice(0, 40);
  await page.goto('/customerservice/policy-changes');
  await page.getByRole('link', { name: /Auto Policy Changes/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Auto Policy Change Request' })).toBeVisible();

  // Step 1: policy information.
  await next(page).click();
  await expect(summaryLinks(page)).toHaveText(['Policy number is required', 'Email is required', 'Policyholder name is required']);
  await page.getByRole('textbox', { name: 'Policy Number' }).fill(policy);
  await page.getByRole('textbox', { name: 'Email' }).fill('jordan.lee@example.com');
  await page.getByRole('textbox', { name: 'Policyholder Name' }).fill('Jordan Lee');
  await next(page).click();

  // Step 2: at least one change; each card's own rules.
  await expect(stepHeading(page, 'Request Changes')).toBeFocused();
  await expect(page.getByTestId('changes-empty')).toHaveText('Please select a change type above to add details.');
  await next(page).click();
  await expect(summaryLinks(page)).toHaveText(['Please add at least one change request']);
  await addChange(page, 'Add Vehicle');
  await card(page, 'Add Vehicle').getByRole('textbox', { name: 'Year/Make/Model' }).fill('Toyota Camry');
  await addChange(page, 'Add Driver');
  await card(page, 'Add Driver').getByRole('button', { name: 'Remove Add Driver' }).click();
  await expect(card(page, 'Add Driver')).toHaveCount(0);
  await addChange(page, 'Update Address');
  const address = card(page, 'Update Address');
  await address.getByRole('textbox', { name: 'Garaging Street Address' }).fill('12 Harbor Way');
  await address.getByRole('textbox', { name: 'City', exact: true }).fill('Tampa');
  await choose(page, 'State', 'FL - Florida');
  await address.getByRole('textbox', { name: 'ZIP Code', exact: true }).fill('33602');
  await address.getByRole('checkbox', { name: 'Mailing address is the same as the garaging address' }).uncheck();
  await next(page).click();
  await expect(summaryLinks(page)).toHaveText([
    'Please include a valid year (example: 2023 Toyota Camry)',
    'Mailing street is required when different',
    'Mailing city is required when different',
    'Mailing state is required when different',
    'Mailing ZIP code is required when different',
  ]);
  await card(page, 'Add Vehicle').getByRole('textbox', { name: 'Year/Make/Model' }).fill('2023 Toyota Camry');
  await address.getByRole('textbox', { name: 'Mailing Street' }).fill('PO Box 44');
  await address.getByRole('textbox', { name: 'Mailing City' }).fill('Tampa');
  await choose(page, 'Mailing State', 'FL - Florida');
  await address.getByRole('textbox', { name: 'Mailing ZIP Code' }).fill('33601');
  await expectHelpButtonClearOfFields(page);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page, testInfo, 'changes step');
  await snapshot(page, testInfo, 'auto-changes');
  await next(page).click();

  // Step 3: documents, none required.
  await expect(stepHeading(page, 'Documents')).toBeFocused();
  await choose(page, 'Document Type', 'Vehicle Registration (required)');
  await page.locator('input[type="file"]').setInputFiles({ name: 'registration.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
  await expect(page.getByTestId('document-list')).toContainText('registration.pdf');
  await next(page).click();

  // Step 4: today's dates filled in; the signature.
  await expect(stepHeading(page, 'Review and Submit')).toBeFocused();
  await expect(page.getByLabel('Effective Date')).toHaveValue(todayInEastern());
  const review = page.getByTestId('review-list');
  await expect(review).toContainText('Year/Make/Model: 2023 Toyota Camry');
  await expect(review).toContainText('Mailing Street: PO Box 44');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(summaryLinks(page)).toHaveText(['Electronic signature is required']);
  await page.getByRole('textbox', { name: 'Electronic Signature' }).fill('Jordan Lee');
  await expectNoSeriousA11yViolations(page, testInfo, 'review step');
  await page.getByRole('button', { name: 'Submit Request' }).click();

  const success = page.getByTestId('success-screen');
  await expect(success.getByRole('heading', { name: 'Request Submitted' })).toBeFocused();
  const reference = (await success.getByText(/^AC-[0-9A-Z]{8}$/).textContent())!.trim();
  await waitForRow('SELECT * FROM auto_change_requests WHERE reference_number = ?', reference);
  const items = queryAll<{ change_type: string; details: string }>(
    'SELECT change_type, details FROM auto_change_items WHERE reference_number = ? ORDER BY position',
    reference,
  );
  expect(items.map((item) => item.change_type)).toEqual(['addVehicle', 'updateAddress']);
  expect(JSON.parse(items[1]!.details)).toMatchObject({ street: '12 Harbor Way', mailingSameAsGaraging: false, mailingZip: '33601' });
  await expectNoHorizontalOverflow(page);
  await snapshot(page, testInfo, 'auto-success');
});

test('the old simple-auto address leads to the auto form', async ({ page }) => {
  await page.goto('/customerservice/policy-changes/simple-auto');
  await expect(page).toHaveURL(/\/customerservice\/policy-changes\/auto$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Auto Policy Change Request' })).toBeVisible();
});

/** Each kind of change with its required answers, as a person fills its card. */
const EVERY_CHANGE: [title: string, fill: (card: ReturnType<Page['getByRole']>, page: Page) => Promise<void>][] = [
  ['Add Vehicle', (c) => c.getByRole('textbox', { name: 'Year/Make/Model' }).fill('2022 Honda Civic')],
  [
    'Remove Vehicle',
    async (c) => {
      await c.getByRole('textbox', { name: 'Vehicle (Year/Make/Model or VIN)' }).fill('2015 Ford Focus');
      await c.getByLabel('Removal Date').fill(todayInEastern());
    },
  ],
  [
    'Replace Vehicle',
    async (c) => {
      await c.getByRole('textbox', { name: 'Vehicle to Remove (Year/Make/Model or VIN)' }).fill('2012 Honda Fit');
      await c.getByRole('textbox', { name: 'New Vehicle Year/Make/Model' }).fill('2024 Honda HR-V');
    },
  ],
  [
    'Add Driver',
    async (c) => {
      await c.getByRole('textbox', { name: 'First Name' }).fill('Sam');
      await c.getByRole('textbox', { name: 'Last Name' }).fill('Lee');
      await c.getByLabel('Date of Birth').fill('2005-06-01');
      await c.getByRole('textbox', { name: 'License Number' }).fill('D1234567');
      await c.getByRole('textbox', { name: 'License State' }).fill('fl');
    },
  ],
  ['Remove Driver', (c) => c.getByRole('textbox', { name: "Driver's Full Name" }).fill('Pat Lee')],
  [
    'Update Address',
    async (c, page) => {
      await c.getByRole('textbox', { name: 'Garaging Street Address' }).fill('12 Harbor Way');
      await c.getByRole('textbox', { name: 'City', exact: true }).fill('Tampa');
      await choose(page, 'State', 'FL - Florida');
      await c.getByRole('textbox', { name: 'ZIP Code', exact: true }).fill('33602');
    },
  ],
  ['Update Coverages', (c) => c.getByRole('textbox', { name: 'Coverage Changes' }).fill('Raise liability to 100/300.')],
  [
    'Update Lienholder',
    async (c) => {
      await c.getByRole('textbox', { name: 'Lienholder Name' }).fill('First Federal Auto');
      await c.getByRole('textbox', { name: 'Loan/Account Number' }).fill('AL-5521');
      await c.getByRole('textbox', { name: 'Lienholder Address' }).fill('PO Box 9, Orlando, FL 32801');
    },
  ],
  [
    'Other Request',
    async (c) => {
      await c.getByRole('textbox', { name: 'Request Type' }).fill('Name correction');
      await c.getByRole('textbox', { name: 'Request Details' }).fill('My middle initial is missing.');
    },
  ],
];

test('every kind of change in one request, with the draft resumed midway, is stored change by change', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const policy = `aa-${uniqueTag(testInfo)}`.slice(0, 40);
  await page.goto('/customerservice/policy-changes/auto');
  await page.getByRole('textbox', { name: 'Policy Number' }).fill(policy);
  await page.getByRole('textbox', { name: 'Email' }).fill('jordan.lee@example.com');
  await page.getByRole('textbox', { name: 'Policyholder Name' }).fill('Jordan Lee');
  await next(page).click();
  for (const [title] of EVERY_CHANGE) await addChange(page, title === 'Other Request' ? 'Other Request' : title);
  await expect(page.getByTestId('change-card')).toHaveCount(EVERY_CHANGE.length);
  for (const [title, fill] of EVERY_CHANGE) await fill(card(page, title), page);

  // Leaving and coming back offers the draft; Continue brings every card back with its answers.
  await comeBackToDraftLater(page, 'My middle initial is missing.');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 'Request Changes')).toBeVisible();
  await expect(page.getByTestId('change-card')).toHaveCount(EVERY_CHANGE.length);
  await expect(card(page, 'Update Lienholder').getByRole('textbox', { name: 'Lienholder Name' })).toHaveValue('First Federal Auto');
  await next(page).click();
  await next(page).click();
  await page.getByRole('textbox', { name: 'Electronic Signature' }).fill('Jordan Lee');
  await page.getByRole('button', { name: 'Submit Request' }).click();

  const success = page.getByTestId('success-screen');
  const reference = (await success.getByText(/^AC-[0-9A-Z]{8}$/).textContent())!.trim();
  await waitForRow('SELECT * FROM auto_change_requests WHERE reference_number = ?', reference);
  const items = queryAll<{ change_type: string; details: string }>(
    'SELECT change_type, details FROM auto_change_items WHERE reference_number = ? ORDER BY position',
    reference,
  );
  expect(items.map((item) => item.change_type)).toEqual([
    'addVehicle',
    'removeVehicle',
    'replaceVehicle',
    'addDriver',
    'removeDriver',
    'updateAddress',
    'updateCoverages',
    'updateLienholder',
    'other',
  ]);
  expect(JSON.parse(items[3]!.details)).toMatchObject({ dob: '2005-06-01', licenseState: 'FL' });
});
