/** Members of staff for tests: enrolled directly in the database (as set-up would leave them), signed in or not. */
import { randomUUID } from 'node:crypto';
import { generateSecret } from 'otplib';
import type { Knex } from 'knex';
import type { StaffRole } from '@contracts/back-office/staff-auth';
import { staffSessionCookieName } from '@bff/middleware/staff-session';
import type { AtRestEncryption } from '@bff/services/encryption';
import { hashPassword } from '@bff/services/staff/passwords';
import { startSession } from '@bff/services/staff/staff-sessions';
import { sealTotpSecret } from '@bff/services/staff/totp-secrets';
import { testServerEncryption } from './test-server';

export const STAFF_PASSWORD = 'plum orchard lantern ninety';
const SESSION_SETTINGS = { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000, codeStepMs: 5 * 60_000 };

export type TestStaff = { id: number; email: string; name: string; role: StaffRole; totpSecret: string };

/**
 * An enrolled member of staff. Their TOTP secret is sealed as the server keeps it, with the test server's key
 * (`encryption` for a database that startTestServer did not open).
 */
export async function enrolStaff(
  db: Knex,
  { role = 'agent', name = 'Sam Agent', encryption = testServerEncryption(db) }: { role?: StaffRole; name?: string; encryption?: AtRestEncryption } = {},
): Promise<TestStaff> {
  if (!encryption) throw new Error("enrolStaff: this database is not a test server's; pass its at-rest encryption.");
  const email = `staff.${randomUUID()}@agency.example`;
  const totpSecret = generateSecret();
  const [inserted] = await db('staff_members')
    .insert({ email, name, role, password_hash: await hashPassword(STAFF_PASSWORD), enrolled_at: new Date(), created_at: new Date() })
    .returning('id');
  const id = typeof inserted === 'object' ? (inserted as { id: number }).id : (inserted as number);
  await db('staff_members')
    .where({ id })
    .update({ totp_secret: sealTotpSecret(encryption, id, 'totp_secret', totpSecret) });
  return { id, email, name, role, totpSecret };
}

/** A Cookie header of a signed-in session (the test server's cookies are not Secure: no __Host- prefix). */
export async function signedInCookie(db: Knex, staff: TestStaff): Promise<string> {
  return `${staffSessionCookieName(false)}=${await startSession(db, staff.id, 'signed_in', SESSION_SETTINGS)}`;
}
