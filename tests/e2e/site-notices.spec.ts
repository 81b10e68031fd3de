/**
 * The privacy notice, the accessibility statement and the terms of use (issue 13): prerendered like the other
 * public pages (their text is in the HTML the server sends), linked from the footer, readable at 360 px and
 * 1280 px, axe clean.
 */
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, expectNoHorizontalOverflow, snapshot, test, ALSO_ON_PHONE } from './support/test';

const NOTICES = [
  { path: '/privacy', title: 'Privacy Notice', footer: 'Privacy', says: 'Page visits: 90 days, then deleted.' },
  { path: '/accessibility', title: 'Accessibility Statement', footer: 'Accessibility', says: 'WCAG) 2.2 at level AA' },
  { path: '/terms', title: 'Terms of Use', footer: 'Terms of Use', says: 'This request is not a confirmation of coverage or of any change to your policy.' },
];

test(
  'the privacy notice, accessibility statement and terms: prerendered, in the footer, readable and axe clean',
  { tag: ALSO_ON_PHONE },
  async ({ page, request }, testInfo) => {
    for (const notice of NOTICES) {
      const html = await (await request.get(notice.path)).text();
      expect(html, notice.path).toContain(`<title>${notice.title}`);
      expect(html, notice.path).toContain(notice.says);
    }

    // From page to page by the footer, as a visitor reads them.
    await page.goto('/aboutus');
    for (const notice of NOTICES) {
      await page.getByRole('contentinfo').getByRole('link', { name: notice.footer, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${notice.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: notice.title })).toBeVisible();
      await expect(page.getByText(notice.says)).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page, testInfo, notice.path.slice(1));
      await snapshot(page, testInfo, notice.path.slice(1));
    }
  },
);

test('every form says how its answers are used, beside its submit button, linking the privacy notice', async ({ page }) => {
  for (const path of ['/guardian-angel-quote-form', '/quotes/standard/home-insurance', '/customerservice/lender-requests/proof-of-insurance']) {
    await page.goto(path);
    const footnote = page.getByTestId('privacy-footnote');
    await expect(footnote, path).toBeVisible();
    await expect(footnote.getByRole('link', { name: 'How we use your information' })).toHaveAttribute('href', '/privacy');
  }
});
