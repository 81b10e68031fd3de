/** The portal forms' drafts as a person meets them: kept while they type, offered back on a later visit. */
import { expect, type Page } from '@playwright/test';

const DRAFT_KEY_PREFIX = 'portal-form-draft:';

/**
 * Waits until the form's draft in localStorage holds `lastAnswer` (the last thing the person gave, as the
 * form stores it), then reloads the page as a later visit would: the browser's clock a minute on, so the
 * draft is from an earlier session (older than the 5 s that tell this visit's own saves apart) and is offered
 * back. No fixed wait: the save is a state of the page, and the time between visits is the clock's (it runs
 * on naturally from there).
 */
export async function comeBackToDraftLater(page: Page, lastAnswer: string): Promise<void> {
  const keptDrafts = () =>
    page.evaluate(
      (prefix) =>
        Object.entries(window.localStorage)
          .filter(([key]) => key.startsWith(prefix))
          .map(([, draft]) => draft),
      DRAFT_KEY_PREFIX,
    );
  await expect.poll(async () => (await keptDrafts()).some((draft) => draft.includes(lastAnswer)), { message: `a draft holding "${lastAnswer}"` }).toBe(true);
  await page.clock.install({ time: Date.now() + 60_000 });
  await page.reload();
  // As page.goto does (support/test.ts): the page is React's before the person acts on its banner.
  await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
  await expect(page.getByTestId('draft-banner')).toBeVisible();
}
