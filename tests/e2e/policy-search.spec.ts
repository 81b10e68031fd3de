/**
 * Seed 001 §2 Policy Search page, §4 status badges, §5 validation, §8 failure, §9 page size: both tabs, each
 * with its two exact factors, on known policies put into the server's database; what is shown in full and
 * what is masked; paging, the empty and error states, the table at 1280 px and the cards at 360 px, and axe
 * once per state.
 */
import type { Page, Request } from '@playwright/test';
import { routes } from '@site/paths';
import { examplePolicy } from '../support/example-policy';
import { expectNoSeriousA11yViolations } from './support/axe';
import { seedPolicies, uniqueDigits, uniqueSurname, type PolicyInput } from './support/policies';
import { expect, expectNoHorizontalOverflow, snapshot, test, ALSO_ON_PHONE } from './support/test';

const STATUSES = ['Active', 'Pending', 'Expired', 'Cancelled'];

const policy = (overrides: Partial<PolicyInput>): PolicyInput => examplePolicy({ policy_number: `HO${uniqueDigits()}`, ...overrides });

/** Counts the searches the page sends. */
const searchRequests = (page: Page) => {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/verify-policy')) sent.push(request);
  });
  return sent;
};

const searchButton = (page: Page) => page.getByRole('tabpanel').getByRole('button', { name: 'Search' });

/** The results as shown at this width: the table's rows at 1280 px, the cards at 360 px. */
const shownResults = (page: Page, phone: boolean) =>
  phone ? page.getByTestId('policy-results-cards').getByRole('listitem') : page.getByTestId('policy-results-table').locator('tbody tr');

