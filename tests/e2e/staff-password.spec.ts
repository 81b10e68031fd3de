/**
 * A member of staff changes their own password (issue 21), with the keyboard alone, at 1280 and 360 px: from the
 * back office's menu, a wrong current password and a common new one are refused at their fields, then the change
 * is made and the new password signs in.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createStaffByCommand, nextCode, setUpWithRecoveryCodes, STAFF_PASSWORD } from './support/staff';
import { expect, expectNoHorizontalOverflow, snapshot, tabTo, test, uniqueTag } from './support/test';

const NEW_PASSWORD = 'quartz meadow ferry umbrella';

async function signIn(page: Page, email: string, password: string, code: string) {
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a member of staff changes their own password from the menu, with the keyboard alone', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const email = `pat.${uniqueTag(testInfo)}@agency.example`;
  const { secret, recoveryCodes } = await setUpWithRecoveryCodes(page.request, createStaffByCommand({ email, name: 'Pat Keys', role: 'agent' }));
  await page.goto('/admin/sign-in');
  // A recovery code to sign in, so that the app's next code is left for the change.
  await signIn(page, email, STAFF_PASSWORD, recoveryCodes[0]!);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();

  await tabTo(page, page.getByRole('link', { name: 'Your password' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Change your password' })).toBeVisible();

  const current = page.getByRole('textbox', { name: 'Current password', exact: true });
  const code = page.getByRole('textbox', { name: 'Code' });
  const fresh = page.getByRole('textbox', { name: 'New password', exact: true });
  await tabTo(page, current);
  await page.keyboard.type('not my password at all');
  await tabTo(page, code);
  await page.keyboard.type(await nextCode(secret));
  await tabTo(page, fresh);
  await page.keyboard.type(NEW_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(current).toHaveAccessibleDescription('This is not your current password.');

  await tabTo(page, current);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(STAFF_PASSWORD);
  await tabTo(page, fresh);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('passwordpassword1');
  await page.keyboard.press('Enter');
  await expect(fresh).toHaveAccessibleDescription(/This password is too common or too easy to guess/);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page, testInfo, 'change password, refused');
  await snapshot(page, testInfo, 'change-password-refused');

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(NEW_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Your password is changed.' })).toBeVisible();
  await expect(current).toHaveValue('');
  await expectNoHorizontalOverflow(page);
  await snapshot(page, testInfo, 'change-password-done');

  // Signed out, the new password signs in (with another recovery code: the app's code of this step is used).
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('The e-mail address or password is not right.');
  await signIn(page, email, NEW_PASSWORD, recoveryCodes[1]!);
  // Back on the page signed out of.
  await expect(page.getByRole('heading', { level: 1, name: 'Change your password' })).toBeVisible();
});
