/**
 * Seed 002 home policy change, as a person uses it: the policyholder's form from the menu card (changes
 * ticked, sliders, sections and their messages, documents with a preview, review, signature, success) with a
 * draft resumed midway, and the lender's coverage change, whose documents must include the authorization
 * and whose refused document comes back at its entry. Axe on each step.
 */
import type { Page } from '@playwright/test';
import { pdfBytes, PNG_BYTES, TEXT_BYTES, zipBytes } from '../support/document-fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { choose, fillContact, next, stepHeading, summaryLinks, todayInEastern } from './support/change-forms';
import { queryAll, waitForRow } from './support/db';
import { comeBackToDraftLater } from './support/drafts';
import { expect, expectHelpButtonClearOfFields, expectNoHorizontalOverflow, snapshot, test, uniqueTag } from './support/test';

const checkbox = (page: Page, name: string) => page.getByRole('checkbox', { name });
const slider = (page: Page, name: string) => page.getByRole('slider', { name });

async function addDocument(page: Page, type: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await choose(page, 'Document Type', type);
  await page.locator('input[type="file"]').setInputFiles(file);
}

async function sign(page: Page) {
  await page.getByLabel('Effective Date').fill(todayInEastern());
  await page.getByRole('textbox', { name: 'Electronic Signature' }).fill('Jordan Lee');
}

