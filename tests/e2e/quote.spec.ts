/** Seed 000 §2.4, §5, §8: the simple quote page, wrong then right, down to the row it stores. */
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { checkStatusOnDashboard } from './support/request-status';
import { waitForRow } from './support/db';
import { routes } from '@site/paths';
import { ALSO_ON_PHONE, expect, expectNoHorizontalOverflow, snapshot, test, uniqueTag } from './support/test';

const MESSAGES = {
  firstName: 'Name is Required',
  lastName: 'Last Name is Required',
  email: 'Email is Required',
  phone: 'Phone is Required',
  propertyAddress: 'Property Address is Required',
  insured: 'Please select if you are currently insured',
} as const;

const quoteUrl = (id: string, productType: string) => `/quotes/${id}?productType=${encodeURIComponent(productType)}`;

const fields = (page: Page) => ({
  firstName: page.getByRole('textbox', { name: 'First Name' }),
  lastName: page.getByRole('textbox', { name: 'Last Name' }),
  email: page.getByRole('textbox', { name: 'Email' }),
  phone: page.getByRole('textbox', { name: 'Phone' }),
  propertyAddress: page.getByRole('textbox', { name: 'Property Address' }),
  message: page.getByRole('textbox', { name: 'Message (optional)' }),
  insured: page.getByRole('radiogroup', { name: 'Are you currently insured?' }),
  submit: page.getByRole('button', { name: 'Get My Free Quote' }),
});

type QuoteRow = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  property_address: string;
  message: string;
  product_type: string;
  currently_insured: string;
  form_variant: string;
};

test.describe('simple quote page', () => {
  test('wrong then right: messages, mask, Thank You! screen and the stored row', async ({ page }, testInfo) => {
    test.setTimeout(60_000); // three axe runs
    const tag = uniqueTag(testInfo);
    await page.goto(quoteUrl(`e2e-${tag}`, 'Home Insurance'));
    const form = fields(page);

    await expect(page.getByRole('heading', { level: 1, name: 'Product Quote' })).toBeVisible();
    await expect(page.getByTestId('product-type')).toHaveText('Home Insurance');
    await expect(form.propertyAddress).toBeVisible();
    await expect(form.insured.getByRole('radio', { name: 'Yes' })).toBeVisible();
    await expect(form.insured.getByRole('radio', { name: 'No' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await snapshot(page, testInfo, 'quote-form-empty');
    await expectNoSeriousA11yViolations(page, testInfo, 'quote-form-empty');

    // Blur: leaving an empty First Name shows its message, and only its message.
    await form.firstName.focus();
    await form.firstName.blur();
    await expect(page.getByText(MESSAGES.firstName, { exact: true })).toBeVisible();
    await expect(form.firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(form.firstName).toHaveAccessibleDescription(MESSAGES.firstName);
    await expect(page.getByText(MESSAGES.lastName, { exact: true })).toHaveCount(0);

    // Blur on a malformed email.
    await form.email.fill('ada@example');
    await form.email.blur();
    await expect(page.getByText(MESSAGES.email, { exact: true })).toBeVisible();

    // Submit with the rest empty: every message, and the keyboard on the first field in error.
    await form.email.fill('');
    await form.submit.click();
    for (const message of Object.values(MESSAGES)) await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(form.firstName).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toHaveCount(0);
    await snapshot(page, testInfo, 'quote-form-errors');
    await expectNoSeriousA11yViolations(page, testInfo, 'quote-form-errors');

    // The phone mask: digits are formatted as typed, anything else is dropped.
    await form.phone.pressSequentially('abc');
    await expect(form.phone).toHaveValue('');
    await form.phone.pressSequentially('5551234567');
    await expect(form.phone).toHaveValue('(555) 123-4567');
    await form.phone.press('End');
    await form.phone.pressSequentially('99');
    await expect(form.phone).toHaveValue('(555) 123-4567');
    // Backspace just after a separator takes the digit before it, and a digit typed there stays where it was typed.
    await form.phone.press('Home');
    for (let step = 0; step < '(555) 123-'.length; step++) await form.phone.press('ArrowRight');
    await form.phone.press('Backspace');
    await expect(form.phone).toHaveValue('(555) 124-567');
    await form.phone.press('3');
    await expect(form.phone).toHaveValue('(555) 123-4567');
    await expect(form.phone).toHaveJSProperty('selectionStart', '(555) 123'.length);

    // Right: fill every field; the messages go as the fields are fixed.
    const typed = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: `ada.${tag}@example.com`,
      property_address: '12 Analytical Way, Springfield, IL 62701',
      message: 'Please call after 5pm.',
    };
    await form.firstName.fill(typed.first_name);
    await form.lastName.fill(typed.last_name);
    await form.email.fill(typed.email);
    await form.propertyAddress.fill(typed.property_address);
    await form.message.fill(typed.message);
    await form.insured.getByRole('radio', { name: 'No' }).check();
    await form.message.click();
    for (const message of Object.values(MESSAGES)) await expect(page.getByText(message, { exact: true })).toHaveCount(0);

    const submitted = page.waitForResponse((response) => response.url().endsWith('/api/submit-quote') && response.request().method() === 'POST');
    await form.submit.click();
    expect((await submitted).ok()).toBe(true);

    // The Thank You! screen replaces the form.
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Get My Free Quote' })).toHaveCount(0);
    await expect(page.getByText(/will contact you within 24 hours/)).toBeVisible();
    const referenceNumber = (await page.getByTestId('reference-number').textContent())?.trim() ?? '';
    expect(referenceNumber).not.toBe('');
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('main').getByRole('link', { name: '(800) 555-0142' })).toHaveAttribute('href', 'tel:8005550142');
    await expect(page.getByRole('main').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Get Another Quote' })).toHaveAttribute('href', '/chooseproducts');

    // The Success notification.
    const notification = page.getByRole('alert').filter({ hasText: 'Success' });
    await expect(notification).toBeVisible();
    await expect(notification).toContainText('Your quote request has been submitted successfully!');

    await expectNoHorizontalOverflow(page);
    await snapshot(page, testInfo, 'thank-you');
    await expectNoSeriousA11yViolations(page, testInfo, 'thank-you');

    // The stored row has what was typed; the phone as digits only.
    const row = await waitForRow<QuoteRow>('SELECT * FROM quote_requests WHERE reference_number = ?', referenceNumber);
    expect(row).toMatchObject({
      ...typed,
      phone: '5551234567',
      product_type: 'Home Insurance',
      currently_insured: 'No',
      form_variant: 'simple',
    });

    // The request can be followed: /dashboard finds it by its reference and the address given.
    await page.goto(`/dashboard?reference=${referenceNumber}`);
    const status = await checkStatusOnDashboard(page, referenceNumber, typed.email);
    await expect(status).toContainText('Quote Request');
    await expect(status).toContainText('Home Insurance');
  });

  test('Property Address is asked for Auto and Flood Insurance, not for Medicare', async ({ page }) => {
    for (const productType of ['Auto Insurance', 'Flood Insurance']) {
      await page.goto(quoteUrl('e2e-address', productType));
      const form = fields(page);
      await expect(page.getByTestId('product-type')).toHaveText(productType);
      await expect(form.propertyAddress).toBeVisible();
      await form.propertyAddress.focus();
      await form.propertyAddress.blur();
      await expect(page.getByText(MESSAGES.propertyAddress, { exact: true }), productType).toBeVisible();
    }

    await page.goto(quoteUrl('e2e-no-address', 'Medicare'));
    const form = fields(page);
    await expect(page.getByTestId('product-type')).toHaveText('Medicare');
    await expect(form.firstName).toBeVisible();
    await expect(form.propertyAddress).toHaveCount(0);
    await form.submit.click();
    await expect(page.getByText(MESSAGES.firstName, { exact: true })).toBeVisible();
    await expect(page.getByText(MESSAGES.insured, { exact: true })).toBeVisible();
    await expect(page.getByText(MESSAGES.propertyAddress, { exact: true })).toHaveCount(0);
  });

  test('Life Insurance asks for no address, submits without one and stores an empty one', async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    await page.goto(quoteUrl(`e2e-${tag}`, 'Life Insurance'));
    const form = fields(page);
    await expect(page.getByTestId('product-type')).toHaveText('Life Insurance');
    await expect(form.propertyAddress).toHaveCount(0);
    await form.firstName.fill('Grace');
    await form.lastName.fill('Hopper');
    await form.email.fill(`grace.${tag}@example.com`);
    await form.phone.pressSequentially('8005550199');
    await form.insured.getByRole('radio', { name: 'Yes' }).check();
    await form.submit.click();

    await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
    const referenceNumber = (await page.getByTestId('reference-number').textContent())?.trim() ?? '';
    const row = await waitForRow<QuoteRow>('SELECT * FROM quote_requests WHERE reference_number = ?', referenceNumber);
    expect(row).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      phone: '8005550199',
      property_address: '',
      message: '',
      product_type: 'Life Insurance',
      currently_insured: 'Yes',
    });
  });
});

