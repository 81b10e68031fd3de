/**
 * Seed 000 §2.1, §2.5, §4, §5, §8: the standard quote form on its routes and embedded in a partner's page:
 * UTM and campaign down to the stored row, every error path, the container's actions, axe on each state.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FrameLocator, Page, Route } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { waitForRow } from './support/db';
import { expect, expectNoHorizontalOverflow, snapshot, test, uniqueTag, ALSO_ON_PHONE } from './support/test';
import { ERROR_NOTICE_MS } from '../../app/errors/messages';

const MESSAGES = {
  name: 'Name is Required',
  lastName: 'Last Name is Required',
  email: 'Email is Required',
  phone: 'Phone is Required',
  propertyAddress: 'Property Address is Required',
  insured: 'Please select if you are currently insured',
} as const;

/**
 * A quote is not sent again within this long of the last attempt (app/features/quotes/standard-quote): the
 * tests that send twice run on Playwright's clock and move it on by this much instead of waiting.
 */
const RESUBMIT_LOCK_MS = 1_000;

const WORDS = {
  submit: 'Submit Quote Request',
  submitAnother: 'Submit Another Quote',
  submitting: 'Submitting your quote request...',
  submitted: 'Quote Request Submitted!',
  validation: 'Please correct the errors and try again.',
  failed: 'An error occurred submitting your quote request.',
  rateLimited: 'You are submitting requests too quickly. Please wait a moment and try again.',
  unexpected: 'An unexpected error occurred. Please try again later.',
};

/** The 8 product types of /quotes/{productType} and the product each one quotes. */
const QUOTE_ROUTE_PRODUCTS = {
  'home-insurance': 'Home Insurance',
  'auto-insurance': 'Auto Insurance',
  'flood-insurance': 'Flood Insurance',
  'life-insurance': 'Life Insurance',
  medicare: 'Medicare',
  'commercial-insurance': 'Business Insurance',
  'recreational-insurance': 'Recreational Insurance',
  'umbrella-insurance': 'Umbrella Insurance',
};

type QuoteRow = Record<string, string | number | null>;

type Scope = Page | FrameLocator;

const form = (scope: Scope) => ({
  firstName: scope.getByRole('textbox', { name: 'First Name' }),
  lastName: scope.getByRole('textbox', { name: 'Last Name' }),
  email: scope.getByRole('textbox', { name: 'Email' }),
  phone: scope.getByRole('textbox', { name: 'Phone' }),
  propertyAddress: scope.getByRole('textbox', { name: 'Property Address' }),
  message: scope.getByRole('textbox', { name: 'Message (optional)' }),
  insured: scope.getByRole('radiogroup', { name: 'Are you currently insured?' }),
  submit: scope.getByRole('button', { name: new RegExp(`^(${WORDS.submit}|${WORDS.submitAnother})$`) }),
  error: scope.getByTestId('submission-error'),
  errorMessage: scope.getByTestId('submission-error-message'),
  submitted: scope.getByTestId('quote-submitted'),
});

async function fillForm(scope: Scope, answers: { first: string; email: string; address?: string; insured?: 'Yes' | 'No'; message?: string }) {
  const f = form(scope);
  await f.firstName.fill(answers.first);
  await f.lastName.fill('Tester');
  await f.email.fill(answers.email);
  await f.phone.pressSequentially('5551234567');
  if (answers.address !== undefined) await f.propertyAddress.fill(answers.address);
  if (answers.message) await f.message.fill(answers.message);
  await f.insured.getByRole('radio', { name: answers.insured ?? 'No' }).check();
}

const isQuoteSubmit = (route: Route) => route.request().method() === 'POST';

/** Answers the next quote submissions in the page with this status and body instead of the server. */
const fakeSubmitAnswer = (page: Page, status: number, body: unknown) =>
  page.route('**/api/submit-quote', (route) =>
    isQuoteSubmit(route) ? route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }) : route.fallback(),
  );

const referenceOf = async (scope: Scope) => ((await form(scope).submitted.getByTestId('reference-number').textContent()) ?? '').trim();

