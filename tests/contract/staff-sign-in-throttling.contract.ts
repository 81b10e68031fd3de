/**
 * Staff sign-in throttling (issue 21, finding 4; NIST SP 800-63B 5.2.2; OWASP ASVS 5.0 6.3.1): attempts are
 * reserved before a password or code is checked, so a burst gets no more checks than the limit; they are
 * counted per account and client, with waits that grow and a Retry-After; and someone guessing from one client
 * cannot keep the real person out on another, nor on their own known browser behind the same address.
 * Both databases run this same suite (suite-groups.ts).
 */
import { describe, expect, it } from 'vitest';
import { enrolStaff, STAFF_PASSWORD, type TestStaff } from '../support/staff';
import type { DatabaseKind } from '../support/test-server';
import { cookieSet, signInAs, staffCall, totpCode } from './staff-calls';
import { useApi, type ApiHarness } from './support';

/** The defaults: five attempts, then 30 s, doubling, at most 15 minutes; 20 from all unknown browsers together. */
const LIMIT = 5;
const BURST = 20;

let lastOctet = 0;
/** A client address no other test uses, so each test starts with clean counts. */
const newAddress = () => `203.0.113.${(lastOctet += 1)}`;

const retryAfterOf = (response: Response) => Number(response.headers.get('retry-after'));

