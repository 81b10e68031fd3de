import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, type TestInfo } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import { AXE_EXCLUDED_SELECTORS, AXE_TAGS } from '@design-system/a11y/axe-rules';

type Violation = AxeResults['violations'][number];
type Axe = { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> };

/** axe-core's browser build, read once per worker. */
export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts that fail a test; 'minor' and 'moderate' are attached to the report but do not fail it. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

const describeViolation = (violation: Violation) =>
  [
    `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
    ...violation.nodes.slice(0, 5).map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`),
  ].join('\n');

/**
 * Loads axe-core into each frame of the page that lacks it: once per document, where @axe-core/playwright
 * loads it again for every scan and finishes each in a new blank page (about a second a scan). Frames of
 * another origin (a partner's page framing our form) answer the top frame's axe too.
 */
async function loadAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    const load = async () => {
      if (await frame.evaluate(() => 'axe' in window)) return;
      await frame.evaluate(`${AXE_SOURCE}\n;axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] });`);
    };
    // A child frame that navigates or goes away meanwhile is left out, as axe itself would leave it.
    if (frame === page.mainFrame()) await load();
    else await load().catch(() => {});
  }
}

/**
 * Runs axe-core (WCAG 2.x A and AA plus best practices) on the page as it is now, frames included, and fails
 * on any serious or critical violation. The violations of every impact are attached as `axe-<label>.json`.
 */
export async function expectNoSeriousA11yViolations(page: Page, testInfo: TestInfo, label: string): Promise<void> {
  // Colours are measured as shown: the page runs with reduced motion (playwright.config.ts), so Mantine's
  // transitions end at once; anything still moving towards an end (a CSS transition or animation of our own)
  // is waited for. Endless ones (a spinner, a skeleton's pulse) never settle and change no colour.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  await loadAxe(page);
  const violations = await page.evaluate(
    async ({ tags, exclude }) => {
      const { axe } = window as unknown as { axe: Axe };
      const results = await axe.run({ exclude }, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return results.violations;
    },
    { tags: AXE_TAGS, exclude: AXE_EXCLUDED_SELECTORS },
  );
  await testInfo.attach(`axe-${label}.json`, { body: JSON.stringify(violations, null, 2), contentType: 'application/json' });
  const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  expect(blocking.map(describeViolation).join('\n\n'), `axe: serious or critical violations on ${label}`).toBe('');
}
