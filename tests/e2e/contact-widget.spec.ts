/**
 * Seed 000 §2.10, §3, §4, §8, §9: the contact widget — the help button, its panel (a bottom sheet on
 * phones), the business status from New York's clock, the chat popup and its blocked notice, the welcome
 * message, and its absence on the widget-hidden routes.
 */
import type { CDPSession, Locator, Page, TestInfo } from '@playwright/test';
import { AGENCY } from '@site/agency';
import { CHAT_SERVICE_URL } from '../../app/content/chat';
import { CHAT_LOCAL_DATA_KEY } from '../../app/features/contact-widget/chat-local-data';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, expectNoHorizontalOverflow, snapshot, test, ALSO_ON_PHONE } from './support/test';

const PAGE_URL = '/';
const helpButton = (page: Page) => page.getByRole('button', { name: /^Need help\? Chat, call or email us/ });
const helpPanel = (page: Page) => page.getByRole('dialog', { name: 'How can we help?' });
const welcomeMessage = (page: Page) => page.getByRole('region', { name: 'Hi there!' });

/** Instants written as New York wall time with its offset. */
const NEW_YORK = {
  tuesday10am: new Date('2026-07-14T10:00:00-04:00'),
  saturdayNoon: new Date('2026-07-18T12:00:00-04:00'),
  monday845am: new Date('2026-07-13T08:45:00-04:00'),
  friday445pm: new Date('2026-07-17T16:45:00-04:00'),
  winterTuesday6pm: new Date('2026-01-13T18:00:00-05:00'),
  friday459pm: new Date('2026-07-17T16:59:00-04:00'),
};

async function openPanel(page: Page): Promise<Locator> {
  await helpButton(page).click();
  const panel = helpPanel(page);
  await expect(panel).toBeVisible();
  return panel;
}

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

