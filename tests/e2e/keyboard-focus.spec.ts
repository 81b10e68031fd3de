/**
 * Focus that never hides and never gets lost (issue 23, WCAG 2.2 2.4.11): a keyboard-only walk of the lender
 * mortgagee change and the evidence request, forwards and backwards, with the focused element checked after
 * every key: in the window, below the sticky header, not under the help button, ringed 2 px. A step that
 * cannot go on keeps its Next in the tab order and says why; pressing it shows the error summary. After
 * in-site navigation focus moves to the new page's heading and its title is announced. At 360 and 1280 px.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { ALSO_ON_PHONE, expect, snapshot, test, uniqueTag } from './support/test';

type FocusPlace = { label: string; top: number; bottom: number; viewport: number; coveredBy: string | null; ring: number };

/**
 * Where the focused element is against the window, what (if anything) covers its middle (the sticky header, the
 * help button), and its ring's width.
 */
const focusPlace = (page: Page): Promise<FocusPlace> =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement;
    const box = active.getBoundingClientRect();
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(box.top + Math.min(box.height / 2, 12), 0), window.innerHeight - 1);
    const top = document.elementFromPoint(x, y);
    // What is drawn over it: anything at its middle that is neither inside it nor holding it (a label around a field).
    const covered = top && !active.contains(top) && !top.contains(active) && !(active.id && top.closest(`label[for="${active.id}"]`));
    const style = getComputedStyle(active);
    const ring = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''}"`;
    return { label: describe(active), top: box.top, bottom: box.bottom, viewport: window.innerHeight, coveredBy: covered ? describe(top) : null, ring };
  });

/** Presses a key and checks the element it focuses is in plain sight, with its ring. */
async function press(page: Page, key: 'Tab' | 'Shift+Tab' | 'Enter') {
  await page.keyboard.press(key);
  const place = await focusPlace(page);
  if (place.label.startsWith('body')) return place;
  expect(place.top, `${place.label} is inside the window`).toBeGreaterThanOrEqual(-1);
  expect(place.bottom, `${place.label} is inside the window`).toBeLessThanOrEqual(place.viewport + 1);
  expect(place.coveredBy, `${place.label} is not covered`).toBeNull();
  return place;
}

const isFocused = (page: Page, name: string | RegExp, role: 'textbox' | 'button' | 'combobox' = 'textbox') =>
  page.getByRole(role, { name }).evaluate((element) => element === document.activeElement);

/** Tabs (checking each stop) until the control is focused. */
async function tabTo(page: Page, name: string | RegExp, role: 'textbox' | 'button' | 'combobox' = 'textbox', key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await isFocused(page, name, role)) return;
    await press(page, key);
  }
  throw new Error(`${key} never reached ${role} ${String(name)}`);
}

test('after in-site navigation focus moves to the new page’s heading, and its title is announced', { tag: ALSO_ON_PHONE }, async ({ page }) => {
  await page.goto('/customerservice');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: "Check a Request's Status" }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'Request Status' });
  await expect(heading).toBeFocused();
  await expect(page.getByTestId('route-announcement')).toHaveText(await page.title());
  // A query on the same page is no new page: the focus stays where the person put it.
  const email = page.getByRole('textbox', { name: 'Email' });
  await email.focus();
  await page.evaluate(() => window.history.replaceState(window.history.state, '', '/dashboard?reference=MC-AAAA1111'));
  await expect(email).toBeFocused();
});

test(
  'the lender mortgagee change by keyboard alone: focus never hides, and Next says why it cannot go on',
  { tag: ALSO_ON_PHONE },
  async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const policy = `kf-${uniqueTag(testInfo)}`.slice(0, 40);
    await page.goto('/customerservice/lender-requests/mortgagee');
    await expect(page.getByRole('heading', { level: 1, name: 'Mortgagee Change Request' })).toBeVisible();
    await tabTo(page, 'First Name');
    expect((await focusPlace(page)).ring, 'a 2 px ring on a focused field').toBeGreaterThanOrEqual(2);
    for (const text of ['Lena', 'Banks', policy, '5551234567', 'lena.banks@lender.example']) {
      await page.keyboard.type(text);
      await press(page, 'Tab');
    }
    // Back up the whole step: Shift+Tab must never leave a field under the sticky header.
    await tabTo(page, 'First Name', 'textbox', 'Shift+Tab');
    await tabTo(page, 'Email');
    await press(page, 'Enter');
    await expect(page.getByTestId('step-heading').filter({ hasText: 'Mortgagee Information' })).toBeFocused();

    // Next is reachable while the step is invalid, says why, and pressed, shows the error summary.
    await tabTo(page, 'Next', 'button');
    const nextButton = page.getByRole('button', { name: 'Next' });
    await expect(nextButton).toHaveAttribute('aria-disabled', 'true');
    await expect(nextButton).toHaveAccessibleDescription('Please select an action');
    await expectNoSeriousA11yViolations(page, testInfo, 'blocked next');
    await snapshot(page, testInfo, 'blocked-next');
    await press(page, 'Enter');
    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Please select an action');
    await expect(summary).toContainText("Uploading the borrower's authorization form is required.");
    await expect(summary).toBeInViewport();

    // Walking back from Next to the step's first control, every stop in plain sight.
    await tabTo(page, 'Next', 'button');
    await tabTo(page, 'Mortgagee Action', 'combobox', 'Shift+Tab');
  },
);

test('the evidence request by keyboard alone: focus never hides, and Submit shows every missing answer', { tag: ALSO_ON_PHONE }, async ({ page }, testInfo) => {
  await page.goto('/customerservice/lender-requests/proof-of-insurance');
  await expect(page.getByRole('heading', { level: 1, name: 'Request Evidence of Insurance' })).toBeVisible();
  await tabTo(page, 'Policy Number');
  // On a phone the help button shrinks while a field is being filled in: it covers less of the form.
  const help = page.locator('aside[aria-label="Help and contact"] > button');
  if (testInfo.project.name === 'phone') await expect(help).toHaveCSS('width', '40px');
  await tabTo(page, 'Submit Request', 'button');
  if (testInfo.project.name === 'phone') await expect(help).toHaveCSS('width', '52px');
  await tabTo(page, 'Policy Number', 'textbox', 'Shift+Tab');
  await tabTo(page, 'Submit Request', 'button');
  await press(page, 'Enter');
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("Borrower's name is required");
  await expect(summary).toContainText('Property address is required');
  await expectNoSeriousA11yViolations(page, testInfo, 'evidence errors by keyboard');
  await snapshot(page, testInfo, 'evidence-errors');
});