test.describe('standard quote form', () => {
  test(
    'campaign route: UTM and campaign from the URL reach the database; success clears the answers but keeps them',
    { tag: ALSO_ON_PHONE },
    async ({ page }, testInfo) => {
      test.setTimeout(90_000); // four axe runs
      await page.clock.install(); // the re-submit lock is waited out on the clock
      const tag = uniqueTag(testInfo);
      await page.goto(`/quotes/tm6c14/auto-insurance?source=newsletter&medium=email&utm_campaign=spring-${tag}&content=hero&term=cheap%20auto`);
      const f = form(page);

      await expect(page.getByRole('heading', { level: 1, name: 'Auto Insurance Quote' })).toBeVisible();
      for (const section of ['Personal Information', 'Property Information', 'Additional Information']) {
        await expect(page.getByRole('group', { name: section })).toBeVisible();
      }
      await expectNoHorizontalOverflow(page);
      await snapshot(page, testInfo, 'standard-empty');
      await expectNoSeriousA11yViolations(page, testInfo, 'standard-empty');

      // Blur validation, then an invalid submit: every message, the form error, nothing sent.
      await f.firstName.focus();
      await f.firstName.blur();
      await expect(page.getByText(MESSAGES.name, { exact: true })).toBeVisible();
      await expect(page.getByText(MESSAGES.lastName, { exact: true })).toHaveCount(0);
      await f.submit.click();
      for (const message of Object.values(MESSAGES)) await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(f.errorMessage).toHaveText(WORDS.validation);
      await expect(f.firstName).toBeFocused();
      await snapshot(page, testInfo, 'standard-invalid');
      await expectNoSeriousA11yViolations(page, testInfo, 'standard-invalid');

      // Submitting: hold the answer to see the loading message.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/submit-quote', async (route) => {
        await held;
        await route.fallback();
      });
      await fillForm(page, { first: 'Ada', email: `ada.${tag}@example.com`, address: '1 Main St, Miami, FL 33101', message: 'Evenings, please.' });
      await expect(f.error).toHaveCount(0); // gone once every field is fixed
      await f.submit.click();
      await expect(page.getByText(WORDS.submitting)).toBeVisible();
      await expect(f.firstName).toBeDisabled();
      await expectNoSeriousA11yViolations(page, testInfo, 'standard-submitting');
      release();

      await expect(f.submitted).toContainText(WORDS.submitted);
      await expect(f.submitted).toBeFocused();
      await expect(f.submit).toHaveText(WORDS.submitAnother);
      for (const input of [f.firstName, f.lastName, f.email, f.phone, f.propertyAddress, f.message]) await expect(input).toHaveValue('');
      await expect(f.insured.getByRole('radio', { name: 'No' })).not.toBeChecked();
      await expectNoHorizontalOverflow(page);
      await snapshot(page, testInfo, 'standard-submitted');
      await expectNoSeriousA11yViolations(page, testInfo, 'standard-submitted');

      const first = await waitForRow<QuoteRow>('SELECT * FROM quote_requests WHERE reference_number = ?', await referenceOf(page));
      const attribution = {
        form_variant: 'standard',
        product_type: 'Auto Insurance',
        campaign: 'tm6c14',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: `spring-${tag}`,
        utm_content: 'hero',
        utm_term: 'cheap auto',
      };
      expect(first).toMatchObject({
        ...attribution,
        first_name: 'Ada',
        last_name: 'Tester',
        email: `ada.${tag}@example.com`,
        phone: '5551234567',
        property_address: '1 Main St, Miami, FL 33101',
        message: 'Evenings, please.',
        currently_insured: 'No',
      });
      expect(Number(first.client_submitted_at)).toBeGreaterThan(Date.now() - 120_000);
      expect(first.client_user_agent).toBe(await page.evaluate(() => navigator.userAgent));

      // Another quote from the same page keeps the campaign, the UTM values and the product.
      await page.unrouteAll({ behavior: 'wait' });
      await page.clock.fastForward(RESUBMIT_LOCK_MS);
      await fillForm(page, { first: 'Grace', email: `grace.${tag}@example.com`, address: '2 Ocean Dr', insured: 'Yes' });
      await f.submit.click();
      await expect(f.submitted.getByTestId('reference-number')).not.toHaveText(String(first.reference_number));
      const second = await waitForRow<QuoteRow>('SELECT * FROM quote_requests WHERE reference_number = ?', await referenceOf(page));
      expect(second).toMatchObject({ ...attribution, first_name: 'Grace', currently_insured: 'Yes' });
    },
  );

  test('/quotes/standard/{productType} with utm_* names; no property section for Life Insurance', async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    await page.goto(`/quotes/standard/life-insurance?utm_source=google&utm_medium=cpc&utm_campaign=${tag}&campaign=brand`);
    const f = form(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Life Insurance Quote' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Property Information' })).toHaveCount(0);
    await fillForm(page, { first: 'Lin', email: `lin.${tag}@example.com` });
    await f.submit.click();
    await expect(f.submitted).toBeVisible();
    const row = await waitForRow<QuoteRow>('SELECT * FROM quote_requests WHERE reference_number = ?', await referenceOf(page));
    expect(row).toMatchObject({
      product_type: 'Life Insurance',
      property_address: '',
      campaign: 'brand',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: tag,
      utm_content: '',
      utm_term: '',
    });
  });

  // Each answer's words and fields are checked in StandardQuoteForm.test.tsx; here a browser shows them: the focus,
  // the fields' descriptions, the dialog, the clipboard, the notice, and axe on each state.
  test('the server’s refusals: 422 at its fields, 429 with contact support, success false with its message or the fallback', async ({
    page,
    context,
  }, testInfo) => {
    await page.clock.install(); // the re-submit lock is waited out on the clock
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/quotes/home-insurance');
    const f = form(page);
    await fillForm(page, { first: 'Ann', email: 'ann@example.com', address: '1 Main St' });
    await fakeSubmitAnswer(page, 422, {
      message: 'Some answers need another look.',
      errors: { email: ['This address cannot receive mail'], propertyAddress: ['We could not find this address'] },
    });
    await f.submit.click();

    await expect(f.errorMessage).toHaveText('Some answers need another look.');
    await expect(f.email).toHaveAttribute('aria-invalid', 'true');
    await expect(f.email).toHaveAccessibleDescription('This address cannot receive mail');
    await expect(f.propertyAddress).toHaveAccessibleDescription('We could not find this address');
    await expect(f.firstName).not.toHaveAttribute('aria-invalid', 'true');
    await expect(f.email).toBeFocused();
    await expect(f.error.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
    await expect(f.firstName).toHaveValue('Ann'); // the answers stay to be fixed
    await snapshot(page, testInfo, 'standard-422');
    await expectNoSeriousA11yViolations(page, testInfo, 'standard-422');

    // 429: the too-quickly message, Try Again, and Contact Support: the number offered, the e-mail copied when declined.
    await page.unrouteAll({ behavior: 'wait' });
    await fakeSubmitAnswer(page, 429, { success: false, message: WORDS.rateLimited });
    await f.email.fill('ann.again@example.com');
    await f.propertyAddress.fill('2 Main St');
    await page.clock.fastForward(RESUBMIT_LOCK_MS);
    await f.submit.click();
    await expect(f.errorMessage).toHaveText(WORDS.rateLimited);
    await expect(f.error.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(page.getByText('Submission Error')).toHaveCount(0);
    const dialogs: string[] = [];
    page.once('dialog', async (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      await dialog.dismiss(); // Cancel: no call
    });
    await f.error.getByRole('button', { name: 'Contact Support' }).click();
    await expect.poll(() => dialogs).toEqual([expect.stringMatching(/^confirm: .*\(800\) 555-0142/)]);
    await expect(page.getByRole('alert').filter({ hasText: 'Email Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('support@keystone-insurance.example');

    // 200 with success false: the server's message, else the fallback.
    await page.unrouteAll({ behavior: 'wait' });
    await fakeSubmitAnswer(page, 200, { success: false, message: 'We do not quote this address yet.' });
    await page.clock.fastForward(RESUBMIT_LOCK_MS);
    await f.error.getByRole('button', { name: 'Try Again' }).click();
    await expect(f.errorMessage).toHaveText('We do not quote this address yet.');
    await page.unrouteAll({ behavior: 'wait' });
    await fakeSubmitAnswer(page, 200, { success: false });
    await page.clock.fastForward(RESUBMIT_LOCK_MS);
    await f.error.getByRole('button', { name: 'Try Again' }).click();
    await expect(f.errorMessage).toHaveText(WORDS.failed);
  });

  test('any other failure: the unexpected message and a Submission Error notification; retry succeeds; a network failure is cleared', async ({
    page,
  }, testInfo) => {
    await page.clock.install(); // the re-submit lock is waited out on the clock
    const tag = uniqueTag(testInfo);
    await page.goto(`/quotes/umbrella-insurance?utm_source=${tag}`);
    const f = form(page);
    await fillForm(page, { first: 'Ann', email: `ann.${tag}@example.com`, address: '1 Main St' });
    await fakeSubmitAnswer(page, 503, { message: 'Service Unavailable' });
    await f.submit.click();

    await expect(f.errorMessage).toHaveText(WORDS.unexpected);
    const notice = page.getByRole('alert').filter({ hasText: 'Submission Error' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('An unexpected error occurred.');
    await snapshot(page, testInfo, 'standard-unexpected');
    await expectNoSeriousA11yViolations(page, testInfo, 'standard-unexpected');

    // Retry, once the lock is released and the server answers again: the same answers are stored.
    await page.unrouteAll({ behavior: 'wait' });
    await page.clock.fastForward(RESUBMIT_LOCK_MS);
    await f.error.getByRole('button', { name: 'Try Again' }).click();
    await expect(f.submitted).toBeVisible();
    const row = await waitForRow<QuoteRow>('SELECT * FROM quote_requests WHERE reference_number = ?', await referenceOf(page));
    expect(row).toMatchObject({ first_name: 'Ann', product_type: 'Umbrella Insurance', utm_source: tag });

    // No answer at all is unexpected too; Clear Form returns to the empty form.
    await page.route('**/api/submit-quote', (route) => (isQuoteSubmit(route) ? route.abort('connectionrefused') : route.fallback()));
    await fillForm(page, { first: 'Bea', email: `bea.${tag}@example.com`, address: '1 Main St' });
    // The first notice's 10 s are over (and the re-submit lock with them): the notice this failure raises is its own.
    await page.clock.fastForward(ERROR_NOTICE_MS);
    await expect(notice).toHaveCount(0);
    await f.submit.click();
    await expect(f.errorMessage).toHaveText(WORDS.unexpected);
    await expect(notice).toHaveCount(1);
    await f.error.getByRole('button', { name: 'Clear Form' }).click();
    await expect(f.error).toHaveCount(0);
    for (const input of [f.firstName, f.lastName, f.email, f.phone, f.propertyAddress]) await expect(input).toHaveValue('');
    await expect(f.firstName).toBeFocused();
    await expect(f.submit).toHaveText(WORDS.submit);
    await expect(page.getByText(MESSAGES.name, { exact: true })).toHaveCount(0);
  });
});

test.describe('quote routes', () => {
  test('/quotes/{productType} is the standard form for each product; /quotes/home is the simple quote page', async ({ page }) => {
    for (const [slug, productType] of Object.entries(QUOTE_ROUTE_PRODUCTS)) {
      const response = await page.goto(`/quotes/${slug}`);
      expect(response?.status(), slug).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: `${productType} Quote` })).toBeVisible();
      await expect(page.getByRole('group', { name: 'Personal Information' })).toBeVisible();
    }

    const response = await page.goto('/quotes/home?productType=Home%20Insurance');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Product Quote' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Personal Information' })).toHaveCount(0);
  });

  // An unknown campaign is the 404 page: not-found.spec.ts.
  test('the listed campaigns are allowed', async ({ page }) => {
    for (const campaign of ['quote-slash', 'special-offer', 'tm6c14']) {
      const response = await page.goto(`/quotes/${campaign}/home-insurance`);
      expect(response?.status(), campaign).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Home Insurance Quote' })).toBeVisible();
    }
  });

  test('/standardized and /guardian-angel-quote-form keep the site around the form', async ({ page }) => {
    await page.goto('/standardized?productType=Flood%20Insurance');
    await expect(page.getByRole('heading', { level: 1, name: 'Flood Insurance Quote' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.goto('/guardian-angel-quote-form?productType=Auto%20Insurance');
    await expect(page.getByRole('heading', { level: 1, name: 'Product Quote' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

/**
 * A partner's site: a page with our form in a frame, served by the test on localhost, which is another origin
 * and another site than the app's 127.0.0.1 (so the browser treats our page as a third party: no cookies,
 * no storage), both on loopback, as Chromium's local-network-access checks require. playwright.config.ts lets
 * http://localhost:* frame the embeds (EMBED_FRAME_ANCESTORS).
 */
let partnerServer: Server;
let partnerPort: number;

test.beforeAll(async () => {
  partnerServer = createServer((req, res) => {
    const frame = new URL(req.url ?? '/', 'http://partner').searchParams.get('frame') ?? '';
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(`<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Partner Realty</title></head>
      <body style="margin:0;font-family:sans-serif"><main style="padding:12px"><h1>Partner Realty: 12 Bay Road</h1>
      <iframe title="Get a quote" src="${frame.replace(/"/g, '&quot;')}" style="width:100%;height:1500px;border:1px solid #ccc" allow="clipboard-write"></iframe>
      </main></body></html>`);
  });
  await new Promise<void>((resolve) => partnerServer.listen(0, '127.0.0.1', resolve));
  partnerPort = (partnerServer.address() as AddressInfo).port;
});

test.afterAll(() => new Promise<void>((resolve) => partnerServer.close(() => resolve())));

test.describe('embedded quote forms on a partner’s page', () => {
  /** The browser refused to show our page in the partner's frame: Chromium's error page stands in its place. */
  async function expectFrameRefused(page: Page) {
    await expect.poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-error:'))).toBe(true);
  }

  /** Opens the partner's page (on `host`) framing `framedPath` of the app. */
  async function openPartnerPage(page: Page, baseURL: string, framedPath: string, host = 'localhost') {
    await page.goto(`http://${host}:${partnerPort}/listing?frame=${encodeURIComponent(`${baseURL}${framedPath}`)}`);
    return page.frameLocator('iframe[title="Get a quote"]');
  }

  test('the standardized embed works in a partner’s frame: no site chrome, the quote stored, the visit logged as embedded', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(60_000);
    const tag = uniqueTag(testInfo);
    const path = `/embed/guardian-angel-quote-form/standardized?productType=Flood%20Insurance&utm_source=partner-${tag}&campaign=guardian-angel`;
    const frame = await openPartnerPage(page, baseURL!, path);
    const f = form(frame);

    await expect(frame.getByRole('heading', { level: 1, name: 'Flood Insurance Quote' })).toBeVisible();
    await expect(frame.getByRole('banner')).toHaveCount(0);
    await expect(frame.getByRole('contentinfo')).toHaveCount(0);
    await snapshot(page, testInfo, 'embed-standardized');

    await fillForm(frame, { first: 'Em', email: `em.${tag}@example.com`, address: '3 Bay Rd, Tampa, FL' });
    await f.submit.click();
    await expect(f.submitted).toContainText(WORDS.submitted);
    await snapshot(page, testInfo, 'embed-standardized-submitted');
    const row = await waitForRow<QuoteRow>('SELECT * FROM quote_requests WHERE reference_number = ?', await referenceOf(frame));
    expect(row).toMatchObject({ product_type: 'Flood Insurance', campaign: 'guardian-angel', utm_source: `partner-${tag}`, first_name: 'Em' });

    const visit = await waitForRow<{ is_embedded: number }>('SELECT * FROM visits WHERE page_url = ?', `${baseURL}${path}`);
    expect(visit.is_embedded).toBe(1);
  });

  test('the Guardian Angel embed is the simple form in the frame', async ({ page, baseURL }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const frame = await openPartnerPage(page, baseURL!, '/embed/guardian-angel-quote-form?productType=Life%20Insurance');
    await expect(frame.getByRole('heading', { level: 1, name: 'Product Quote' })).toBeVisible();
    await expect(frame.getByRole('banner')).toHaveCount(0);
    await frame.getByRole('textbox', { name: 'First Name' }).fill('Gus');
    await frame.getByRole('textbox', { name: 'Last Name' }).fill('Tester');
    await frame.getByRole('textbox', { name: 'Email' }).fill(`gus.${tag}@example.com`);
    await frame.getByRole('textbox', { name: 'Phone' }).pressSequentially('5551234567');
    await frame.getByRole('radio', { name: 'Yes' }).check();
    await frame.getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect(frame.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
    await snapshot(page, testInfo, 'embed-simple-thank-you');
  });

  test('a site not in EMBED_FRAME_ANCESTORS cannot frame the form, and no other site can frame other pages', async ({ page, baseURL }) => {
    // 127.0.0.1 on another port: another origin, not named in EMBED_FRAME_ANCESTORS.
    const stranger = await openPartnerPage(page, baseURL!, '/embed/guardian-angel-quote-form/standardized', '127.0.0.1');
    await expectFrameRefused(page);
    await expect(stranger.getByRole('heading', { level: 1 })).toHaveCount(0);

    const partner = await openPartnerPage(page, baseURL!, '/standardized');
    await expectFrameRefused(page);
    await expect(partner.getByRole('heading', { level: 1 })).toHaveCount(0);
  });
});
