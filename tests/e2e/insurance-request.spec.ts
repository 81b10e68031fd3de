/**
 * Seed 001 §2, §5, §7, §8: a lender requests evidence of insurance with the borrower's authorization form:
 * validation on blur and on submit, the upload judged by its content on the server, the stored request and
 * file, the success screen, inline 422 and 413 errors, the other failures' words, Cancel; the e-mailed
 * receipt, built by the server, to the address given or once to another with the submission's receipt
 * token; axe on each state.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { pdfBytes, PNG_BYTES, TEXT_BYTES } from '../support/document-fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { sqliteFile, waitForRow, queryOne } from './support/db';
import { expect, expectHelpButtonClearOfFields, expectNoHorizontalOverflow, snapshot, test, uniqueTag } from './support/test';

const PAGE = '/customerservice/lender-requests/proof-of-insurance';
const WORDS = {
  heading: 'Request Evidence of Insurance',
  // What a proof request needs (the lender pages' own reminder speaks of changes).
  reminder: "Important: To receive proof of insurance for a borrower's policy, upload the borrower's signed authorization.",
  typeNotSupported: 'File type not supported. Please upload a supported file type.',
  documentRequired: 'Uploading the document is required.',
  unableToProcess: "We're unable to process your request at this time. Please try again later.",
  noResponse: "We're experiencing technical difficulties. Please check your internet connection or try again later.",
  otherAddressRefused: 'A receipt can only be sent to the email address given on the form.',
};

type RequestRow = {
  reference_number: string;
  borrower_name: string;
  property_address: string;
  loan_number: string;
  mortgagee_clause: string;
  first_name: string;
  email: string;
  phone_number: string;
  fax_number: string;
  policy_number: string;
  authorization_upload_id: number;
};
type UploadRow = { stored_name: string; original_name: string; mime_type: string; size_bytes: number };

const form = (page: Page) => ({
  // Whose details each field asks for: the borrower's policy, then the lender's own.
  policyNumber: page.getByRole('textbox', { name: 'Policy Number' }),
  borrowerName: page.getByRole('textbox', { name: "Borrower's Full Name" }),
  propertyAddress: page.getByRole('textbox', { name: 'Insured Property Address' }),
  loanNumber: page.getByRole('textbox', { name: 'Loan Number (optional)' }),
  mortgageeClause: page.getByRole('textbox', { name: 'Mortgagee Clause to Show on the Evidence (optional)' }),
  firstName: page.getByRole('textbox', { name: 'Your First Name' }),
  lastName: page.getByRole('textbox', { name: 'Your Last Name' }),
  email: page.getByRole('textbox', { name: 'Your Email' }),
  phone: page.getByRole('textbox', { name: 'Your Phone Number' }),
  fax: page.getByRole('textbox', { name: 'Your Fax Number (optional)' }),
  chooseFile: page.getByRole('button', { name: "Borrower's Authorization Form Choose a file" }),
  fileInput: page.locator('input[type="file"]'),
  submit: page.getByRole('button', { name: 'Submit Request' }),
  cancel: page.getByRole('button', { name: 'Cancel' }),
  field: (label: string) => page.getByRole('textbox', { name: label }),
});

/** The message shown under a field (Mantine links it with aria-describedby). */
const expectFieldError = (locator: ReturnType<typeof form>['firstName'], message: string) =>
  expect(locator).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

async function fillValidRequest(page: Page, policy: string) {
  const f = form(page);
  await f.firstName.fill('Lena');
  await f.lastName.fill('Banks');
  await f.email.fill('lena.banks@lender.example');
  await f.phone.pressSequentially('5551234567');
  await f.policyNumber.fill(policy);
  await f.borrowerName.fill('Sam Rivera');
  await f.propertyAddress.fill('12 Harbor Lane, Sarasota, FL 34236');
}

