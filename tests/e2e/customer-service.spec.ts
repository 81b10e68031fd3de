/**
 * Seed 001 §2: the customer service home (card search, live chat popup and its notices, phone line, the way to a request's status) and
 * the two request menus, at both widths, with axe on each page state.
 */
import { AGENCY } from '@site/agency';
import { CHAT_SERVICE_URL } from '../../app/content/chat';
import { routes } from '@site/paths';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, expectNoHorizontalOverflow, snapshot, test, ALSO_ON_PHONE } from './support/test';

test.describe('customer service home', () => {
  test('search over the cards, the phone line, and the live chat opening or blocked', async ({ page, context }, testInfo) => {
    test.setTimeout(60_000); // three axe runs and two notices that must time out
    // No chat service is reachable from here: the browser gets a stand-in page at the configured address.
    await context.route(`${new URL(CHAT_SERVICE_URL).origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Live chat</title><p>Chat service stand-in</p>' }),
    );
    // A Tuesday at 10 AM in New York: live chat is open (the hours' rule is the widget's, business-hours.test.ts).
    await page.clock.setFixedTime(new Date('2026-07-14T10:00:00-04:00'));
    await page.goto(routes.customerServicePage());
    await expect(page).toHaveTitle('Customer Service | Keystone Insurance Agency');
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Service' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('article')).toHaveCount(11);
    await expect(main.getByRole('article', { name: 'Live Chat Support' })).toContainText('Recommended');
    await expect(main.getByRole('article', { name: 'Document Management' }).getByRole('link')).toHaveAttribute('href', '/customerservice/document-management');
    await expect(main.getByRole('article', { name: 'Verify a Signed Document' }).getByRole('link')).toHaveAttribute('href', '/verify');
    await expect(main.getByRole('link', { name: 'Pay Now' })).toHaveAttribute('href', routes.customerService.carrierDirectory('payment'));
    await expect(main.getByRole('link', { name: 'Start Claim' })).toHaveAttribute('href', routes.customerService.carrierDirectory('claim'));
    // The number is on the page, and its link dials digits only.
    await expect(main.getByRole('link', { name: AGENCY.phone })).toHaveAttribute('href', `tel:${AGENCY.phone.replace(/\D/g, '')}`);
    // Every page's footer leads to a request's status too.
    await expect(page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: "Check a Request's Status" })).toHaveAttribute(
      'href',
      routes.requestStatus(),
    );
    // Customer green, the lender card blue.
    await expect(main.getByRole('link', { name: 'Pay Now' })).toHaveCSS('background-color', 'rgb(29, 117, 54)');
    await expect(main.getByRole('link', { name: 'Open Lender Portal' })).toHaveCSS('background-color', 'rgb(19, 90, 168)');
    await expectNoHorizontalOverflow(page);
    await snapshot(page, testInfo, `customer-service-${testInfo.project.name}`);
    await expectNoSeriousA11yViolations(page, testInfo, 'customer service home');

    const search = page.getByRole('searchbox', { name: 'Search services' });
    await search.fill('Claim');
    // The title of one card, the description of the other ("a bill or a claim"), whatever the case.
    await expect(main.getByRole('heading', { level: 3 })).toHaveText(['File a Claim', 'Live Chat Support']);
    await search.fill('zebra');
    await expect(main.getByText('No services found matching "zebra". Please try different keywords.')).toBeVisible();
    await expect(main.getByRole('article')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, testInfo, 'customer service no match');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(main.getByRole('article')).toHaveCount(11);

    const popupOpened = page.waitForEvent('popup');
    await main.getByRole('button', { name: 'Chat Now' }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    expect(popup.url()).toBe(CHAT_SERVICE_URL);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(await popup.evaluate(() => ({ width: window.outerWidth, height: window.outerHeight }))).toEqual({ width: 450, height: 650 });
    const opening = page.getByRole('alert').filter({ hasText: 'Chat Opening...' });
    await expect(opening).toContainText('Opening chat in a new window');
    await popup.close();
    // Shown for 3 s (plus its exit transition).
    await expect(opening).toBeHidden({ timeout: 5_000 });

    // What a popup blocker does: window.open returns null.
    await page.evaluate(() => {
      window.open = () => null;
    });
    await main.getByRole('button', { name: 'Chat Now' }).click();
    const blocked = page.getByRole('alert').filter({ hasText: 'Chat Unavailable: Please try calling or emailing us instead.' });
    await expect(blocked).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'chat blocked notice');
    await expect(blocked).toBeHidden({ timeout: 7_000 });

    // A person following a request they sent searches for its status, and the card leads to the status page.
    await search.fill('status');
    await expect(main.getByRole('heading', { level: 3 })).toHaveText(["Check a Request's Status"]);
    await main.getByRole('link', { name: 'Check Status' }).click();
    await expect(page).toHaveURL((url) => url.pathname === routes.requestStatus());
    await expect(page.getByRole('heading', { level: 1, name: 'Request Status' })).toBeVisible();
  });

  test('the Policy Changes menu (green) and the Lender Requests menu (blue, with the reminder)', { tag: ALSO_ON_PHONE }, async ({ page }, testInfo) => {
    await page.goto(routes.customerServicePage());
    await page.getByRole('link', { name: 'Request a Change' }).click();
    await expect(page).toHaveURL((url) => url.pathname === routes.customerService.policyChanges());
    await expect(page.getByRole('heading', { level: 1, name: 'Policy Changes' })).toBeVisible();
    const options = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expect(options).toHaveText([
      /^Mortgagee Changes/,
      /^Home Insurance Changes/,
      /^Policy Search/,
      /^Cancellation Request/,
      /^Auto Policy Changes/,
      /^Mailing Address Change/,
      /^Other Policy Changes/,
    ]);
    expect(await options.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      routes.customerService.policyChanges.mortgagee(),
      routes.customerService.policyChanges.home(),
      routes.customerService.policySearch(),
      routes.customerService.policyChanges.cancellation(),
      routes.customerService.policyChanges.auto(),
      `${routes.customerService.policyChanges()}/mailing-address`,
      routes.customerService.policyChanges.other(),
    ]);
    await expect(page.locator('[data-portal-type="customer"]')).toHaveCount(1);
    await expectNoHorizontalOverflow(page);
    await snapshot(page, testInfo, `policy-changes-${testInfo.project.name}`);
    await expectNoSeriousA11yViolations(page, testInfo, 'policy changes menu');

    await page.getByRole('link', { name: 'Back to Customer Service' }).click();
    await page.getByRole('link', { name: 'Open Lender Portal' }).click();
    await expect(page).toHaveURL((url) => url.pathname === routes.customerService.lenderRequests());
    await expect(page.getByRole('heading', { level: 1, name: 'Lender Service Portal' })).toBeVisible();
    await expect(page.getByText("Important: You must upload a borrower's authorization form to make changes on behalf of your customer.")).toBeVisible();
    const requests = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expect(requests).toHaveText([/^Mortgagee Change/, /^Request Coverage Change/, /^Request Proof of Insurance/]);
    await expect(requests.nth(2)).toHaveAttribute('href', routes.customerService.lenderRequests.proof());
    await expect(page.getByRole('main').getByRole('link', { name: 'customer service options' })).toHaveAttribute('href', routes.customerServicePage());
    await expect(page.locator('[data-portal-type="lender"]')).toHaveCount(1);
    await expectNoHorizontalOverflow(page);
    await snapshot(page, testInfo, `lender-requests-${testInfo.project.name}`);
    await expectNoSeriousA11yViolations(page, testInfo, 'lender requests menu');
  });
  test('out of hours Chat Now keeps the widget’s rule: it says live chat is closed and opens nothing', async ({ page }, testInfo) => {
    await page.clock.setFixedTime(new Date('2026-07-15T02:00:00-04:00'));
    await page.goto(routes.customerServicePage());
    const chat = page.getByRole('main').getByRole('button', { name: 'Chat Now' });
    await expect(chat).toHaveAttribute('aria-disabled', 'true');
    await expect(chat).toHaveAccessibleDescription('Live chat is closed now. Live chat Mon-Fri 9AM-5PM ET: please call or e-mail us instead.');
    let popups = 0;
    page.on('popup', () => (popups += 1));
    await chat.click({ force: true });
    await expect(page.getByRole('alert').filter({ hasText: 'Chat Opening...' })).toHaveCount(0);
    expect(popups).toBe(0);
    // The hours are named for what they are.
    await expect(page.getByRole('contentinfo')).toContainText('Phone Mon-Fri 8AM-6PM ET');
    await expect(page.getByRole('contentinfo')).toContainText('Live chat Mon-Fri 9AM-5PM ET');
    await expectNoSeriousA11yViolations(page, testInfo, 'customer service out of hours');
  });
});
