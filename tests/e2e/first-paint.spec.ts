/**
 * Issue 27: a prerendered page paints from its own inlined rules, before the stylesheet and before any script
 * (app/prerender/critical-css.ts, app/main.tsx); the app asks for the whole stylesheet when it starts, so
 * what it draws later (here the help panel) is styled; without JavaScript the page is styled all the same.
 */
import { DEFERRED_STYLESHEET_ATTRIBUTE } from '@site/prerender-files';
import { expect, test, ALSO_ON_PHONE } from './support/test';

const deferredStylesheet = '/assets/style-';

test('a prerendered page is drawn styled before its stylesheet or any script arrives', async ({ browser }) => {
  // A page of its own: the shared page's goto waits for the app, which this test keeps out.
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    let askedFor = 0;
    await page.route(`**${deferredStylesheet}*.css`, (route) => {
      askedFor += 1;
      return route.abort();
    });
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/', { waitUntil: 'load' });
    // The header's sticky bar and the hero's call to action, by Mantine's and the page's own rules, inlined.
    await expect(page.locator('header').first()).toHaveCSS('position', 'sticky');
    const cta = page.getByRole('main').getByRole('link', { name: /quote/i }).first();
    await expect(cta).toHaveCSS('display', /flex|inline-flex|block/);
    await expect(cta).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    // Nothing but the page and its first script before the first paint (Lighthouse counts what arrives before it).
    expect(askedFor, 'the stylesheet is not asked for before the app starts').toBe(0);
    await expect(page.locator(`link[${DEFERRED_STYLESHEET_ATTRIBUTE}]`)).not.toHaveAttribute('href', /./);
  } finally {
    await context.close();
  }
});

test('the app switches the whole stylesheet on when it starts, before it draws what the page did not show', { tag: ALSO_ON_PHONE }, async ({ page }) => {
  await page.goto('/');
  await expect(page.locator(`link[${DEFERRED_STYLESHEET_ATTRIBUTE}]`)).toHaveAttribute('href', new RegExp(`^${deferredStylesheet}`));
  const active = await page.evaluate(
    (stylesheet) => [...document.styleSheets].filter((sheet) => sheet.href?.includes(stylesheet) && sheet.media.mediaText === '').length,
    deferredStylesheet,
  );
  expect(active).toBe(1);
  // The help panel is drawn only when asked for: its rules were not among the page's own, and it is styled.
  await page.getByRole('button', { name: /^Need help\? Chat, call or email us/ }).click();
  const panel = page.getByRole('dialog', { name: 'How can we help?' });
  await expect(panel).toBeVisible();
  // Laid over the page (a popover at 1280 px, a bottom sheet at 360 px), as only the whole stylesheet says.
  const placement = await panel.evaluate((dialog) => {
    let element: Element | null = dialog;
    while (element && element !== document.body && getComputedStyle(element).position === 'static') element = element.parentElement;
    return element && element !== document.body ? getComputedStyle(element).position : 'in the flow of the page';
  });
  expect(placement).toMatch(/fixed|absolute/);
});

test('without JavaScript, the page links its stylesheet as usual', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto('/', { waitUntil: 'load' });
    await expect(page.locator('noscript link[rel="stylesheet"]')).toHaveCount(1);
    await expect(page.locator('header').first()).toHaveCSS('position', 'sticky');
  } finally {
    await context.close();
  }
});
