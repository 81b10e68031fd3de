/** Customers for tests: an account and a live session made directly in the database, as a sign-in would leave them. */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { accountSessionCookieName } from '@bff/middleware/account-session';
import { startCustomerSession } from '@bff/services/accounts/customer-sessions';

const SESSION_SETTINGS = { idleMs: 30 * 60_000, absoluteMs: 30 * 86_400_000 };

export const customerAddress = (name = 'pat') => `${name}.${randomUUID().slice(0, 8)}@example.com`;

/** The Cookie header of a signed-in customer with `email` (the test server's cookies are not Secure: no __Host- prefix). */
export async function customerCookie(db: Knex, email: string = customerAddress()): Promise<string> {
  await db('customer_accounts').insert({ email, created_at: new Date() }).onConflict('email').ignore();
  const { id } = await db('customer_accounts').where({ email }).first('id');
  return `${accountSessionCookieName(false)}=${await startCustomerSession(db, Number(id), 'sign-in-link', SESSION_SETTINGS)}`;
}

export type CustomerAnswer = { status: number; body: Record<string, unknown>; setCookie: string };

/** A call as the SPA makes it, on a test server: the CSRF pair, JSON, and the customer's cookie when given. */
export async function customerCall(
  baseUrl: string,
  csrf: { token: string; cookie: string },
  method: string,
  path: string,
  { body, cookie }: { body?: unknown; cookie?: string } = {},
): Promise<CustomerAnswer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'x-csrf-token': csrf.token,
      cookie: [csrf.cookie, cookie].filter(Boolean).join('; '),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, setCookie: response.headers.get('set-cookie') ?? '' };
}
