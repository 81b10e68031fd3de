/**
 * The form shell's progress on the change forms of four steps (seed 002 names every step): from tablet width
 * up (768 px) every step's name shows under its circle, none running into another; at phone width the numbered
 * circles, with the current step's name as the heading below. Axe on each width.
 */
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { stepHeading } from './support/change-forms';
import { expect, expectNoHorizontalOverflow, snapshot, test, ALSO_ON_PHONE } from './support/test';

/** The forms with four steps, and their steps' names as seed 002 gives them. */
const FOUR_STEP_FORMS = [
  { path: '/customerservice/policy-changes/home', steps: ['Contact Information', 'Request Changes', 'Documents', 'Review and Submit'] },
  { path: '/customerservice/policy-changes/cancellation', steps: ['Contact Information', 'Cancellation Reason', 'Documents', 'Review & Terms'] },
  { path: '/customerservice/policy-changes/auto', steps: ['Policy Information', 'Request Changes', 'Documents', 'Review and Submit'] },
];

const progress = (page: Page) => page.getByRole('navigation', { name: 'Form progress' });
const stepOf = (page: Page, index: number, name: string) => progress(page).getByRole('button', { name: `Step ${index + 1}: ${name}` });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'an element with a box').not.toBeNull();
  return box!;
}

/** Every step's name is visible, inside the progress, and clear of every other step's name and circle. */
async function expectEveryStepNamed(page: Page, names: string[]) {
  const area = await boxOf(progress(page));
  const labels: Box[] = [];
  const circles: Box[] = [];
  for (const [index, name] of names.entries()) {
    const label = stepOf(page, index, name).getByText(name, { exact: true });
    await expect(label, `step ${index + 1}'s name`).toBeVisible();
    labels.push(await boxOf(label));
    circles.push(await boxOf(stepOf(page, index, name).getByText(String(index + 1), { exact: true })));
  }
  for (const [index, label] of labels.entries()) {
    expect(label.x, `${names[index]} starts inside the progress`).toBeGreaterThanOrEqual(area.x);
    expect(label.x + label.width, `${names[index]} ends inside the progress`).toBeLessThanOrEqual(area.x + area.width);
    for (const [other, box] of [...labels.entries(), ...circles.entries()]) {
      if (other !== index) expect(overlaps(label, box), `${names[index]} runs into step ${other + 1}`).toBe(false);
    }
  }
}

test('from tablet width up, the progress names every step of a four-step form, at 1280 and 768 px', async ({ page, isMobile }, testInfo) => {
  test.skip(isMobile, 'the phone project checks the 360 px progress');
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    for (const form of FOUR_STEP_FORMS) {
      await page.goto(form.path);
      await expect(stepHeading(page, form.steps[0]!)).toBeVisible();
      await expectEveryStepNamed(page, form.steps);
      await expectNoHorizontalOverflow(page);
    }
    await expectNoSeriousA11yViolations(page, testInfo, `progress at ${width} px`);
    await snapshot(page, testInfo, `progress-${width}`);
  }
});

test(
  'at phone width, the progress shows the step numbers and the heading names the current step',
  { tag: ALSO_ON_PHONE },
  async ({ page, isMobile }, testInfo) => {
    test.skip(!isMobile, 'the desktop project checks the 1280 and 768 px progress');
    const form = FOUR_STEP_FORMS[1]!;
    await page.goto(form.path);
    await expect(stepHeading(page, form.steps[0]!)).toBeVisible();
    for (const [index, name] of form.steps.entries()) {
      await expect(stepOf(page, index, name).getByText(String(index + 1), { exact: true })).toBeVisible();
      // The names do not fit beside four circles at 360 px: the step heading below names the current one.
      await expect(stepOf(page, index, name).getByText(name, { exact: true })).toBeHidden();
    }
    await expect(progress(page).getByTestId('step-counter')).toHaveText('Step 1 of 4');
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page, testInfo, 'progress at 360 px');
    await snapshot(page, testInfo, 'progress-360');
  },
);