test('a lender sends a request with the authorization form and sees it stored with its reference', async ({ page }, testInfo) => {
  test.setTimeout(60_000); // axe runs three times
  const f = form(page);
  const policy = `ho3-${uniqueTag(testInfo)}`.slice(0, 50);

  // From the Lender Requests menu, as a lender would come.
  await page.goto('/customerservice/lender-requests');
  await page.getByRole('link', { name: /Request Proof of Insurance/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: WORDS.heading })).toBeVisible();
  await expect(page.getByText(WORDS.reminder)).toBeVisible();
  await expect(page.locator('[data-portal-type="lender"]')).toHaveCount(1);
  await expectNoHorizontalOverflow(page);
  await expectHelpButtonClearOfFields(page);
  await expectNoSeriousA11yViolations(page, testInfo, 'empty form');

  // Submitting empty: every field's message beside it, and the keyboard on the first.
  await f.submit.click();
  await expectFieldError(f.firstName, 'First name is required');
  await expectFieldError(f.lastName, 'Last name is required');
  await expectFieldError(f.email, 'Email is required');
  await expectFieldError(f.phone, 'Phone number is required');
  await expectFieldError(f.policyNumber, 'Policy number is required');
  await expectFieldError(f.borrowerName, "Borrower's name is required");
  await expectFieldError(f.propertyAddress, 'Property address is required');
  await expect(f.chooseFile).toHaveAccessibleDescription(new RegExp(WORDS.documentRequired.replace('.', '\\.')));
  await expect(f.fax).not.toHaveAttribute('aria-invalid', 'true');
  // The error summary takes the keyboard and lists every message in the order of the fields; its links lead to them.
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'Policy number is required',
    "Borrower's name is required",
    'Property address is required',
    'First name is required',
    'Last name is required',
    'Email is required',
    'Phone number is required',
    WORDS.documentRequired,
  ]);
  await summary.getByRole('link', { name: WORDS.documentRequired }).click();
  await expect(f.chooseFile).toBeFocused();
  await summary.getByRole('link', { name: 'First name is required' }).click();
  await expect(f.firstName).toBeFocused();
  // ...and in sight: not under the site's sticky header.
  const siteHeader = await page.getByRole('banner').first().boundingBox();
  expect((await f.firstName.boundingBox())?.y).toBeGreaterThanOrEqual((siteHeader?.y ?? 0) + (siteHeader?.height ?? 0));
  await expect(page.getByRole('alert').filter({ hasText: 'Your request was not sent' })).toHaveCount(0);
  await snapshot(page, testInfo, 'insurance-request-errors');
  await expectNoSeriousA11yViolations(page, testInfo, 'errors');

  // Checked again on blur, with the contract's words.
  await f.email.fill('lena@');
  await f.email.blur();
  await expectFieldError(f.email, 'Must be a valid email');

  // Filled in: the phone takes the mask, the policy number shows in capitals.
  await fillValidRequest(page, policy);
  await expect(f.phone).toHaveValue('(555) 123-4567');
  await expect(f.policyNumber).toHaveValue(policy.toUpperCase());
  await f.fax.pressSequentially('5550102030');
  await expect(f.fax).toHaveValue('(555) 010-2030');
  await f.loanNumber.fill('LN-99812');
  await f.mortgageeClause.fill('First Federal Bank, its successors and/or assigns, ATIMA');

  // A file of another type is refused in the page, with the spec's words.
  await f.fileInput.setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
  await expect(page.getByText(WORDS.typeNotSupported)).toBeVisible();

  // From the keyboard: the uploader's button opens the file dialog. A PNG named .pdf: the browser lets it
  // through by its name; the server keeps it as the PNG it is.
  const chooser = page.waitForEvent('filechooser');
  await f.chooseFile.focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'authorization.pdf', mimeType: 'application/pdf', buffer: PNG_BYTES });
  await expect(page.getByText('authorization.pdf')).toBeVisible();
  await expect(page.getByText(`${PNG_BYTES.length} Bytes`)).toBeVisible();
  await expect(page.getByText(WORDS.typeNotSupported)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove authorization.pdf' })).toBeVisible();

  await f.submit.click();
  const success = page.getByTestId('success-screen');
  await expect(success.getByRole('heading', { name: 'Request Submitted' })).toBeFocused();
  const reference = (await success.getByText(/^EOI-[0-9A-Z]{8}$/).textContent())!.trim();
  await expect(success.getByTestId('success-details')).toContainText(policy.toUpperCase());
  await expect(success.getByTestId('success-details')).toContainText('authorization.pdf');
  await expect(success).toContainText('We send the evidence of insurance to lena.banks@lender.example or by fax to (555) 010-2030.');

  const stored = await waitForRow<RequestRow>('SELECT * FROM insurance_requests WHERE reference_number = ?', reference);
  expect(stored).toMatchObject({
    first_name: 'Lena',
    email: 'lena.banks@lender.example',
    phone_number: '5551234567',
    fax_number: '5550102030',
    policy_number: policy.toUpperCase(),
    borrower_name: 'Sam Rivera',
    property_address: '12 Harbor Lane, Sarasota, FL 34236',
    loan_number: 'LN-99812',
    mortgagee_clause: 'First Federal Bank, its successors and/or assigns, ATIMA',
  });
  const upload = queryOne<UploadRow>('SELECT * FROM uploads WHERE id = ?', stored.authorization_upload_id)!;
  expect(upload).toMatchObject({ original_name: 'authorization.pdf', mime_type: 'image/png', size_bytes: PNG_BYTES.length });
  const file = path.join(path.dirname(sqliteFile()), 'uploads', upload.stored_name);
  expect(readFileSync(file)).toEqual(PNG_BYTES);

  await expectNoHorizontalOverflow(page);
  await snapshot(page, testInfo, 'insurance-request-success');
  await expectNoSeriousA11yViolations(page, testInfo, 'success');

  // The e-mailed receipt, to the lender's address by default, queued in the outbox: built by the server from
  // what it stored (the page sends no details).
  const receiptPart = success.getByRole('region', { name: 'Email a receipt' });
  await expect(receiptPart.getByRole('textbox', { name: 'Email address' })).toHaveValue('lena.banks@lender.example');
  await snapshot(receiptPart, testInfo, 'insurance-request-receipt-form');
  const sent = page.waitForRequest('**/api/send-receipt');
  await success.getByRole('button', { name: 'Send Receipt' }).click();
  expect(Object.keys((await sent).postDataJSON()).sort()).toEqual(['email', 'receipt_token', 'reference_number']);
  await expect(success.getByTestId('receipt-sent')).toContainText('Receipt sent to lena.banks@lender.example');
  await snapshot(receiptPart, testInfo, 'insurance-request-receipt-sent');
  const receipt = await waitForRow<{ recipient: string; text_body: string }>(
    "SELECT recipient, text_body FROM mail_outbox WHERE kind = 'receipt' AND text_body LIKE ?",
    `%${reference}%`,
  );
  expect(receipt.recipient).toBe('lena.banks@lender.example');
  expect(receipt.text_body).toContain(`Policy Number: ${policy.toUpperCase()}`);
  expect(receipt.text_body).toContain('Fax Number: (555) 010-2030');
  expect(receipt.text_body).toContain(`Authorization Form: authorization.pdf (${PNG_BYTES.length} Bytes)`);

  await success.getByRole('link', { name: 'Back to Lender Requests' }).click();
  await expect(page).toHaveURL(/\/customerservice\/lender-requests$/);
});

