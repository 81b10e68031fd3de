/**
 * Staff sign-in and set-up (the back office, /admin). A member of staff is created by an administrator's
 * command, which prints and e-mails a one-time set-up link; the link's page sets a password and an
 * authenticator app, and shows recovery codes once. Signing in takes the password and then a code from the
 * app (or a recovery code). Sessions live on the server, in an HttpOnly cookie; nothing secret is kept in the
 * browser. Every route here is open to anyone; every other /api/admin route needs a signed-in session.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { withCommonErrors, ZErrorResponse } from '../errors';
import { portalEmail } from '../fields';

/** NIST SP 800-63B: long passwords, no composition rules, common ones refused. */
export const STAFF_PASSWORD_LIMITS = { minLength: 15, maxLength: 64 } as const;
export const STAFF_ROLES = ['admin', 'agent'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const RECOVERY_CODE_COUNT = 10;

export const STAFF_AUTH_MESSAGES = {
  passwordRequired: 'Password is required',
  signInFailed: 'The e-mail address or password is not right.',
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  codeFailed: 'That code is not right or has already been used. Enter the current code from your authenticator app.',
  codeStepExpired: 'Your sign-in took too long. Please enter your e-mail address and password again.',
  signInRequired: 'Please sign in to the back office.',
  adminOnly: 'Only an administrator can do this.',
  setupLinkInvalid: 'This set-up link has expired or has already been used. Ask an administrator for a new one.',
  passwordTooShort: `Password must be at least ${STAFF_PASSWORD_LIMITS.minLength} characters`,
  passwordTooLong: `Password must be ${STAFF_PASSWORD_LIMITS.maxLength} characters or fewer`,
  passwordTooCommon: 'This password is too common or too easy to guess. Choose a longer phrase of your own',
  passwordStepMissing: 'Choose your password first.',
} as const;

const inWords = (seconds: number) => (seconds < 120 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`);

/**
 * The 429 of a sign-in step (or a password change) that has to wait; Retry-After says the same in seconds.
 * 'client': this browser's own attempts; 'unknown-devices': those of every browser not known for the account.
 */
export const tooManyAttemptsMessage = (retryAfterSeconds: number, scope: 'client' | 'unknown-devices') =>
  scope === 'client'
    ? `Too many failed attempts from this browser. Try again in ${inWords(retryAfterSeconds)}.`
    : `Too many failed attempts on this account from browsers it has not been signed in on. Try again in ${inWords(retryAfterSeconds)}, or sign in on a browser you have used before.`;

export const ZStaffMember = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;

/** Length only here (the browser checks as the person types); the server also refuses common passwords. */
export const staffPassword = () =>
  z
    .string({ required_error: STAFF_AUTH_MESSAGES.passwordRequired })
    .min(1, STAFF_AUTH_MESSAGES.passwordRequired)
    .min(STAFF_PASSWORD_LIMITS.minLength, STAFF_AUTH_MESSAGES.passwordTooShort)
    .max(STAFF_PASSWORD_LIMITS.maxLength, STAFF_AUTH_MESSAGES.passwordTooLong);

/** A TOTP code (6 digits) or a recovery code (16 letters and digits, or 10 for one issued before, dashes and spaces ignored). */
export const ZSecondFactorCode = z
  .string({ required_error: STAFF_AUTH_MESSAGES.codeRequired })
  .max(40, STAFF_AUTH_MESSAGES.codeRequired)
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(?:\d{6}|[A-Za-z0-9]{10}|[A-Za-z0-9]{16})$/, STAFF_AUTH_MESSAGES.codeRequired));

export const ZSignInBody = z
  .object({
    email: portalEmail(),
    // Not the set-up rules: any wrong password gets the same answer.
    password: z.string({ required_error: STAFF_AUTH_MESSAGES.passwordRequired }).min(1, STAFF_AUTH_MESSAGES.passwordRequired).max(200),
  })
  .strict();
export type TSignInBody = z.input<typeof ZSignInBody>;

export const ZCodeBody = z.object({ code: ZSecondFactorCode }).strict();

/** The set-up link's secret, from the page's address (its fragment, so it is never sent in a URL or logged). */
const ZSetupToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, STAFF_AUTH_MESSAGES.setupLinkInvalid);

export const ZSetupOpenBody = z.object({ token: ZSetupToken }).strict();
export const ZSetupPasswordBody = z.object({ token: ZSetupToken, password: staffPassword() }).strict();
export const ZSetupConfirmBody = z
  .object({ token: ZSetupToken, code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app') })
  .strict();

const ZSetupAuthenticator = z.object({
  /** The secret in base32, for typing into an app by hand. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The same as a QR code, an SVG image. */
  qrCodeSvg: z.string(),
});

const c = initContract();

const unauthorized = { 401: ZErrorResponse };

export const staffAuthContract = c.router({
  signIn: {
    method: 'POST',
    path: '/api/admin/auth/sign-in',
    summary: 'Staff sign-in, first step: e-mail address and password',
    description:
      'Right: 200 and a session cookie that can only take the second factor (5 minutes). Wrong address or password: 401, one message for ' +
      'both. Rate limited per client (429); and attempts on an account (password or code) are counted per client (a browser signed in ' +
      'on before, by its device cookie, or else the address) before the check: after STAFF_SIGN_IN_MAX_FAILURES (5) each further one ' +
      'waits twice as long (30 s, 60 s, ... up to 15 minutes): 429 with Retry-After.',
    body: ZSignInBody,
    responses: withCommonErrors({ 200: z.object({ next: z.literal('code') }), ...unauthorized }),
    strictStatusCodes: true,
  },
  enterCode: {
    method: 'POST',
    path: '/api/admin/auth/code',
    summary: 'Staff sign-in, second step: a code from the authenticator app, or a recovery code (each works once)',
    description:
      'Right: 200 with the member of staff, a new session cookie (the id changes at sign-in) and a new device cookie (this browser is ' +
      'known for the account: guessing elsewhere does not hold it up). Wrong, reused or late: 401. Counted with the password step: 429 ' +
      'with Retry-After.',
    body: ZCodeBody,
    responses: withCommonErrors({ 200: ZStaffMember, ...unauthorized }),
    strictStatusCodes: true,
  },
  session: {
    method: 'GET',
    path: '/api/admin/auth/session',
    summary: 'The signed-in member of staff, or 401',
    responses: { 200: ZStaffMember, ...unauthorized, 500: ZErrorResponse },
    strictStatusCodes: true,
  },
  signOut: {
    method: 'POST',
    path: '/api/admin/auth/sign-out',
    summary: 'Ends the session (on the server too)',
    body: z.object({}).strict(),
    responses: withCommonErrors({ 204: c.noBody() }),
    strictStatusCodes: true,
  },
  openSetup: {
    method: 'POST',
    path: '/api/admin/auth/setup',
    summary: "A set-up link's member of staff (404 when the link is unknown, used or expired)",
    body: ZSetupOpenBody,
    responses: withCommonErrors({ 200: z.object({ name: z.string(), email: z.string() }), 404: ZErrorResponse }),
    strictStatusCodes: true,
  },
  setPassword: {
    method: 'POST',
    path: '/api/admin/auth/setup/password',
    summary: 'Set-up: the password, answered with a new authenticator secret to add to an app',
    body: ZSetupPasswordBody,
    responses: withCommonErrors({ 200: ZSetupAuthenticator, 404: ZErrorResponse }),
    strictStatusCodes: true,
  },
  confirmSetup: {
    method: 'POST',
    path: '/api/admin/auth/setup/confirm',
    summary: "Set-up: the app's first code confirms it; answered once with the recovery codes, and the link is used up",
    body: ZSetupConfirmBody,
    responses: withCommonErrors({ 200: z.object({ recoveryCodes: z.array(z.string()) }), 404: ZErrorResponse }),
    strictStatusCodes: true,
  },
});