export function defineStaffSignInThrottlingContractSuite(kind: DatabaseKind): void {
  const t: ApiHarness = useApi(kind, { TRUST_PROXY: 'loopback' });

  const tryPassword = (email: string, password: string, from: string, device?: string) =>
    staffCall(t, 'POST', '/api/admin/auth/sign-in', { body: { email, password }, from, cookie: device });
  const passwordChecks = async (staff: TestStaff) =>
    Number((await t.server.db('staff_audit_log').where({ staff_id: staff.id, action: 'sign_in_failed' }).count({ n: '*' }))[0]!.n);
  /** As if the wait had passed: every wait of this account ends now. */
  const endWaits = (email: string) =>
    t.server
      .db('staff_sign_in_throttle')
      .where({ account: email })
      .update({ blocked_until: new Date(Date.now() - 1000) });
  const burstOfWrongPasswords = (email: string, from: string) =>
    Promise.all(Array.from({ length: BURST }, (_, i) => tryPassword(email, `wrong password number ${i}`, from)));
  const statusCounts = (responses: Response[]) =>
    responses.reduce<Record<number, number>>((counts, r) => ({ ...counts, [r.status]: (counts[r.status] ?? 0) + 1 }), {});

  describe('a burst of wrong passwords', () => {
    it(`gets no more password checks than the limit (${LIMIT} of ${BURST} in parallel); the rest are 429 with Retry-After`, async () => {
      const staff = await enrolStaff(t.server.db);
      const responses = await burstOfWrongPasswords(staff.email, newAddress());
      expect(statusCounts(responses)).toEqual({ 401: LIMIT, 429: BURST - LIMIT });
      expect(await passwordChecks(staff)).toBe(LIMIT);
      for (const refused of responses.filter((response) => response.status === 429)) {
        expect(retryAfterOf(refused)).toBeGreaterThanOrEqual(1);
        expect(retryAfterOf(refused)).toBeLessThanOrEqual(30);
        expect((await refused.json()).message).toMatch(/^Too many failed attempts from this browser\. Try again in \d+ seconds\.$/);
      }
    });

    it('is answered the same for an address that has no account', async () => {
      const responses = await burstOfWrongPasswords(`nobody.${Date.now()}@agency.example`, newAddress());
      expect(statusCounts(responses)).toEqual({ 401: LIMIT, 429: BURST - LIMIT });
      expect(responses.filter((response) => response.status === 429).every((response) => retryAfterOf(response) >= 1)).toBe(true);
    });

    it('keeps the guessing client out even with the right password, until its wait is over', async () => {
      const staff = await enrolStaff(t.server.db);
      const attacker = newAddress();
      await burstOfWrongPasswords(staff.email, attacker);
      expect((await tryPassword(staff.email, STAFF_PASSWORD, attacker)).status).toBe(429);
      await endWaits(staff.email);
      expect((await tryPassword(staff.email, STAFF_PASSWORD, attacker)).status).toBe(200);
    });
  });

  describe('the real person during an attack', () => {
    it('signs in from another client while someone else is guessing', async () => {
      const staff = await enrolStaff(t.server.db);
      await burstOfWrongPasswords(staff.email, newAddress());
      const office = await signInAs(t, { email: staff.email, password: STAFF_PASSWORD, secret: staff.totpSecret }, { from: newAddress() });
      expect(office.password.status).toBe(200);
      expect(office.code?.status).toBe(200);
      expect((await staffCall(t, 'GET', '/api/admin/auth/session', { cookie: office.session })).status).toBe(200);
    });

    it('signs in on their known browser behind the very address someone is guessing from (a shared NAT)', async () => {
      const staff = await enrolStaff(t.server.db);
      const sharedAddress = newAddress();
      const earlier = await signInAs(t, { email: staff.email, password: STAFF_PASSWORD, secret: staff.totpSecret, codeOffset: -1 }, { from: sharedAddress });
      expect(earlier.device).toMatch(/^staff_device=[A-Za-z0-9_-]{43}$/);
      expect(earlier.code?.headers.getSetCookie().find((header) => header.startsWith('staff_device='))).toMatch(/HttpOnly/i);

      expect(statusCounts(await burstOfWrongPasswords(staff.email, sharedAddress))).toEqual({ 401: LIMIT, 429: BURST - LIMIT });
      expect((await tryPassword(staff.email, STAFF_PASSWORD, sharedAddress)).status).toBe(429);
      const known = await signInAs(
        t,
        { email: staff.email, password: STAFF_PASSWORD, secret: staff.totpSecret },
        { from: sharedAddress, device: earlier.device },
      );
      expect(known.code?.status).toBe(200);
      // A new device cookie each sign-in; the one before is spent.
      expect(known.device).toBeDefined();
      expect(known.device).not.toBe(earlier.device);
    });

    it('is not helped by a made-up or someone else’s device cookie', async () => {
      const staff = await enrolStaff(t.server.db);
      const other = await enrolStaff(t.server.db);
      const othersDevice = (await signInAs(t, { email: other.email, password: STAFF_PASSWORD, secret: other.totpSecret }, { from: newAddress() })).device!;
      const attacker = newAddress();
      await burstOfWrongPasswords(staff.email, attacker);
      for (const cookie of [`staff_device=${'A'.repeat(43)}`, othersDevice, 'staff_device=not-a-token']) {
        expect((await tryPassword(staff.email, STAFF_PASSWORD, attacker, cookie)).status).toBe(429);
      }
    });

    it('keeps their known browser working when many addresses guess at once, while new browsers wait', async () => {
      const staff = await enrolStaff(t.server.db);
      const home = newAddress();
      const known = await signInAs(t, { email: staff.email, password: STAFF_PASSWORD, secret: staff.totpSecret, codeOffset: -1 }, { from: home });
      // 20 addresses, one wrong password each: each address is under its own limit, the account's unknown browsers are not.
      const spread = await Promise.all(Array.from({ length: 20 }, () => tryPassword(staff.email, 'a wrong password from afar', newAddress())));
      expect(statusCounts(spread)).toEqual({ 401: 20 });
      const newBrowser = await tryPassword(staff.email, STAFF_PASSWORD, newAddress());
      expect(newBrowser.status).toBe(429);
      expect(retryAfterOf(newBrowser)).toBeGreaterThanOrEqual(1);
      const again = await signInAs(t, { email: staff.email, password: STAFF_PASSWORD, secret: staff.totpSecret }, { from: home, device: known.device });
      expect(again.code?.status).toBe(200);
    });
  });

  describe('with the per-client rate limit on (10 a minute)', () => {
    const limited: ApiHarness = useApi(kind, { TRUST_PROXY: 'loopback', STAFF_SIGN_IN_RATE_LIMIT_PER_MINUTE: '10' });

    it('a flood from a shared address does not use up the known browser’s allowance', async () => {
      const staff = await enrolStaff(limited.server.db);
      const shared = newAddress();
      const known = await signInAs(limited, { email: staff.email, password: STAFF_PASSWORD, secret: staff.totpSecret, codeOffset: -1 }, { from: shared });
      expect(known.code?.status).toBe(200);
      const flood = await Promise.all(
        Array.from({ length: 15 }, (_, i) =>
          staffCall(limited, 'POST', '/api/admin/auth/sign-in', { body: { email: `x${i}@agency.example`, password: 'p' }, from: shared }),
        ),
      );
      expect(flood.some((response) => response.status === 429)).toBe(true);
      const stranger = await staffCall(limited, 'POST', '/api/admin/auth/sign-in', { body: { email: staff.email, password: STAFF_PASSWORD }, from: shared });
      expect(stranger.status).toBe(429);
      const again = await signInAs(limited, { email: staff.email, password: STAFF_PASSWORD, secret: staff.totpSecret }, { from: shared, device: known.device });
      expect(again.password.status).toBe(200);
      expect(again.code?.status).toBe(200);
    });
  });

  describe('waits', () => {
    it('grow with each further failure (30 s, 60 s, 120 s) and stop at 15 minutes', async () => {
      const staff = await enrolStaff(t.server.db);
      const client = newAddress();
      for (let i = 0; i < LIMIT; i += 1) expect((await tryPassword(staff.email, `wrong ${i}`, client)).status).toBe(401);
      const waits: number[] = [];
      for (let round = 0; round < 3; round += 1) {
        const refused = await tryPassword(staff.email, 'wrong again', client);
        expect(refused.status).toBe(429);
        waits.push(retryAfterOf(refused));
        await endWaits(staff.email);
        expect((await tryPassword(staff.email, 'wrong once more', client)).status).toBe(401);
      }
      expect(waits[0]).toBeGreaterThan(25);
      expect(waits[0]).toBeLessThanOrEqual(30);
      expect(waits[1]).toBeGreaterThan(55);
      expect(waits[1]).toBeLessThanOrEqual(60);
      expect(waits[2]).toBeGreaterThan(115);
      expect(waits[2]).toBeLessThanOrEqual(120);

      await t.server.db('staff_sign_in_throttle').where({ account: staff.email }).update({ failures: 40 });
      await endWaits(staff.email);
      expect((await tryPassword(staff.email, 'wrong after many', client)).status).toBe(401);
      const capped = await tryPassword(staff.email, 'wrong after many', client);
      expect(retryAfterOf(capped)).toBeGreaterThan(895);
      expect(retryAfterOf(capped)).toBeLessThanOrEqual(900);
    });

    it('start again after a sign-in: four typos, the right password and code, then the count is clear', async () => {
      const staff = await enrolStaff(t.server.db);
      const client = newAddress();
      for (let i = 0; i < LIMIT - 1; i += 1) expect((await tryPassword(staff.email, `typo ${i}`, client)).status).toBe(401);
      const signedIn = await signInAs(t, { email: staff.email, password: STAFF_PASSWORD, secret: staff.totpSecret }, { from: client });
      expect(signedIn.code?.status).toBe(200);
      const counts = await t.server.db('staff_sign_in_throttle').where({ account: staff.email }).pluck('failures');
      expect(counts.map(Number)).toEqual(counts.map(() => 0));
    });
  });

  describe('the second factor', () => {
    it('a burst of wrong codes on a pending sign-in gets no more checks than the limit', async () => {
      const staff = await enrolStaff(t.server.db);
      const client = newAddress();
      const first = await tryPassword(staff.email, STAFF_PASSWORD, client);
      const pending = cookieSet(first, 'staff_session');
      const right = await totpCode(staff.totpSecret);
      const wrongCodes = Array.from({ length: BURST }, (_, i) => String((Number(right) + 1 + i * 7919) % 1_000_000).padStart(6, '0'));
      const responses = await Promise.all(
        wrongCodes.map((code) => staffCall(t, 'POST', '/api/admin/auth/code', { body: { code }, cookie: pending, from: client })),
      );
      const checked = Number((await t.server.db('staff_audit_log').where({ staff_id: staff.id, action: 'code_failed' }).count({ n: '*' }))[0]!.n);
      expect(checked).toBe(LIMIT);
      expect(statusCounts(responses)).toEqual({ 401: LIMIT, 429: BURST - LIMIT });
      const refused = responses.find((response) => response.status === 429)!;
      expect(retryAfterOf(refused)).toBeGreaterThanOrEqual(1);
      expect(await refused.json()).toMatchObject({ message: expect.stringMatching(/^Too many failed attempts/) });
    });
  });
}