test("a receipt goes to a second address only with the submission's one-time token; without it the server's refusal shows at the field", async ({
  page,
}, testInfo) => {
  const f = form(page);
  const policy = `rc-${uniqueTag(testInfo)}`.slice(0, 50);
  // An address of this attempt only: two mails a day reach one address, and a retry must not be the third.
  const assistant = `assistant.${uniqueTag(testInfo)}@lender.example`.toLowerCase();
  await page.goto(PAGE);
  await fillValidRequest(page, policy);
  await f.fileInput.setInputFiles({ name: 'authorization.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
  await f.submit.click();
  const success = page.getByTestId('success-screen');
  await expect(success.getByRole('heading', { name: 'Request Submitted' })).toBeFocused();
  const reference = (await success.getByText(/^EOI-[0-9A-Z]{8}$/).textContent())!.trim();
  const receiptPart = success.getByRole('region', { name: 'Email a receipt' });
  const address = receiptPart.getByRole('textbox', { name: 'Email address' });
  await address.fill(assistant);

  // A page without the token (what the finding's sender had): the server refuses the other address, and says
  // why at the field, not with the generic failure.
  await page.route('**/api/send-receipt', async (route) => {
    const { receipt_token: _token, ...body } = route.request().postDataJSON();
    await route.continue({ postData: JSON.stringify(body) });
  });
  await receiptPart.getByRole('button', { name: 'Send Receipt' }).click();
  await expectFieldError(address, WORDS.otherAddressRefused);
  await expect(address).toBeFocused();
  await expect(receiptPart.getByTestId('receipt-failed')).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await snapshot(receiptPart, testInfo, 'insurance-request-receipt-refused');
  await expectNoSeriousA11yViolations(page, testInfo, 'receipt refused');

  // The page's own token: sent, once.
  await page.unroute('**/api/send-receipt');
  await receiptPart.getByRole('button', { name: 'Send Receipt' }).click();
  await expect(success.getByTestId('receipt-sent')).toContainText(`Receipt sent to ${assistant}`);
  const receipt = await waitForRow<{ recipient: string; text_body: string }>(
    "SELECT recipient, text_body FROM mail_outbox WHERE kind = 'receipt' AND text_body LIKE ?",
    `%${reference}%`,
  );
  expect(receipt.recipient).toBe(assistant);
  expect(receipt.text_body).toContain(`Policy Number: ${policy.toUpperCase()}`);
  expect(queryOne<{ used: number }>('SELECT COUNT(*) AS used FROM receipt_tokens WHERE reference_number = ? AND used_at IS NOT NULL', reference)).toEqual({
    used: 1,
  });
});

test("the server's refusals show beside their fields, other failures in the spec's words, and Cancel leaves", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const f = form(page);
  const policy = `err-${uniqueTag(testInfo)}`.slice(0, 50);
  await page.goto(PAGE);
  await fillValidRequest(page, policy);

  // A text file named .pdf passes the browser's check by its name; the server reads its content and refuses it.
  await f.fileInput.setInputFiles({ name: 'authorization.pdf', mimeType: 'application/pdf', buffer: TEXT_BYTES });
  await f.submit.click();
  const removeFile = page.getByRole('button', { name: 'Remove authorization.pdf' });
  await expectFieldError(removeFile, WORDS.typeNotSupported);
  await expect(page.getByTestId('error-summary').getByRole('link', { name: WORDS.typeNotSupported })).toBeVisible();
  await expect(page.getByTestId('submission-error')).toHaveCount(0);
  await expect(f.submit).toBeEnabled();
  expect(queryOne('SELECT 1 FROM insurance_requests WHERE policy_number = ?', policy.toUpperCase())).toBeUndefined();

  // A 413 from the server: its size message at the document field.
  await removeFile.click();
  await f.fileInput.setInputFiles({ name: 'authorization.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
  const tooLarge = 'The file is too large. Please upload a file of at most 15 MB.';
  await page.route('**/api/submit-insurance-request', (route) =>
    route.fulfill({
      status: 413,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'The file in "document" is larger than the 15 MB allowed.', errors: { document: [tooLarge] } }),
    }),
  );
  await f.submit.click();
  await expectFieldError(removeFile, tooLarge);

  // Another error response, then no response at all.
  await page.unroute('**/api/submit-insurance-request');
  await page.route('**/api/submit-insurance-request', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'An unexpected error occurred.' }) }),
  );
  await f.submit.click();
  await expect(page.getByTestId('submission-error')).toContainText(WORDS.unableToProcess);
  await expectNoSeriousA11yViolations(page, testInfo, 'submission failure');

  await page.unroute('**/api/submit-insurance-request');
  await page.route('**/api/submit-insurance-request', (route) => route.abort('connectionrefused'));
  await f.submit.click();
  await expect(page.getByTestId('submission-error')).toContainText(WORDS.noResponse);

  // The same request, sent again once the server answers: stored once.
  await page.unroute('**/api/submit-insurance-request');
  await f.submit.click();
  await expect(page.getByTestId('success-screen')).toBeVisible();
  const rows = await waitForRow<{ n: number }>('SELECT COUNT(*) AS n FROM insurance_requests WHERE policy_number = ?', policy.toUpperCase());
  expect(rows.n).toBe(1);
  expect(existsSync(path.join(path.dirname(sqliteFile()), 'uploads'))).toBe(true);

  // Cancel: back to the page before, or to customer service when there is none.
  await page.goto(PAGE);
  await form(page).cancel.click();
  await expect(page).toHaveURL(/\/customerservice$/);
  await page.goto('/customerservice/lender-requests');
  await page.getByRole('link', { name: /Request Proof of Insurance/ }).click();
  await form(page).cancel.click();
  await expect(page).toHaveURL(/\/customerservice\/lender-requests$/);
});
