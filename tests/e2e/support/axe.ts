import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { AXE_EXCLUDED_SELECTORS, AXE_TAGS } from '@design-system/a11y/axe-rules';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

/** The impacts that fail a test; 'minor' and 'moderate' are attached to the report but do not fail it. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

const describeViolation = (violation: Violation) =>
  [
    `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
    ...violation.nodes.slice(0, 5).map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`),
  ].join('\n');

/**
 * Runs axe-core (WCAG 2.x A and AA plus best practices) on the page as it is now and fails on any
 * serious or critical violation. The full result is attached to the test as `axe-<label>.json`.
 */
export async function expectNoSeriousA11yViolations(page: Page, testInfo: TestInfo, label: string): Promise<void> {
  // Colours are measured as shown: the page runs with reduced motion (playwright.config.ts), so Mantine's
  // transitions end at once; anything still moving towards an end (a CSS transition or animation of our own)
  // is waited for. Endless ones (a spinner, a skeleton's pulse) never settle and change no colour.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).exclude(AXE_EXCLUDED_SELECTORS).analyze();
  await testInfo.attach(`axe-${label}.json`, { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  expect(blocking.map(describeViolation).join('\n\n'), `axe: serious or critical violations on ${label}`).toBe('');
}
