/**
 * Staff passwords and recovery codes (issue 21, finding 9; OWASP ASVS 5.0 6.2.2, 6.2.3, 6.2.4, 6.5.2): common
 * passwords from a maintained list (zxcvbn-ts's 49,233) are refused, a member of staff changes their own
 * password with their current one and a code (other sessions end; attempts counted with sign-in's), and recovery
 * codes are kept as argon2id. Both databases run this same suite (suite-groups.ts).
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { OWN_PASSWORD_MESSAGES } from '@contracts/back-office/own-password';
import { STAFF_AUTH_MESSAGES as M } from '@contracts/back-office/staff-auth';
import { createStaffMember } from '@bff/services/staff/staff-members';
import { enrolStaff, signedInCookie, STAFF_PASSWORD, type TestStaff } from '../support/staff';
import type { DatabaseKind } from '../support/test-server';
import { cookieSet, signInAs, staffCall, totpCode } from './staff-calls';
import { useApi } from './support';

const COMMON = dictionary['passwords-common'];
const NEW_PASSWORD = 'quartz meadow ferry umbrella';
const CHANGE = '/api/admin/me/password';

let lastOctet = 0;
const newAddress = () => `198.51.100.${(lastOctet += 1)}`;

export function defineStaffPasswordContractSuite(kind: DatabaseKind): void {
  const t = useApi(kind, { TRUST_PROXY: 'loopback' });

  async function setupToken(name = 'Grace Hopper') {
    const { setupLink } = await createStaffMember(
      t.server.db,
      { email: `grace.${Date.now()}.${(lastOctet += 1)}@agency.example`, name, role: 'agent', createdBy: null },
      { publicBaseUrl: 'https://agency.example', linkTtlMs: 3_600_000, encryption: t.server.deps.encryption },
    );
    return setupLink.split('#')[1]!;
  }
  const choosePassword = (token: string, password: string) => staffCall(t, 'POST', '/api/admin/auth/setup/password', { body: { token, password } });

  describe('common passwords', () => {
    it(`come from a list of ${COMMON.length} (at least 10,000): every one long enough from deep in it (rank 5,000 and more) is refused at set-up, and so are padded ones`, async () => {
      expect(COMMON.length).toBeGreaterThanOrEqual(10_000);
      const token = await setupToken();
      // The list's passwords are mostly shorter than the 15 characters asked for: those are refused by length already.
      const deepAndLong = COMMON.filter((password, rank) => rank >= 5000 && password.length >= 15 && password.length <= 64);
      expect(deepAndLong.length).toBeGreaterThanOrEqual(30);
      for (const password of [...deepAndLong, `${COMMON[5000]}123456789`, `${COMMON[6000]}${COMMON[6000]}${COMMON[6000]}`]) {
        const refused = await choosePassword(token, password);
        expect(refused.status, password).toBe(422);
        expect((await refused.json()).errors).toEqual({ password: [M.passwordTooCommon] });
      }
      expect((await choosePassword(token, STAFF_PASSWORD)).status).toBe(200);
    });
  });

  describe('recovery codes', () => {
    it('are 16 characters (80 bits) in four groups, kept as argon2id with distinct selectors, and each signs in once, typed any case', async () => {
      const token = await setupToken('Katherine Johnson');
      const { secret } = await (await choosePassword(token, STAFF_PASSWORD)).json();
      const confirmed = await staffCall(t, 'POST', '/api/admin/auth/setup/confirm', { body: { token, code: await totpCode(secret, -1) } });
      const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
      expect(recoveryCodes).toHaveLength(10);
      for (const code of recoveryCodes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(?:-[A-HJ-NP-Z2-9]{4}){3}$/);
      const staff = await t.server.db('staff_members').where({ name: 'Katherine Johnson' }).first();
      const rows = await t.server.db('staff_recovery_codes').where({ staff_id: staff.id });
      expect(rows.every((row: { code_hash: string }) => row.code_hash.startsWith('$argon2id$'))).toBe(true);
      expect(new Set(rows.map((row: { selector: string }) => row.selector)).size).toBe(10);
      expect(rows.map((row: { selector: string }) => row.selector).sort()).toEqual(recoveryCodes.map((code) => code.slice(0, 2)).sort());

      const withCode = async (code: string) => {
        const first = await staffCall(t, 'POST', '/api/admin/auth/sign-in', { body: { email: staff.email, password: STAFF_PASSWORD }, from: newAddress() });
        return staffCall(t, 'POST', '/api/admin/auth/code', { body: { code }, cookie: cookieSet(first, 'staff_session') });
      };
      const typedLoosely = recoveryCodes[3]!.toLowerCase().replace(/-/g, ' ');
      expect((await withCode(typedLoosely)).status).toBe(200);
      expect((await withCode(recoveryCodes[3]!)).status).toBe(401);
      // Right selector, wrong rest; and a code of the right shape that is no one's.
      expect((await withCode(`${recoveryCodes[4]!.slice(0, 2)}${'A'.repeat(14)}`)).status).toBe(401);
      expect((await withCode('ZZZZ-ZZZZ-ZZZZ-ZZZZ')).status).toBe(401);
      const used = await t.server.db('staff_audit_log').where({ staff_id: staff.id, action: 'recovery_code_used' }).count({ n: '*' });
      expect(Number(used[0]!.n)).toBe(1);
    });
  });

  describe('changing one’s own password', () => {
    const change = (cookie: string, body: Record<string, unknown>, from?: string) => staffCall(t, 'POST', CHANGE, { body, cookie, from });
    const errorsOf = async (response: Response) => ((await response.json()) as { errors?: Record<string, string[]> }).errors;

    async function signedInTwice(staff: TestStaff) {
      return { here: await signedInCookie(t.server.db, staff), elsewhere: await signedInCookie(t.server.db, staff) };
    }

    it('refuses a wrong current password, a wrong code and a weak new password, each at its field, and changes nothing', async () => {
      const staff = await enrolStaff(t.server.db, { name: 'Dorothy Vaughan' });
      const { here } = await signedInTwice(staff);
      const code = await totpCode(staff.totpSecret);
      const before = (await t.server.db('staff_members').where({ id: staff.id }).first()).password_hash;

      const wrongCurrent = await change(here, { currentPassword: 'not my password at all', code, newPassword: NEW_PASSWORD });
      expect(wrongCurrent.status).toBe(422);
      expect(await errorsOf(wrongCurrent)).toEqual({ currentPassword: [OWN_PASSWORD_MESSAGES.currentPasswordWrong] });

      const wrongCode = await change(here, {
        currentPassword: STAFF_PASSWORD,
        code: String((Number(code) + 1) % 1_000_000).padStart(6, '0'),
        newPassword: NEW_PASSWORD,
      });
      expect(wrongCode.status).toBe(422);
      expect(await errorsOf(wrongCode)).toEqual({ code: [M.codeFailed] });

      const common = await change(here, { currentPassword: STAFF_PASSWORD, code, newPassword: 'passwordpassword123' });
      expect(await errorsOf(common)).toEqual({ newPassword: [M.passwordTooCommon] });
      const own = await change(here, { currentPassword: STAFF_PASSWORD, code, newPassword: 'dorothy vaughan 1910' });
      expect(await errorsOf(own)).toEqual({ newPassword: [M.passwordTooCommon] });
      const short = await change(here, { currentPassword: STAFF_PASSWORD, code, newPassword: 'short one' });
      expect(await errorsOf(short)).toEqual({ newPassword: [M.passwordTooShort] });
      const missing = await change(here, { newPassword: NEW_PASSWORD });
      expect(await errorsOf(missing)).toEqual({ currentPassword: [OWN_PASSWORD_MESSAGES.currentPasswordRequired], code: [M.codeRequired] });

      expect((await t.server.db('staff_members').where({ id: staff.id }).first()).password_hash).toBe(before);
      const failures = await t.server.db('staff_audit_log').where({ staff_id: staff.id, action: 'password_change_failed' }).pluck('details');
      expect(failures.map((details: string) => JSON.parse(details).field)).toEqual(['currentPassword', 'code']);
    });

    it('with the current password and a code: the new one signs in, the old one does not, other sessions end, audited and e-mailed', async () => {
      const staff = await enrolStaff(t.server.db, { role: 'agent' });
      const { here, elsewhere } = await signedInTwice(staff);
      const changed = await change(here, { currentPassword: STAFF_PASSWORD, code: await totpCode(staff.totpSecret, -1), newPassword: NEW_PASSWORD });
      expect(changed.status).toBe(204);

      expect((await staffCall(t, 'GET', '/api/admin/auth/session', { cookie: here })).status).toBe(200);
      expect((await staffCall(t, 'GET', '/api/admin/auth/session', { cookie: elsewhere })).status).toBe(401);
      const client = newAddress();
      expect((await signInAs(t, { email: staff.email, password: STAFF_PASSWORD, secret: staff.totpSecret }, { from: client })).password.status).toBe(401);
      const withNew = await signInAs(t, { email: staff.email, password: NEW_PASSWORD, secret: staff.totpSecret }, { from: client });
      expect(withNew.code?.status).toBe(200);

      const actions = await t.server.db('staff_audit_log').where({ staff_id: staff.id }).pluck('action');
      expect(actions).toContain('password_changed');
      const mail = await t.server.db('mail_outbox').where({ recipient: staff.email, kind: 'staff-password-changed' }).first();
      expect(mail.subject).toBe('Your Keystone Insurance back office password was changed');
      expect(mail.text_body).not.toContain(NEW_PASSWORD);
      // The code was used: the same one cannot change it again.
      const again = await change(here, { currentPassword: NEW_PASSWORD, code: await totpCode(staff.totpSecret, -1), newPassword: 'another fine long phrase' });
      expect(await errorsOf(again)).toEqual({ code: [M.codeFailed] });
    });

    it('takes a recovery code instead of the app’s, and uses it up', async () => {
      const staff = await enrolStaff(t.server.db);
      const here = await signedInCookie(t.server.db, staff);
      const { issueRecoveryCodes } = await import('@bff/services/staff/second-factor');
      const [recoveryCode] = await issueRecoveryCodes(t.server.db, staff.id);
      expect((await change(here, { currentPassword: STAFF_PASSWORD, code: recoveryCode, newPassword: NEW_PASSWORD })).status).toBe(204);
      const reused = await change(here, { currentPassword: NEW_PASSWORD, code: recoveryCode, newPassword: 'another fine long phrase' });
      expect(await errorsOf(reused)).toEqual({ code: [M.codeFailed] });
    });

    it('is no guessing oracle for a session left open: a burst of wrong current passwords gets 5 checks, then 429 with Retry-After', async () => {
      const staff = await enrolStaff(t.server.db);
      const here = await signedInCookie(t.server.db, staff);
      const from = newAddress();
      const code = await totpCode(staff.totpSecret);
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) => change(here, { currentPassword: `a guess at it, number ${i}`, code, newPassword: NEW_PASSWORD }, from)),
      );
      expect(responses.filter((response) => response.status === 422)).toHaveLength(5);
      const refused = responses.filter((response) => response.status === 429);
      expect(refused).toHaveLength(15);
      expect(refused.every((response) => Number(response.headers.get('retry-after')) >= 1)).toBe(true);
      const checks = await t.server.db('staff_audit_log').where({ staff_id: staff.id, action: 'password_change_failed' }).count({ n: '*' });
      expect(Number(checks[0]!.n)).toBe(5);
    });
  });
}
