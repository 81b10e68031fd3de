/**
 * Seed 001 §2, §4, §5, §8, §9: the state-insurer guidance and its upload-and-sign flow, end to end: a
 * policyholder uploads a document, gives the policy and signer, signs in our signing page in the frame and
 * sees the completion without reloading (the DocumentSigned event); every message of §5 and §8; the sealed
 * PDF recognised by /verify and refused after a one-byte change; axe on each state.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { onePagePdfBytes, pdfBytes, TEXT_BYTES } from '../support/document-fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { waitForMail } from './support/mailbox';
import { checkStatusOnDashboard } from './support/request-status';
import { queryOne, sqliteFile, waitForRow } from './support/db';
import { expect, expectNoHorizontalOverflow, snapshot, test, compactTag, chooseFile, ALSO_ON_PHONE } from './support/test';

const WORDS = {
  noFile: 'No file selected. Please select a file to upload.',
  typeNotSupported: 'File type not supported. Please upload a supported file type.',
  uploadFailed: 'Failed to upload document. Please try again.',
  completeAll: 'Please complete all fields before requesting a signing link.',
  linkFailed: 'Failed to generate signing link. Please try again.',
  completed: 'Thank you for submitting your document. We will process your request shortly.',
};

const UPLOAD_PAGE = '/customerservice/citizens-upload/proofofresidency';

async function uploadLease(page: Page, name = 'lease.pdf') {
  await chooseFile(page, { name, mimeType: 'application/pdf', buffer: onePagePdfBytes('Residential lease') });
  await page.getByRole('button', { name: 'Upload Document', exact: true }).click();
  // The upload step, completed, keeps the file's name.
  await expect(page.getByText(`Uploaded: ${name}`)).toBeVisible();
}

async function fillSigner(page: Page, tag: string) {
  await page.getByRole('textbox', { name: 'First Name' }).fill('Rosa');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Diaz');
  await page.getByRole('textbox', { name: 'Email' }).fill(`rosa.${tag}@example.com`);
  await page.getByRole('textbox', { name: 'Policy Number' }).fill(`cit-${tag}`.slice(0, 40));
}

test('the guidance explains the three letters with their facts; Get Started leads to each upload flow', async ({ page }, testInfo) => {
  await page.goto('/customerservice/citizens');
  await expect(page.getByRole('heading', { level: 1, name: 'Citizens Policyholder Help' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Letters from Citizens Property Insurance' })).toBeVisible();
  await expect(page.getByText(/no more than 20% above your renewal premium/)).toBeVisible();
  await expect(page.getByText(/more than 48 hours to register your choice/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Get Started/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, testInfo, 'citizens-depopulation');

  await page.getByRole('tab', { name: 'Proof of Residency' }).click();
  await expect(page.getByText(/signed \(executed\) in the past 12 months/)).toBeVisible();
  // Without a lease, the agency's own form: a real PDF.
  const affirmation = page.getByTestId('affirmation-form-link');
  await expect(affirmation).toHaveAttribute('href', '/api/forms/primary-residence-affirmation');
  const form = await page.request.get((await affirmation.getAttribute('href'))!);
  expect(form.headers()['content-type']).toBe('application/pdf');
  await page.getByRole('tab', { name: 'Proof of Flood Coverage' }).click();
  await expect(page.getByText(/January 1, 2024 for properties of \$600,000 or more, and for all properties by 2027/)).toBeVisible();
  await expect(page.getByText(/\$250,000 of dwelling coverage and \$100,000 of personal property/)).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await snapshot(page, testInfo, 'citizens-flood');
  await page.getByRole('link', { name: /Get Started/ }).click();
  await expect(page).toHaveURL(/\/customerservice\/citizens-upload\/floodaffirmation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Flood Coverage Affirmation' })).toBeVisible();

  await page.goBack();
  await page.getByRole('tab', { name: 'Proof of Residency' }).click();
  await page.getByRole('link', { name: /Get Started/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Proof of Residency' })).toBeVisible();
  await page.goto('/customerservice/citizens-upload/something-else');
  await expect(page.getByRole('heading', { level: 1, name: 'Document Upload and Signing' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Customer Service' }).click();
  await expect(page).toHaveURL(/\/customerservice$/);
});

test(
  'a policyholder uploads, signs in the frame and sees the completion without reloading; the sealed PDF is verified',
  { tag: ALSO_ON_PHONE },
  async ({ page }, testInfo) => {
    test.setTimeout(90_000); // five axe runs, a signature, a sealing and the address confirmed
    const tag = compactTag(testInfo);
    // The signing page's messages to the upload page are only logged (seed 001 §4).
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info') logged.push(message.text());
    });
    await page.goto(UPLOAD_PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Proof of Residency' })).toBeVisible();
    await page.getByRole('button', { name: 'Upload Document', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: WORDS.noFile })).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'upload-step');

    await uploadLease(page);
    await page.getByRole('button', { name: 'Request Signing Link' }).click();
    await expect(page.getByRole('alert').filter({ hasText: WORDS.completeAll })).toBeVisible();
    await expect(page.getByText('First name is required')).toBeVisible();
    // A name is a name: the browser refuses what the server would, in the same words.
    await page.getByRole('textbox', { name: 'First Name' }).fill('Pay now at https://evil.example/pay');
    await page.getByRole('button', { name: 'Request Signing Link' }).click();
    await expect(page.getByText('First name may contain only letters, spaces, hyphens, apostrophes and periods')).toBeVisible();
    await fillSigner(page, tag);
    await expect(page.getByText('First name is required')).toBeHidden();
    await expect(page.getByTestId('privacy-footnote').getByRole('link')).toHaveAttribute('href', '/privacy');
    await expect(page.getByRole('alert').filter({ hasText: WORDS.completeAll })).toBeHidden();
    await expectNoSeriousA11yViolations(page, testInfo, 'signer-step');
    await snapshot(page, testInfo, 'signer-step');
    await page.getByRole('button', { name: 'Request Signing Link' }).click();

    const dialog = page.getByRole('dialog', { name: 'Sign your document' });
    await expect(dialog).toBeVisible();
    const frame = page.frameLocator('iframe[title="Signing page"]');
    await expect(frame.getByRole('heading', { name: 'Sign: Proof of Residency' })).toBeVisible();
    await expect(frame.getByText(/lease\.pdf · 1 page · signing as Rosa Diaz/)).toBeVisible();
    // The document itself, drawn page by page (pdf.js under the page's CSP).
    await expect(frame.getByRole('img', { name: 'Page 1 of 1' })).toBeVisible();
    await expect(frame.getByTestId('pdf-pages')).toHaveAttribute('aria-busy', 'false');
    await snapshot(page, testInfo, 'signing-frame');
    const signButton = frame.getByRole('button', { name: 'Sign Document' });
    await expect(signButton).toBeDisabled();
    if (testInfo.project.name === 'phone') {
      // On a phone Sign Document is in reach without scrolling, and the header's close button is the only Close.
      await expect(signButton).toBeInViewport();
      await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toHaveCount(0);
    }
    await frame.getByRole('checkbox', { name: /I agree to use electronic records/ }).check();
    await frame.getByRole('textbox', { name: 'Type your full name to sign' }).fill('Rosa Smith');
    await signButton.click();
    await expect(frame.getByText('Please type your full name exactly as Rosa Diaz to sign.')).toBeVisible();
    await frame.getByRole('textbox', { name: 'Type your full name to sign' }).fill('rosa diaz');
    await signButton.click();

    // The DocumentSigned event closes the frame and shows the completion.
    await expect(page.getByRole('heading', { name: 'Signature Completed' })).toBeVisible();
    await expect(page.getByText(WORDS.completed)).toBeVisible();
    // The signed copy goes to the address once it is confirmed: the same words whether it is or not.
    await expect(page.getByTestId('signature-completed-note')).toHaveText(
      `We e-mail your signed copy to rosa.${tag}@example.com once that address is confirmed. If you have not confirmed it with us before, look for our e-mail asking you to, and press Confirm.`,
    );
    await expectNoHorizontalOverflow(page);
    await expect(dialog).toBeHidden();
    // (signing-completed may come after the DocumentSigned event has already closed the frame.)
    expect(logged).toEqual(expect.arrayContaining(['Signing page: document-loaded', 'Signing page: signing-exception']));
    await expectNoSeriousA11yViolations(page, testInfo, 'signature-completed');
    await snapshot(page, testInfo, 'signature-completed');

    const sealed = await waitForRow<{ document_id: string; sealed_sha256: string; stored_name: string }>(
      `SELECT d.document_id, d.sealed_sha256, u.stored_name FROM signing_documents d JOIN uploads u ON u.id = d.sealed_upload_id
      WHERE d.email = ? AND d.status = 'sealed'`,
      `rosa.${tag}@example.com`,
    );
    const sealedBytes = readFileSync(path.join(path.dirname(sqliteFile()), 'uploads', sealed.stored_name));

    // The signed document can be followed: its reference on the completion, and /dashboard finds it.
    const reference = (await page.getByTestId('reference-number').textContent())!;
    expect(reference).toMatch(/^SIG-[0-9A-Z]{8}$/);
    await page.getByRole('link', { name: 'Check Its Status' }).click();
    const status = await checkStatusOnDashboard(page, reference, `rosa.${tag}@example.com`);
    await expect(status).toContainText('Proof of Residency');
    await expect(status).toContainText('lease.pdf');
    await expectNoHorizontalOverflow(page);
    await snapshot(page, testInfo, 'signed-document-dashboard');
    await page.goBack();
    await page.goto('/customerservice');

    // The owner of the address follows our mail's link: opening the page proves nothing, Confirm does.
    const proofMail = await waitForMail(`rosa.${tag}@example.com`, /Please confirm your e-mail address/);
    const proofLink = /^(http\S+\/confirm-email#[A-Za-z0-9_-]{43})$/m.exec(proofMail.body)![1]!;
    expect(new URL(proofLink).origin).toBe(new URL(page.url()).origin);
    await page.goto(proofLink);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeVisible();
    const heldCopy = () =>
      queryOne<{ status: string }>("SELECT status FROM mail_outbox WHERE recipient = ? AND kind = 'signed-document'", `rosa.${tag}@example.com`)?.status;
    expect(heldCopy()).toBe('held');
    await expectNoSeriousA11yViolations(page, testInfo, 'confirm-email');
    await snapshot(page, testInfo, 'confirm-email');
    await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
    await expect(page.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeFocused();
    await expect(page.getByTestId('address-confirmed')).toContainText(`rosa.${tag}@example.com is confirmed.`);
    await expect(page.getByTestId('address-confirmed')).toContainText('is on its way');
    expect(heldCopy()).not.toBe('held');
    await expectNoHorizontalOverflow(page);
    await snapshot(page, testInfo, 'email-confirmed');
    // The link works once.
    await page.reload();
    await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
    await expect(page.getByRole('alert')).toContainText('This confirmation link is not valid');

    await page.goto('/verify');
    // Before a file is chosen, the field's only words are its placeholder: read as text, so held to text's contrast.
    await expectNoSeriousA11yViolations(page, testInfo, 'verify-empty');
    const verify = async (buffer: Buffer) => {
      await chooseFile(page, { name: 'signed.pdf', mimeType: 'application/pdf', buffer }, 'Signed PDF');
      await page.getByRole('button', { name: 'Verify' }).click();
    };
    await verify(sealedBytes);
    await expect(page.getByTestId('verify-result')).toContainText('We issued this document');
    await expect(page.getByTestId('verify-result')).toContainText('signed by Rosa Diaz');
    await expectNoSeriousA11yViolations(page, testInfo, 'verify-issued');
    await snapshot(page, testInfo, 'verify-issued');
    const changed = Buffer.from(sealedBytes);
    changed[changed.length - 10] = changed[changed.length - 10]! ^ 1;
    await verify(changed);
    await expect(page.getByTestId('verify-result')).toContainText('We did not issue this file');
  },
);

test('§5 and §8: a refused type, a server message, no answer, a failed link; closing the frame keeps the flow', async ({ page }, testInfo) => {
  const tag = compactTag(testInfo);
  await page.goto(UPLOAD_PAGE);
  await chooseFile(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: TEXT_BYTES });
  await expect(page.getByText(WORDS.typeNotSupported)).toBeVisible();
  // One wrong file, one error: pressing Upload does not add "No file selected" to it.
  await page.getByRole('button', { name: 'Upload Document', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText([WORDS.typeNotSupported]);

  // A PDF the server cannot use: its message.
  await chooseFile(page, { name: 'empty.pdf', mimeType: 'application/pdf', buffer: pdfBytes('no pages') });
  await page.getByRole('button', { name: 'Upload Document', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This PDF cannot be read' })).toBeVisible();

  // No answer: the spec's words.
  await page.route('**/api/upload-document', (route) => route.abort('connectionreset'));
  await page.getByRole('button', { name: 'Upload Document', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: WORDS.uploadFailed })).toBeVisible();
  await page.unroute('**/api/upload-document');

  await page.getByRole('button', { name: /Remove empty\.pdf/ }).click();
  await uploadLease(page);
  await fillSigner(page, tag);
  await page.route('**/api/generate-signing-link', (route) => route.fulfill({ status: 500, body: '' }), { times: 1 });
  await page.getByRole('button', { name: 'Request Signing Link' }).click();
  await expect(page.getByRole('alert').filter({ hasText: WORDS.linkFailed })).toBeVisible();

  await page.getByRole('button', { name: 'Request Signing Link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign your document' });
  await expect(page.frameLocator('iframe[title="Signing page"]').getByRole('heading', { name: /Sign:/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  // Said where the person is, and focused (the window took the focus with it).
  const notice = page.getByTestId('closed-unsigned');
  await expect(notice).toBeFocused();
  await expect(notice).toBeInViewport();
  await expect(notice).toContainText('closed before the document was signed');
  // A new link works; the first is revoked.
  await page.getByRole('button', { name: 'Request Signing Link' }).click();
  await expect(page.frameLocator('iframe[title="Signing page"]').getByRole('checkbox')).toBeVisible();
});

test('a signing link used up or unknown says so in the signing page', async ({ page }) => {
  await page.goto(`/sign/${'A'.repeat(43)}`);
  await expect(page.getByRole('alert')).toContainText('This signing link is not valid');
  await expect(page.getByRole('banner')).toHaveCount(0); // bare: no site header
});