test.describe('the quote form a product card links to, prerendered', () => {
  test('is drawn before any script, and what is typed before the app starts is what it sends', { tag: ALSO_ON_PHONE }, async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    let startApp = () => {};
    const appHeld = new Promise<void>((resolve) => (startApp = resolve));
    await page.route('**/assets/start-*.js', async (route) => {
      await appHeld;
      await route.continue();
    });
    // Resolves once the app has the page (support/test.ts); meanwhile the visitor fills in the drawn form.
    const arrived = page.goto(routes.quotes.simple('auto', 'Auto Insurance'));
    const form = fields(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Product Quote' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-page-ready');
    const typed = {
      first_name: `Early ${tag}`,
      last_name: 'Typist',
      email: `early-${tag}@example.com`,
      property_address: '9 Quick Lane, Miami, FL 33101',
    };
    await form.firstName.fill(typed.first_name);
    await form.lastName.fill(typed.last_name);
    await form.email.fill(typed.email);
    await form.phone.pressSequentially('3055550123');
    await form.propertyAddress.fill(typed.property_address);
    await form.insured.getByRole('radio', { name: 'No' }).check();
    await form.insured.getByRole('radio', { name: 'Yes' }).check();
    // Enter before the app has the form: no submission of the browser's own, which would reload the page.
    const address = page.url();
    await form.email.press('Enter');
    await expect(form.firstName).toHaveValue(typed.first_name);
    expect(page.url()).toBe(address);

    startApp();
    await arrived;
    await expect(form.firstName).toHaveValue(typed.first_name);
    await expect(form.phone).toHaveValue('(305) 555-0123');
    await form.submit.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
    const referenceNumber = (await page.getByTestId('reference-number').textContent())?.trim() ?? '';
    const row = await waitForRow<QuoteRow>('SELECT * FROM quote_requests WHERE reference_number = ?', referenceNumber);
    expect(row).toMatchObject({ ...typed, phone: '3055550123', product_type: 'Auto Insurance', currently_insured: 'Yes', form_variant: 'simple' });
  });
});