test(
  'a person finds their policy by number and last name, or by name and ZIP code, pages through them and sees when nothing matches',
  { tag: ALSO_ON_PHONE },
  async ({ page }, testInfo) => {
    test.setTimeout(60_000); // axe runs over four states
    const phone = testInfo.project.name === 'phone';
    // A landlord with twelve rentals in one ZIP code: two pages of 10.
    const surname = uniqueSurname('Whitlock');
    const twelve = Array.from({ length: 12 }, (_, index) =>
      policy({ first_name: 'Abigail', last_name: surname, policy_type: 'Landlord', status: STATUSES[index % 4], start_date: `2026-03-${String(index + 10)}` }),
    );
    const flood = policy({
      policy_number: `FL${uniqueDigits()}`,
      first_name: 'Marguerite',
      last_name: uniqueSurname('Okafor'),
      writing_company_name: 'Wright Flood',
      policy_type: 'Flood',
      status: 'Pending',
      start_date: '2026-07-04',
      address: '51 Cypress Ln',
    });
    await seedPolicies([...twelve, flood]);
    const sent = searchRequests(page);

    await page.goto(routes.customerService.policySearch());
    await expect(page.getByRole('heading', { level: 1, name: 'Policy Search' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Policy Number', selected: true })).toBeVisible();
    await expect(page.getByText('To keep policies private, we show a policy only to someone who knows two things about it.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'policy-search-start');

    // Nothing typed: both fields say what they need, the first takes the focus, and no search runs.
    await searchButton(page).click();
    await expect(page.getByText('Policy number is required')).toBeVisible();
    await expect(page.getByText('Last name is required')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Policy number' })).toBeFocused();
    await expectNoSeriousA11yViolations(page, testInfo, 'policy-search-blank');

    // The number alone is not enough: the tab asks for the last name.
    await page.getByRole('textbox', { name: 'Policy number' }).fill(flood.policy_number.toLowerCase());
    await expect(page.getByRole('textbox', { name: 'Policy number' })).toHaveValue(flood.policy_number);
    await expect(page.getByText('Policy number is required')).toBeHidden();
    await page.getByRole('textbox', { name: 'Policy number' }).press('Enter');
    await expect(page.getByText('Last name is required')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Last name' })).toBeFocused();
    expect(sent).toHaveLength(0);

    // The number and the last name (in any case) find the one policy: the number in full, the name as an initial.
    await page.getByRole('textbox', { name: 'Last name' }).fill(flood.last_name.toLowerCase());
    await page.getByRole('textbox', { name: 'Last name' }).press('Enter');
    await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
    const found = shownResults(page, phone);
    await expect(found).toHaveCount(1);
    for (const text of [flood.policy_number, `M. ${flood.last_name}`, 'Flood', 'Pending', '07/04/2026', 'Savannah, GA']) {
      await expect(found.first()).toContainText(text);
    }
    // Nothing the person did not prove: no first name, no street, no ZIP code, no writing company.
    for (const hidden of ['Marguerite', 'Cypress', '31401', 'Wright Flood']) await expect(found.first()).not.toContainText(hidden);
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    // One layout at a time: the table from 768 px, the cards below.
    await expect(page.getByTestId(phone ? 'policy-results-table' : 'policy-results-cards')).toBeHidden();
    expect(sent).toHaveLength(1);

    // The Customer Name tab has its own two fields and rules.
    await page.getByRole('tab', { name: 'Customer Name' }).click();
    const nameInput = page.getByRole('textbox', { name: 'Customer name' });
    const zipInput = page.getByRole('textbox', { name: 'ZIP code' });
    await nameInput.fill(surname);
    await searchButton(page).click();
    await expect(page.getByText('Please enter the first and last name')).toBeVisible();
    await expect(page.getByText('ZIP code is required')).toBeVisible();
    await expect(nameInput).toBeFocused();
    expect(sent).toHaveLength(1);

    // The landlord's full name and ZIP code: twelve policies, two pages of 10, each number masked to its last four.
    await nameInput.fill(`${surname.toUpperCase()}, abigail`);
    await zipInput.fill('31401');
    await searchButton(page).click();
    await expect(page.getByText('Showing 1 to 10 of 12 results')).toBeVisible();
    const rows = shownResults(page, phone);
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toContainText(`Abigail ${surname}`);
    await expect(rows.first()).toContainText(`••••${twelve[0]!.policy_number.slice(-4)}`);
    await expect(rows.first()).not.toContainText(twelve[0]!.policy_number);
    // Seed 001 §4: active green, pending yellow, expired red, cancelled grey.
    await expect(rows.nth(0).locator('[data-tone]')).toHaveAttribute('data-tone', 'active');
    await expect(rows.nth(1).locator('[data-tone]')).toHaveAttribute('data-tone', 'pending');
    await expect(rows.nth(2).locator('[data-tone]')).toHaveAttribute('data-tone', 'expired');
    await expect(rows.nth(3).locator('[data-tone]')).toHaveAttribute('data-tone', 'neutral');
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page, testInfo, 'policy-search-results');
    await expectNoHorizontalOverflow(page);
    await snapshot(page, testInfo, 'policy-search-results');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Showing 11 to 12 of 12 results')).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(page.getByRole('heading', { name: 'Search results' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(JSON.parse(sent.at(-1)!.postData() ?? '{}')).toEqual({ customerName: `${surname.toUpperCase()}, abigail`, zip: '31401', page: 2 });

    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Showing 1 to 10 of 12 results')).toBeVisible();

    // The right name with another ZIP code: the spec's words, and no made-up rows.
    await zipInput.fill('31402');
    await searchButton(page).click();
    await expect(page.getByText('No policies found matching your search criteria.')).toBeVisible();
    await expect(page.getByTestId('policy-results-table')).toHaveCount(0);
    await expect(page.getByTestId('policy-results-cards')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, testInfo, 'policy-search-empty');
  },
);

test('a person sees the search running, and the server error or the spec words when it fails, with results emptied', async ({ page }, testInfo) => {
  const surname = uniqueSurname('Hargreave');
  await seedPolicies([policy({ first_name: 'Rosalind', last_name: surname })]);
  // Seed 001 §2: /policy-search is the short address of the page.
  await page.goto(routes.policySearchShortcut());
  await expect(page).toHaveURL((url) => url.pathname === routes.customerService.policySearch());
  await page.getByRole('tab', { name: 'Customer Name' }).click();
  const nameInput = page.getByRole('textbox', { name: 'Customer name' });
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('31401');

  // The answer held back for a moment: the loading state.
  let release = () => {};
  await page.route('**/api/verify-policy', async (route) => {
    await new Promise<void>((resolve) => (release = resolve));
    await route.continue();
  });
  await nameInput.fill(`Rosalind ${surname}`);
  await searchButton(page).click();
  await expect(page.getByText('Searching for policies...')).toBeVisible();
  await expect(searchButton(page)).toHaveAttribute('data-loading', 'true');
  release();
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
  await page.unroute('**/api/verify-policy');

  // The server's error field is shown as it is (here the rate limit's words)...
  await page.route('**/api/verify-policy', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'You are searching too quickly. Please wait a moment and try again.', message: 'x' }),
    }),
  );
  await searchButton(page).click();
  await expect(page.getByText('You are searching too quickly. Please wait a moment and try again.')).toBeVisible();
  await expect(page.getByText(/Showing \d+ to/)).toHaveCount(0);
  await page.unroute('**/api/verify-policy');

  // ...and without one (a 500, or no answer at all), the spec's words; the results are emptied.
  await searchButton(page).click();
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
  await page.route('**/api/verify-policy', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"An unexpected error occurred."}' }),
  );
  await searchButton(page).click();
  await expect(page.getByText('An error occurred while searching for policies.')).toBeVisible();
  await expect(page.getByText(/Showing \d+ to/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, testInfo, 'policy-search-error');
  await page.unroute('**/api/verify-policy');
  await page.route('**/api/verify-policy', (route) => route.abort('connectionrefused'));
  await nameInput.fill(`Rosalind ${surname} Again`);
  await searchButton(page).click();
  await expect(page.getByText('An error occurred while searching for policies.')).toBeVisible();
});
