/** Members of staff for tests: enrolled directly in the database (as set-up would leave them), signed in or not. */
import { randomUUID } from 'node:crypto';
import { generateSecret } from 'otplib';
import type { Knex } from 'knex';
import type { StaffRole } from '@contracts/admin/staff-auth';
import { staffSessionCookieName } from '@bff/middleware/staff-session';
import { hashPassword } from '@bff/services/staff/passwords';
import { startSession } from '@bff/services/staff/staff-sessions';

export const STAFF_PASSWORD = 'plum orchard lantern ninety';
const SESSION_SETTINGS = { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000, codeStepMs: 5 * 60_000 };

export type TestStaff = { id: number; email: string; name: string; role: StaffRole; totpSecret: string };

export async function enrolStaff(db: Knex, { role = 'agent', name = 'Sam Agent' }: { role?: StaffRole; name?: string } = {}): Promise<TestStaff> {
  const email = `staff.${randomUUID()}@agency.example`;
  const totpSecret = generateSecret();
  const [inserted] = await db('staff_members')
    .insert({ email, name, role, password_hash: await hashPassword(STAFF_PASSWORD), totp_secret: totpSecret, enrolled_at: new Date(), created_at: new Date() })
    .returning('id');
  const id = typeof inserted === 'object' ? (inserted as { id: number }).id : (inserted as number);
  return { id, email, name, role, totpSecret };
}

/** A Cookie header of a signed-in session (the test server's cookies are not Secure: no __Host- prefix). */
export async function signedInCookie(db: Knex, staff: TestStaff): Promise<string> {
  return `${staffSessionCookieName(false)}=${await startSession(db, staff.id, 'signed_in', SESSION_SETTINGS)}`;
}