test('a policyholder raises the dwelling limit and adds an insured, with a photo, and sees the request stored', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const policy = `hc-${uniqueTag(testInfo)}`.slice(0, 40);
  const email = `jordan.${policy}@example.com`;
  await page.goto('/customerservice/policy-changes');
  await page.getByRole('link', { name: /Home Insurance Changes/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home Policy Change Request' })).toBeVisible();
  await expect(page.locator('[data-portal-type="customer"]').first()).toBeAttached();
  await fillContact(page, policy, email);
  await next(page).click();

  // Step 2: at least one change; ticking sets the default amounts; a ticked section's messages.
  await expect(stepHeading(page, 'Request Changes')).toBeFocused();
  await next(page).click();
  await expect(summaryLinks(page)).toHaveText(['Please select at least one change']);
  await checkbox(page, 'Update Coverages/Deductible').check();
  await expect(slider(page, 'Dwelling (Coverage A)')).toHaveAttribute('aria-valuenow', '300000');
  await expect(slider(page, 'Personal Property (Coverage C)')).toHaveAttribute('aria-valuenow', '150000');
  await expect(slider(page, 'Deductible')).toHaveAttribute('aria-valuenow', '2000');
  await slider(page, 'Dwelling (Coverage A)').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slider(page, 'Dwelling (Coverage A)')).toHaveAttribute('aria-valuenow', '320000');
  await checkbox(page, 'Add Insured').check();
  await next(page).click();
  await expect(summaryLinks(page)).toHaveText(['First name is required', 'Last name is required']);
  await expect(page.getByRole('alert').filter({ hasText: 'Please correct errors in the highlighted sections' })).toBeVisible();
  const addSection = page.getByRole('region', { name: 'Add Insured' });
  await addSection.getByRole('textbox', { name: 'First Name' }).fill('Casey');
  await addSection.getByRole('textbox', { name: 'Last Name' }).fill('Lee');
  // Unticking clears the section; ticking again starts it empty.
  await checkbox(page, 'Add Insured').uncheck();
  await checkbox(page, 'Add Insured').check();
  await expect(addSection.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
  await addSection.getByRole('textbox', { name: 'First Name' }).fill('Casey');
  await addSection.getByRole('textbox', { name: 'Last Name' }).fill('Lee');
  await expectHelpButtonClearOfFields(page);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page, testInfo, 'changes step');
  await snapshot(page, testInfo, 'home-changes-step');

  // A draft is kept: leaving and coming back offers it, and Continue resumes at step 2 with the amounts.
  await comeBackToDraftLater(page, 'Casey');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 'Request Changes')).toBeVisible();
  await expect(slider(page, 'Dwelling (Coverage A)')).toHaveAttribute('aria-valuenow', '320000');
  await expect(page.getByRole('region', { name: 'Add Insured' }).getByRole('textbox', { name: 'Last Name' })).toHaveValue('Lee');
  await next(page).click();

  // Step 3: documents are optional for a policyholder; a file that is not a document is refused at once.
  await expect(stepHeading(page, 'Documents')).toBeFocused();
  await addDocument(page, 'ID Verification', { name: 'license.pdf', mimeType: 'application/pdf', buffer: TEXT_BYTES });
  await expect(page.getByText('File type not supported. Please upload a supported file type.')).toBeVisible();
  await addDocument(page, 'Property Photos', { name: 'roof.png', mimeType: 'image/png', buffer: PNG_BYTES });
  const list = page.getByTestId('document-list');
  await expect(list.getByTestId('document-preview')).toHaveAttribute('alt', 'Preview of roof.png');
  await list.getByRole('textbox', { name: 'Document Description (optional)' }).fill('New roof, March');
  await addDocument(page, 'Proof of Ownership', { name: 'deed.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
  // A new file of a type replaces the earlier one.
  await addDocument(page, 'Proof of Ownership', { name: 'deed-2025.pdf', mimeType: 'application/pdf', buffer: pdfBytes('2025') });
  await expect(list.getByText('deed-2025.pdf')).toBeVisible();
  await expect(list.getByText('deed.pdf', { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, testInfo, 'documents step');
  await snapshot(page, testInfo, 'home-documents-step');
  await next(page).click();

  // Step 4: review, acknowledgements, signature; the messages of the final step.
  await expect(stepHeading(page, 'Review and Submit')).toBeFocused();
  const review = page.getByTestId('review-list');
  await expect(review).toContainText('Update Coverages/Deductible, Add Insured');
  await expect(review).toContainText('$320,000');
  await expect(review).toContainText('Casey Lee');
  await expect(review).toContainText('Property Photos: roof.png');
  await expect(page.getByLabel('Signature Date')).toHaveValue(todayInEastern());
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByTestId('error-summary')).toContainText('Please correct the following errors');
  await expect(summaryLinks(page)).toHaveText(['Effective date is required', 'Electronic signature is required']);
  await sign(page);
  await expectNoSeriousA11yViolations(page, testInfo, 'review step');
  await snapshot(page, testInfo, 'home-review-step');
  await page.getByRole('button', { name: 'Submit Request' }).click();

  const success = page.getByTestId('success-screen');
  await expect(success.getByRole('heading', { name: 'Request Submitted Successfully!' })).toBeFocused();
  const reference = (await success.getByText(/^HC-[0-9A-Z]{8}$/).textContent())!.trim();
  await expect(success.getByTestId('success-details')).toContainText(policy.toUpperCase());
  await expect(success.getByTestId('success-details')).toContainText('Submission Date');
  const row = await waitForRow<{ dwelling_amount: number; insured_first_name: string; signature: string; customer_type: string }>(
    'SELECT * FROM home_change_requests WHERE reference_number = ?',
    reference,
  );
  expect(row).toMatchObject({ dwelling_amount: 320_000, insured_first_name: 'Casey', signature: 'Jordan Lee', customer_type: 'customer' });
  expect(queryAll('SELECT document_type, description FROM policy_change_documents WHERE reference_number = ? ORDER BY position', reference)).toEqual([
    { document_type: 'property_photos', description: 'New roof, March' },
    { document_type: 'proof_of_ownership', description: '' },
  ]);
  await expectNoHorizontalOverflow(page);
  await snapshot(page, testInfo, 'home-success');
  await success.getByRole('button', { name: 'Send Receipt' }).click();
  await expect(success.getByTestId('receipt-sent')).toContainText(`Receipt sent to ${email}`);

  // The primary action leads to the request status page with the reference filled in; both factors must match.
  await success.getByRole('link', { name: 'Check Request Status' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?reference=${reference}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Request Status' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Reference Number' })).toHaveValue(reference);
  await page.getByRole('textbox', { name: 'Email' }).fill('someone.else@example.com');
  await page.getByRole('button', { name: 'Check Status' }).click();
  await expect(page.getByRole('status')).toContainText('We could not find a request with that reference number and e-mail address.');
  await page.getByRole('textbox', { name: 'Email' }).fill(email.replace('jordan', 'Jordan')); // any case
  await page.getByRole('button', { name: 'Check Status' }).click();
  const status = page.getByTestId('request-status');
  await expect(status.getByRole('heading', { name: 'Home Policy Change Request' })).toBeFocused();
  await expect(status.getByTestId('request-status-label')).toHaveText('Received');
  await expect(status.getByTestId('review-list')).toContainText('Dwelling (Coverage A)$320,000');
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page, testInfo, 'request status');
  await snapshot(page, testInfo, 'request-status');
});

