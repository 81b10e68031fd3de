/**
 * Seed 001 §2, §4, §5, §8 "Document management": the choice (Next needs one), the two forms as real PDFs,
 * the upload path's policy information and document with every message, the upload stored and the agency
 * told through the outbox, the success screen with the confirmation's address, Done back to customer
 * service, the failure words, and the 'incomplete form' draft banner.
 */
import { PDFDocument } from 'pdf-lib';
import type { Page } from '@playwright/test';
import { onePagePdfBytes } from '../support/document-fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { queryAll, waitForRow } from './support/db';
import { comeBackToDraftLater } from './support/drafts';
import { stepHeading } from './support/change-forms';
import { expect, expectNoHorizontalOverflow, snapshot, test, compactTag, chooseFile } from './support/test';

const PAGE = '/customerservice/document-management';
const next = (page: Page) => page.getByRole('button', { name: 'Next' });

async function fillPolicyInformation(page: Page, tag: string) {
  await page.getByRole('textbox', { name: 'First Name' }).fill('Grace');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Hopper');
  await page.getByRole('textbox', { name: 'Policy Number' }).fill(`ho-${tag}`.slice(0, 40));
  const phone = page.getByRole('textbox', { name: 'Phone Number' });
  // As a person would: select what is there and delete it (a programmatic clear leaves the mask's '(55').
  await phone.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await phone.pressSequentially('5551234567');
  await page.getByRole('textbox', { name: 'Email' }).fill(`grace.${tag}@example.com`);
}

test('Next needs a choice; Download Forms lists the two forms as real PDFs; Back returns to customer service', async ({ page }, testInfo) => {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Document Management' })).toBeVisible();
  await next(page).click();
  await expect(page.getByText('Please select an option to continue').first()).toBeVisible();
  await page.getByText('Download Forms').click();
  await next(page).click();
  await expect(stepHeading(page, 'Available Forms')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expect(page.getByText('Flood Affirmation Form')).toBeVisible();
  await expect(page.getByText('Policyholder Affirmation Form regarding primary residence')).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'available-forms');
  await expectNoHorizontalOverflow(page);
  await snapshot(page, testInfo, 'available-forms');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF: Flood Affirmation Form' }).click();
  const file = await (await download).path();
  const pdf = await PDFDocument.load(await import('node:fs').then((fs) => fs.readFileSync(file)));
  expect(pdf.getTitle()).toBe('Flood Affirmation Form');
  expect(
    pdf
      .getForm()
      .getFields()
      .map((field) => field.getName()),
  ).toEqual(expect.arrayContaining(['policyNumber', 'signature', 'hasFlood']));

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeading(page, 'Choose an Option')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/customerservice$/);
});

test('a policyholder uploads a document with a message; it is stored, the agency told, the confirmation address shown; Done leads back', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000); // three steps, each of their checks, an upload and two axe runs: 30 s alone on a slow machine
  const tag = compactTag(testInfo);
  await page.goto(PAGE);
  await page.getByText('Upload Documents').click();
  await next(page).click();
  await expect(stepHeading(page, 'Policy Information')).toBeVisible();
  await next(page).click();
  for (const message of ['First name is required', 'Last name is required', 'Policy number is required', 'Phone number is required', 'Email is required']) {
    await expect(page.getByTestId('error-summary').getByText(message)).toBeVisible();
  }
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('555');
  await page.getByRole('textbox', { name: 'Email' }).fill('grace@');
  await next(page).click();
  await expect(page.getByTestId('error-summary').getByText('Please enter a valid phone number')).toBeVisible();
  await expect(page.getByTestId('error-summary').getByText('Please enter a valid email address')).toBeVisible();
  await fillPolicyInformation(page, tag);
  await next(page).click();
  await expect(stepHeading(page, 'Upload Document')).toBeVisible();
  await page.getByRole('button', { name: 'Upload Document', exact: true }).click();
  await expect(page.getByTestId('error-summary').getByText('Please select a file to upload')).toBeVisible();
  await expect(page.getByTestId('error-summary').getByText('Please provide a message')).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'upload-step-errors');

  await chooseFile(page, { name: 'declarations.pdf', mimeType: 'application/pdf', buffer: onePagePdfBytes('Flood declarations') });
  await page.getByRole('textbox', { name: 'Message' }).fill('My flood declarations page, as asked in the letter.');
  await page.getByRole('button', { name: 'Upload Document', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Document Uploaded Successfully' })).toBeVisible();
  await expect(page.getByText(`We sent a confirmation to grace.${tag}@example.com.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'uploaded');
  await snapshot(page, testInfo, 'uploaded');

  const stored = await waitForRow<{ reference_number: string; policy_number: string; phone_number: string; message: string; original_name: string }>(
    `SELECT d.reference_number, d.policy_number, d.phone_number, d.message, u.original_name FROM document_uploads d JOIN uploads u ON u.id = d.upload_id WHERE d.email = ?`,
    `grace.${tag}@example.com`,
  );
  expect(stored).toMatchObject({ policy_number: `HO-${tag}`.toUpperCase().slice(0, 40), phone_number: '5551234567', original_name: 'declarations.pdf' });
  const mail = queryAll<{ kind: string; recipient: string; text_body: string }>(
    `SELECT kind, recipient, text_body FROM mail_outbox WHERE text_body LIKE ?`,
    `%${stored.reference_number}%`,
  );
  expect(mail.map((item) => item.kind).sort()).toEqual(['confirmation', 'document-upload-notice']);
  const confirmation = mail.find((item) => item.kind === 'confirmation')!;
  expect(confirmation.recipient).toBe(`grace.${tag}@example.com`);
  expect(confirmation.text_body).not.toContain('flood declarations page'); // nothing the sender typed is relayed

  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/customerservice$/);
  await page.goto(PAGE);
  await expect(page.getByRole('radio', { name: /Upload Documents/ })).not.toBeChecked();
});

test('a failed send keeps the person on the form with the spec’s words', async ({ page }, testInfo) => {
  const tag = compactTag(testInfo);
  await page.goto(PAGE);
  await page.getByText('Upload Documents').click();
  await next(page).click();
  await fillPolicyInformation(page, tag);
  await next(page).click();
  await chooseFile(page, { name: 'lease.pdf', mimeType: 'application/pdf', buffer: onePagePdfBytes('Lease') });
  await page.getByRole('textbox', { name: 'Message' }).fill('Lease');
  await page.route('**/api/documents/upload', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  await page.getByRole('button', { name: 'Upload Document', exact: true }).click();
  await expect(page.getByText('Failed to send document via email. Please try again.')).toBeVisible();
  await expect(stepHeading(page, 'Upload Document')).toBeVisible();
});

test('an unfinished upload is offered back: You have an incomplete form from ...', async ({ page }) => {
  await page.goto(PAGE);
  await page.getByText('Upload Documents').click();
  await next(page).click();
  await page.getByRole('textbox', { name: 'First Name' }).fill('Grace');
  await comeBackToDraftLater(page, 'Grace');
  await expect(page.getByText(/You have an incomplete form from/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Grace');
});
