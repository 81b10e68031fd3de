/**
 * Who the fuzzer's requests come from: a signed-in administrator (so every back-office route is reached), a
 * signed-in customer, nobody, or a stale session. A fuzzed request may sign its session out, disable or reset
 * its member of staff: the sessions are renewed every `renewEvery` requests, and a sign-out gets one of its own.
 * The customer is the person of the forms' samples: the requests sent from the samples are their own.
 */
import { SAMPLE_PERSON } from '@contracts/forms/form-samples';
import { customerCookie } from '../../support/customers';
import { enrolStaff, signedInCookie } from '../../support/staff';
import { csrfCredentials, type TestServer } from '../../support/test-server';
import type { Sender } from './fuzz-requests';

/** Operations that end the session they are sent with. */
const SESSION_ENDING = new Set(['staffAuth.signOut', 'account.signOut']);
const STALE_SESSION = 'staff_session=fuzz.stale.session; account_session=fuzz.stale.session';

export async function fuzzIdentities({ db, baseUrl }: TestServer, { renewEvery = 500 } = {}) {
  const csrf = await csrfCredentials(baseUrl);
  const admin = () => enrolStaff(db, { role: 'admin', name: 'Fuzz Admin' });
  const customer = () => customerCookie(db, SAMPLE_PERSON.email);
  let member = await admin();
  const sessions = { staff: await signedInCookie(db, member), customer: await customer() };
  let sent = 0;
  let renewing: Promise<void> | undefined;
  const renew = async () => {
    member = await admin();
    [sessions.staff, sessions.customer] = await Promise.all([signedInCookie(db, member), customer()]);
  };
  return {
    csrf,
    /** The session cookie `sender` sends with `operationId` ('' for nobody). */
    sessionCookie: async (sender: Sender, operationId: string): Promise<string> => {
      sent += 1;
      if (sent % renewEvery === 0) renewing ??= renew().finally(() => (renewing = undefined));
      if (sender === 'nobody') return '';
      if (sender === 'stale session') return STALE_SESSION;
      if (SESSION_ENDING.has(operationId)) return sender === 'staff' ? signedInCookie(db, member) : customer();
      return sessions[sender];
    },
  };
}

export type FuzzIdentities = Awaited<ReturnType<typeof fuzzIdentities>>;