test("a lender's coverage change needs the borrower's authorization; a refused document returns to its entry", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const policy = `lc-${uniqueTag(testInfo)}`.slice(0, 40);
  await page.goto('/customerservice/lender-requests');
  await page.getByRole('link', { name: /Request Coverage Change/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request Coverage Change' })).toBeVisible();
  await expect(page.locator('[data-portal-type="lender"]').first()).toBeAttached();
  await fillContact(page, policy);
  await next(page).click();
  await checkbox(page, 'Remove Insured').check();
  const removeSection = page.getByRole('region', { name: 'Remove Insured' });
  await removeSection.getByRole('textbox', { name: 'First Name' }).fill('Sam');
  await next(page).click();
  await expect(summaryLinks(page)).toHaveText(['Last name of insured to remove is required']);
  await removeSection.getByRole('textbox', { name: 'Last Name' }).fill('Lee');
  await next(page).click();

  await expect(stepHeading(page, 'Documents')).toBeFocused();
  await next(page).click();
  await expect(summaryLinks(page)).toHaveText(['At least one document is required.']);
  await addDocument(page, 'Declaration Page', { name: 'declarations.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
  await next(page).click();
  await expect(summaryLinks(page)).toHaveText(['Lender Authorization is required.']);
  // A zip named .docx looks like a Word file to the browser; the server reads it and refuses it.
  await addDocument(page, 'Lender Authorization (required)', {
    name: 'authorization.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: zipBytes(),
  });
  await expectNoSeriousA11yViolations(page, testInfo, 'lender documents');
  await snapshot(page, testInfo, 'lender-documents-step');
  await next(page).click();
  await sign(page);
  await page.getByRole('button', { name: 'Submit Request' }).click();

  await expect(stepHeading(page, 'Documents')).toBeVisible();
  await expect(summaryLinks(page)).toHaveText(['File type not supported. Please upload a supported file type.']);
  await summaryLinks(page).first().click();
  await expect(page.getByRole('button', { name: 'Remove Lender Authorization: authorization.docx' })).toBeFocused();
  expect(queryAll('SELECT 1 FROM home_change_requests WHERE policy_number = ?', policy.toUpperCase())).toEqual([]);
  await addDocument(page, 'Lender Authorization (required)', { name: 'authorization.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
  await next(page).click();
  await page.getByRole('button', { name: 'Submit Request' }).click();

  const success = page.getByTestId('success-screen');
  await expect(success.getByRole('heading', { name: 'Request Submitted Successfully!' })).toBeVisible();
  const reference = (await success.getByText(/^HC-[0-9A-Z]{8}$/).textContent())!.trim();
  await waitForRow('SELECT * FROM home_change_requests WHERE reference_number = ?', reference);
  expect(queryAll('SELECT document_type FROM policy_change_documents WHERE reference_number = ? ORDER BY position', reference)).toEqual([
    { document_type: 'declaration_page' },
    { document_type: 'lender_authorization' },
  ]);
  await expect(success.getByRole('link', { name: 'Back to Lender Requests' })).toBeVisible();
});