test.describe('contact widget', () => {
  // Several tests run axe over a whole page (the home page, with its map) as well as the widget.
  test.describe.configure({ timeout: 60_000 });

  test(
    'the panel offers Live Chat, Call, Email and the business hours, closes with Escape, and passes axe',
    { tag: ALSO_ON_PHONE },
    async ({ page }, testInfo) => {
      await page.clock.setFixedTime(NEW_YORK.tuesday10am);
      await page.goto(PAGE_URL);
      const button = helpButton(page);
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      const panel = await openPanel(page);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(panel.getByRole('button', { name: 'Live Chat' })).toBeEnabled();
      await expect(panel.getByRole('link', { name: `Call ${AGENCY.phone}` })).toHaveAttribute('href', 'tel:8005550142');
      await expect(panel.getByRole('link', { name: `Email ${AGENCY.supportEmail}` })).toHaveAttribute('href', `mailto:${AGENCY.supportEmail}`);
      await expect(panel.getByRole('heading', { name: 'Business hours' })).toBeVisible();
      await expect(panel.getByText('Live chat Mon-Fri 9AM-5PM ET')).toBeVisible();
      await expect(panel.getByTestId('business-status')).toHaveText('Open now');
      // Focus is inside the dialog.
      await expect.poll(() => panel.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

      // The whole panel is on screen; on phones it is a bottom sheet across the width.
      const box = (await panel.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 1);
      if (isPhone(testInfo)) {
        expect(box.width).toBe(viewport.width);
        expect(Math.round(box.y + box.height)).toBe(viewport.height);
      } else {
        // Above the button, at the right.
        const buttonBox = (await button.boundingBox())!;
        expect(box.y + box.height).toBeLessThan(buttonBox.y);
        expect(Math.round(box.x + box.width)).toBe(Math.round(buttonBox.x + buttonBox.width));
      }

      await expectNoHorizontalOverflow(page);
      await snapshot(page, testInfo, 'contact-widget-open', { viewport: true });
      await expectNoSeriousA11yViolations(page, testInfo, 'contact widget open');

      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      // Seed 000 §3: the chat local data, in one localStorage key.
      const stored = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null'), CHAT_LOCAL_DATA_KEY);
      expect(stored).toMatchObject({
        hasInteracted: true,
        welcomeDismissed: false,
        preferences: { showWelcomeMessage: true, autoShowDelay: 15000, soundEnabled: true, notificationsEnabled: true },
      });
    },
  );

  test('the closed button passes axe and covers nothing at the end of the page', { tag: ALSO_ON_PHONE }, async ({ page }, testInfo) => {
    await page.clock.setFixedTime(NEW_YORK.tuesday10am);
    await page.goto(PAGE_URL);
    await expect(helpButton(page)).toBeVisible();
    await snapshot(page, testInfo, 'contact-widget-closed', { viewport: true });
    await expectNoSeriousA11yViolations(page, testInfo, 'contact widget closed');

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
    const buttonBox = (await helpButton(page).boundingBox())!;
    // Text and controls of the page (the widget aside) under the button once scrolled to the end: none.
    const covered = await page.evaluate((rect) => {
      const overlaps = (r: DOMRect) => r.right > rect.x && r.left < rect.x + rect.width && r.bottom > rect.y && r.top < rect.y + rect.height;
      const widget = document.querySelector('aside[aria-label="Help and contact"]');
      const hits: string[] = [];
      const range = document.createRange();
      for (const element of Array.from(document.querySelectorAll('body *'))) {
        if (widget?.contains(element) || element.closest('[aria-hidden="true"]')) continue;
        // The lines of text themselves, not the blocks that hold them.
        for (const node of Array.from(element.childNodes)) {
          if (node.nodeType !== Node.TEXT_NODE || node.textContent!.trim() === '') continue;
          range.selectNodeContents(node);
          for (const r of Array.from(range.getClientRects())) if (r.width > 0 && overlaps(r)) hits.push(`text "${node.textContent!.trim().slice(0, 40)}"`);
        }
        if (element.matches('a, button, input, select, textarea')) {
          const r = element.getBoundingClientRect();
          if (r.width > 0 && r.height > 0 && overlaps(r)) hits.push(element.outerHTML.slice(0, 80));
        }
      }
      return hits;
    }, buttonBox);
    expect(covered).toEqual([]);
    await snapshot(page, testInfo, 'contact-widget-page-end', { viewport: true });
  });

  const clockCases: [string, Date, string, boolean][] = [
    ['Saturday noon', NEW_YORK.saturdayNoon, 'Closed now', false],
    ['Monday 8:45', NEW_YORK.monday845am, 'Opening soon', true],
    ['Friday 16:45', NEW_YORK.friday445pm, 'Closing soon', true],
    ['a winter Tuesday at 18:00', NEW_YORK.winterTuesday6pm, 'Closed now', false],
  ];
  // Each hour's rule is unit-tested (business-hours.test.ts); here the page shows what the clock says.
  test('the status and Live Chat follow New York time: opening soon, closing soon, closed at the weekend and at night', async ({ page }, testInfo) => {
    for (const [label, time, status, chatEnabled] of clockCases) {
      await page.clock.setFixedTime(time);
      await page.goto(PAGE_URL);
      const panel = await openPanel(page);
      await expect(panel.getByTestId('business-status'), label).toHaveText(status);
      const chat = panel.getByRole('button', { name: 'Live Chat' });
      const reason = panel.getByTestId('chat-closed-reason');
      if (chatEnabled) {
        await expect(chat, label).toBeEnabled();
        await expect(reason, label).toHaveCount(0);
      } else {
        await expect(chat, label).toBeDisabled();
        await expect(reason, label).toHaveText('Live chat is closed now. Live chat Mon-Fri 9AM-5PM ET: please call or e-mail us instead.');
        if (label === 'Saturday noon') {
          await snapshot(page, testInfo, 'contact-widget-closed-status', { viewport: true });
          await expectNoSeriousA11yViolations(page, testInfo, 'contact widget, chat closed');
        }
      }
    }
  });

  test('an open panel turns to "Closed now" at 17:00 New York time', async ({ page }) => {
    await page.clock.install({ time: NEW_YORK.friday459pm });
    await page.goto(PAGE_URL);
    const panel = await openPanel(page);
    await expect(panel.getByTestId('business-status')).toHaveText('Closing soon');
    await expect(panel.getByRole('button', { name: 'Live Chat' })).toBeEnabled();
    await page.clock.fastForward(65_000);
    await expect(panel.getByTestId('business-status')).toHaveText('Closed now');
    await expect(panel.getByRole('button', { name: 'Live Chat' })).toBeDisabled();
  });

  test('Live Chat opens the chat service in a 450x650 popup window without access to our page', async ({ page, context }) => {
    // No chat service is reachable from here: the browser gets a stand-in page at the configured address.
    await context.route(`${new URL(CHAT_SERVICE_URL).origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Live chat</title><p>Chat service stand-in</p>' }),
    );
    await page.clock.setFixedTime(NEW_YORK.tuesday10am);
    await page.goto(PAGE_URL);
    const panel = await openPanel(page);
    const popupOpened = page.waitForEvent('popup');
    await panel.getByRole('button', { name: 'Live Chat' }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    expect(popup.url()).toBe(CHAT_SERVICE_URL);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    const size = await popup.evaluate(() => ({ width: window.outerWidth, height: window.outerHeight }));
    expect(size).toEqual({ width: 450, height: 650 });
    await expect(page.getByText('Chat Blocked')).toHaveCount(0);

    await popup.close();
  });

  test('a blocked chat popup shows the "Chat Blocked" notice for 5 seconds', async ({ page }, testInfo) => {
    await page.addInitScript(() => {
      // What a popup blocker does: window.open returns null.
      window.open = () => null;
    });
    await page.clock.setFixedTime(NEW_YORK.tuesday10am);
    await page.goto(PAGE_URL);
    const panel = await openPanel(page);
    await panel.getByRole('button', { name: 'Live Chat' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Chat Blocked' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Chat Unavailable: Please try calling or emailing us instead.');
    await snapshot(page, testInfo, 'contact-widget-chat-blocked', { viewport: true });
    await expectNoSeriousA11yViolations(page, testInfo, 'chat blocked notice');
    // Gone after 5 s (plus its exit transition), not after the usual 10 s.
    await expect(notice).toBeHidden({ timeout: 7_000 });
  });

  test('is absent on the quote forms that partners show and their embeds, and comes back on leaving them', async ({ page }) => {
    for (const path of ['/guardian-angel-quote-form', '/standardized', '/embed/guardian-angel-quote-form', '/embed/guardian-angel-quote-form/standardized']) {
      await page.goto(path);
      await expect(page.locator('#main-content'), path).not.toBeEmpty();
      // The page has taken over (goto waits for that) and fetched all it fetches: a widget would be there.
      await page.waitForLoadState('networkidle');
      await expect(helpButton(page), path).toHaveCount(0);
      await expect(page.getByRole('complementary', { name: 'Help and contact' }), path).toHaveCount(0);
    }

    // It appears and disappears as the visitor navigates in and out of such a route.
    await page.goto('/guardian-angel-quote-form');
    await expect(page.locator('#main-content')).not.toBeEmpty();
    await expect(helpButton(page)).toHaveCount(0);
    // A client-side navigation, as a link in the app makes (react-router follows the history).
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
      window.history.pushState({}, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(helpButton(page)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/guardian-angel-quote-form');
    await expect(helpButton(page)).toHaveCount(0);
    // No page load happened in between.
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });

  test('the panel code is not in the first download of a page', async ({ page, request }) => {
    const html = await (await request.get(PAGE_URL)).text();
    expect(html).not.toContain('ContactWidgetLayer');
    await page.clock.install();
    let layerFetched = false;
    page.on('request', (request) => {
      if (/ContactWidgetLayer-[\w-]+\.js$/.test(request.url())) layerFetched = true;
    });
    await page.goto(PAGE_URL);
    await page.waitForLoadState('networkidle');
    expect(layerFetched, 'panel code fetched with the page').toBe(false);
    // Fetched when the visitor reaches for the button, or 8 s after the page opened (before the welcome
    // message is due at 15 s), whichever comes first.
    const layerRequested = page.waitForRequest(/ContactWidgetLayer-[\w-]+\.js$/);
    await page.clock.fastForward(8_100);
    await layerRequested;
  });

  test('the welcome message appears after 15 s and stays dismissed', { tag: ALSO_ON_PHONE }, async ({ page }, testInfo) => {
    await page.clock.install({ time: NEW_YORK.tuesday10am });
    await page.goto(PAGE_URL);
    const layerLoaded = page.waitForResponse(/ContactWidgetLayer-[\w-]+\.js$/);
    await page.clock.fastForward(10_000);
    await layerLoaded;
    await expect(welcomeMessage(page)).toHaveCount(0);
    await page.clock.fastForward(6_000);

    const badge = page.getByTestId('contact-widget-unread');
    await expect(badge).toHaveText('1');
    await expect(page.getByRole('button', { name: 'Need help? Chat, call or email us, 1 unread message' })).toBeVisible();
    if (isPhone(testInfo)) {
      // On phones the message would cover the page: the badge stands for it, and the panel greets instead.
      await expect(welcomeMessage(page)).toBeHidden();
      await snapshot(page, testInfo, 'contact-widget-unread', { viewport: true });
      await helpButton(page).click();
      await expect(helpPanel(page)).toContainText('Questions about coverage or a quote?');
      await expect(badge).toHaveCount(0);
      return;
    }
    await expect(welcomeMessage(page)).toBeVisible();
    await snapshot(page, testInfo, 'contact-widget-welcome', { viewport: true });
    await expectNoSeriousA11yViolations(page, testInfo, 'welcome message');
    await welcomeMessage(page).getByRole('button', { name: 'Dismiss welcome message' }).click();
    await expect(welcomeMessage(page)).toHaveCount(0);
    await expect(badge).toHaveCount(0);
    await expect(helpButton(page)).toBeFocused();

    // Remembered across page loads.
    await page.reload();
    await expect(helpButton(page)).toBeVisible();
    const layerLoadedAgain = page.waitForResponse(/ContactWidgetLayer-[\w-]+\.js$/);
    await page.clock.fastForward(20_000);
    await layerLoadedAgain;
    await expect(welcomeMessage(page)).toHaveCount(0);
    await expect(badge).toHaveCount(0);
    const stored = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null'), CHAT_LOCAL_DATA_KEY);
    expect(stored).toMatchObject({ welcomeDismissed: true });
  });

  test('corrupt chat data in localStorage is replaced by the defaults', async ({ page }) => {
    await page.addInitScript((key) => window.localStorage.setItem(key, '{"preferences": [1, 2'), CHAT_LOCAL_DATA_KEY);
    await page.clock.setFixedTime(NEW_YORK.tuesday10am);
    await page.goto(PAGE_URL);
    const panel = await openPanel(page);
    await expect(panel.getByRole('button', { name: 'Live Chat' })).toBeEnabled();
    const stored = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null'), CHAT_LOCAL_DATA_KEY);
    expect(stored).toMatchObject({ hasInteracted: true, preferences: { autoShowDelay: 15000 } });
  });
});

test.describe('contact widget on a phone', () => {
  // Decided from the project's options, before a page is made for the test.
  test.skip(({ isMobile }) => !isMobile, 'the bottom sheet is the phone layout');

  /**
   * A real touch gesture through the DevTools protocol: start, moves, an optional pause, end. Its pace is the
   * page's clock (installed by the test), moved on `stepMs` between moves: the sheet measures the speed with it.
   */
  async function swipe(
    cdp: CDPSession,
    page: Page,
    { x, fromY, toY, steps, stepMs, holdMs = 0 }: { x: number; fromY: number; toY: number; steps: number; stepMs: number; holdMs?: number },
  ) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: fromY }] });
    for (let step = 1; step <= steps; step += 1) {
      await page.clock.runFor(stepMs);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: fromY + ((toY - fromY) * step) / steps }] });
    }
    if (holdMs) await page.clock.runFor(holdMs);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }

  async function openSheet(page: Page) {
    const panel = await openPanel(page);
    await expect(panel).toHaveAttribute('aria-modal', 'true');
    // Settled at the bottom after its entrance.
    await expect.poll(async () => Math.round((await panel.boundingBox())!.y + (await panel.boundingBox())!.height)).toBe(page.viewportSize()!.height);
    return panel;
  }

  test(
    'the bottom sheet follows a finger down, slides back after a short slow drag and closes after a long one',
    { tag: ALSO_ON_PHONE },
    async ({ page }, testInfo) => {
      await page.clock.install({ time: NEW_YORK.tuesday10am });
      await page.goto(PAGE_URL);
      const cdp = await page.context().newCDPSession(page);
      const panel = await openSheet(page);
      const start = (await panel.boundingBox())!;
      const gripY = start.y + 12;

      // 60 px over half a second of the page's clock, then held: under 100 px and too slow, so it slides back.
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 180, y: gripY }] });
      for (let step = 1; step <= 6; step += 1) {
        await page.clock.runFor(80);
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 180, y: gripY + step * 10 }] });
      }
      await expect.poll(async () => Math.round((await panel.boundingBox())!.y - start.y)).toBe(60);
      await snapshot(page, testInfo, 'contact-widget-sheet-dragging', { viewport: true });
      await page.clock.runFor(200);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect.poll(async () => Math.round((await panel.boundingBox())!.y)).toBe(Math.round(start.y));
      await expect(panel).toBeVisible();

      // 150 px over 0.8 s: past the 100 px threshold, so it closes and focus returns to the help button.
      await swipe(cdp, page, { x: 180, fromY: gripY, toY: gripY + 150, steps: 10, stepMs: 60, holdMs: 200 });
      await expect(panel).toBeHidden();
      await expect(helpButton(page)).toBeFocused();
    },
  );

  test('a quick flick shorter than 100 px closes the sheet', { tag: ALSO_ON_PHONE }, async ({ page }) => {
    await page.clock.install();
    await page.goto(PAGE_URL);
    const panel = await openSheet(page);
    // 60 px in 48 ms, well over 0.5 px/ms. Each DevTools touch takes tens of milliseconds to arrive, too slow
    // for a flick, so the gesture is real TouchEvents dispatched in the page, on the page's clock: paused, and
    // moved on 16 ms between moves, the flick has that pace however busy the machine is.
    const startY = (await panel.boundingBox())!.y + 12;
    const touch = (type: string, y: number) =>
      panel.evaluate(
        (sheet, { type, y }) => {
          const point = new Touch({ identifier: 7, target: sheet, clientX: 180, clientY: y });
          const lifted = type === 'touchend';
          sheet.dispatchEvent(new TouchEvent(type, { bubbles: true, cancelable: true, touches: lifted ? [] : [point], changedTouches: [point] }));
        },
        { type, y },
      );
    await page.clock.pauseAt(Date.now() + 1_000);
    await touch('touchstart', startY);
    for (const dy of [20, 40, 60]) {
      await page.clock.runFor(16);
      await touch('touchmove', startY + dy);
    }
    await touch('touchend', startY + 60);
    await page.clock.resume();
    await expect(panel).toBeHidden();
    await expect(helpButton(page)).toBeFocused();
  });

  test('the sheet also closes with its close button and with Escape, and keeps focus inside while open', { tag: ALSO_ON_PHONE }, async ({ page }) => {
    await page.goto(PAGE_URL);
    let panel = await openSheet(page);
    for (let press = 0; press < 8; press += 1) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await panel.getByRole('button', { name: 'Close help panel' }).click();
    await expect(panel).toBeHidden();
    await expect(helpButton(page)).toBeFocused();

    panel = await openSheet(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(helpButton(page)).toBeFocused();
  });
});
