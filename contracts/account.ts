/**
 * The customer's account (/account, issue 24; seed 001 §3 auth state and profile, §4 logout). An account is
 * a proved e-mail address: a person signs in with a single-use link mailed to it, or with a passkey added once
 * signed in. The session is a server-side one behind an HttpOnly cookie; the browser keeps no secret. Every
 * request made with the address, before or after the account existed, is the person's; anyone else's
 * reference is answered 404, as an unknown one is.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { SUBMISSION_KIND_VALUES } from './back-office/submission-kinds';
import { LINK_SECRET_PATTERN } from './document-signing';
import { withCommonErrors, ZErrorResponse } from './errors';
import { PERSON_NAME_MAX_LENGTH, PERSON_NAME_PATTERN, PORTAL_PHONE_PATTERN, portalEmail } from './fields';
import { ZRequestStatus } from './request-status';

/** How long a sign-in link works and a session lasts unused, by default (ACCOUNT_SIGN_IN_LINK_MINUTES, ACCOUNT_SESSION_IDLE_MINUTES). */
export const ACCOUNT_MINUTES = { signInLink: 15, idle: 30 } as const;

export const ACCOUNT_MESSAGES = {
  linkSent: (email: string) =>
    `If ${email} is yours, a sign-in link is on its way to it. The link works once, for ${ACCOUNT_MINUTES.signInLink} minutes. ` +
    'It can take a minute or two to arrive; check your spam folder if you do not see it.',
  linkInvalid: 'This sign-in link has expired or has already been used. Enter your e-mail address below and we will send you a new one.',
  signInRequired: 'Please sign in to see your account.',
  requestNotFound: 'We could not find that request in your account.',
  passkeyNotFound: 'We could not find that passkey in your account.',
  passkeyFailed: 'That passkey could not sign you in. Try again, or sign in with a link e-mailed to you.',
  passkeyNotAdded: 'The passkey was not added. Please try again.',
  passkeyNameRequired: 'Passkey name is required',
  firstName: `First name may contain only letters, spaces, hyphens, apostrophes and periods, at most ${PERSON_NAME_MAX_LENGTH} characters`,
  lastName: `Last name may contain only letters, spaces, hyphens, apostrophes and periods, at most ${PERSON_NAME_MAX_LENGTH} characters`,
  phone: 'Please enter a valid phone number',
} as const;

/** Seed 001 §3: first plus last, else first, else the e-mail address, else 'Guest'. */
export function fullNameOf(profile: { firstName?: string; lastName?: string; email?: string } | undefined): string {
  const first = profile?.firstName?.trim() ?? '';
  const last = profile?.lastName?.trim() ?? '';
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  return profile?.email?.trim() || 'Guest';
}

const optionalName = (message: string) =>
  z
    .string({ invalid_type_error: message })
    .trim()
    .refine((value) => value === '' || (PERSON_NAME_PATTERN.test(value) && /\p{L}/u.test(value) && [...value].length <= PERSON_NAME_MAX_LENGTH), message)
    .default('');

export const ZProfileUpdate = z
  .object({
    firstName: optionalName(ACCOUNT_MESSAGES.firstName),
    lastName: optionalName(ACCOUNT_MESSAGES.lastName),
    phone: z
      .string({ invalid_type_error: ACCOUNT_MESSAGES.phone })
      .trim()
      .refine((value) => value === '' || PORTAL_PHONE_PATTERN.test(value), ACCOUNT_MESSAGES.phone)
      .default(''),
  })
  .strict();
export type TProfileUpdate = z.input<typeof ZProfileUpdate>;

/** Seed 001 §3 customer profile: the e-mail address is the one proved by signing in, and cannot be changed here. */
export const ZAccount = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  /** How this session began. */
  signedInWith: z.enum(['sign-in-link', 'passkey']),
});
export type TAccount = z.infer<typeof ZAccount>;

export const ZSignInLinkRequest = z.object({ email: portalEmail() }).strict();
export const ZSignInWithLink = z
  .object({
    token: z
      .string({ required_error: ACCOUNT_MESSAGES.linkInvalid, invalid_type_error: ACCOUNT_MESSAGES.linkInvalid })
      .regex(LINK_SECRET_PATTERN, ACCOUNT_MESSAGES.linkInvalid),
  })
  .strict();

/** One of the person's requests: where it stands (with every status's date), what was asked, and what they can get again. */
export const ZAccountRequest = ZRequestStatus.extend({
  kind: z.enum(SUBMISSION_KIND_VALUES),
  kindLabel: z.string(),
  /** Its receipt can be e-mailed again (POST /api/send-receipt, to the address on it). */
  receipt: z.boolean(),
  /** The sealed PDF of a document the person signed, once sealed: where to download it. */
  signedDocumentUrl: z.string().optional(),
  /** Messages from the agency on it that the person has not read. */
  unreadMessages: z.number().int(),
});
export type TAccountRequest = z.infer<typeof ZAccountRequest>;

export const ZAccountRequests = z.object({ requests: z.array(ZAccountRequest) });

/** Where the person's private topic of live events streams (GET /api/events, with a short-lived token), and until when. */
export const ZAccountEventsSubscription = z.object({ url: z.string(), expiresAt: z.string() });

export const ZPasskey = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Synced between the person's devices by their password manager or platform. */
  backedUp: z.boolean(),
});
export type TPasskey = z.infer<typeof ZPasskey>;

/** A WebAuthn JSON value (options or a credential) as @simplewebauthn/browser gives and takes it; the server checks it. */
const ZWebAuthnJson = z.record(z.unknown());

export const ZAddPasskey = z
  .object({
    name: z
      .string({ required_error: ACCOUNT_MESSAGES.passkeyNameRequired })
      .trim()
      .min(1, ACCOUNT_MESSAGES.passkeyNameRequired)
      .max(60, 'Passkey name must be at most 60 characters'),
    response: ZWebAuthnJson,
  })
  .strict();

const ZPasskeyIdParams = z.object({ id: z.string().regex(/^[1-9]\d{0,9}$/, ACCOUNT_MESSAGES.passkeyNotFound) });
const ZReferenceParams = z.object({
  referenceNumber: z
    .string()
    .max(40)
    .transform((value) => value.toUpperCase()),
});

const c = initContract();

export const accountContract = c.router({
  requestSignInLink: {
    method: 'POST',
    path: '/api/account/sign-in-links',
    summary: 'E-mails a single-use sign-in link to an address',
    description:
      'Always 202 with the same words, whether or not the address has an account or its links of the day are used up, so the answer ' +
      'tells nothing about the address. The link works once, for 15 minutes. Rate limited per client (429) and per address (quietly).',
    body: ZSignInLinkRequest,
    responses: withCommonErrors({ 202: z.object({ message: z.string() }) }),
    strictStatusCodes: true,
  },
  signInWithLink: {
    method: 'POST',
    path: '/api/account/sign-in',
    summary: 'Signs in with the token of a sign-in link (the part after #), proving the address',
    description: 'Starts a new session (a new cookie; any session this browser had ends). A used, expired or unknown token answers 410.',
    body: ZSignInWithLink,
    responses: withCommonErrors({ 200: ZAccount, 410: ZErrorResponse }),
    strictStatusCodes: true,
  },
  account: {
    method: 'GET',
    path: '/api/account',
    summary: "The signed-in person's account (their profile); 401 when not signed in",
    responses: { 200: ZAccount, 401: ZErrorResponse },
    strictStatusCodes: true,
  },
  updateProfile: {
    method: 'PUT',
    path: '/api/account/profile',
    summary: "Changes the person's name and phone (each may be blank)",
    body: ZProfileUpdate,
    responses: withCommonErrors({ 200: ZAccount, 401: ZErrorResponse }),
    strictStatusCodes: true,
  },
  signOut: {
    method: 'POST',
    path: '/api/account/sign-out',
    summary: 'Ends this session (seed 001 §4 logout)',
    body: c.noBody(),
    responses: withCommonErrors({ 204: c.noBody() }),
    strictStatusCodes: true,
  },
  myRequests: {
    method: 'GET',
    path: '/api/account/requests',
    summary: 'Every request made with the proved address, newest first',
    responses: { 200: ZAccountRequests, 401: ZErrorResponse },
    strictStatusCodes: true,
  },
  myRequest: {
    method: 'GET',
    path: '/api/account/requests/:referenceNumber',
    summary: "One of the person's requests; anyone else's, like an unknown one, is 404",
    pathParams: ZReferenceParams,
    responses: { 200: ZAccountRequest, 404: ZErrorResponse, 401: ZErrorResponse },
    strictStatusCodes: true,
  },
  subscribeToMyRequests: {
    method: 'POST',
    path: '/api/account/events',
    summary: "A token for the person's private topic: their requests' status changes, live (GET /api/events)",
    body: c.noBody(),
    responses: withCommonErrors({ 201: ZAccountEventsSubscription, 401: ZErrorResponse }),
    strictStatusCodes: true,
  },
  passkeys: {
    method: 'GET',
    path: '/api/account/passkeys',
    summary: "The person's passkeys",
    responses: { 200: z.object({ passkeys: z.array(ZPasskey) }), 401: ZErrorResponse },
    strictStatusCodes: true,
  },
  passkeyOptions: {
    method: 'POST',
    path: '/api/account/passkeys/options',
    summary: 'WebAuthn options to create a passkey for this account (its challenge works once, for 5 minutes)',
    body: c.noBody(),
    responses: withCommonErrors({ 200: ZWebAuthnJson, 401: ZErrorResponse }),
    strictStatusCodes: true,
  },
  addPasskey: {
    method: 'POST',
    path: '/api/account/passkeys',
    summary: 'Adds the passkey the browser created with those options',
    body: ZAddPasskey,
    responses: withCommonErrors({ 201: ZPasskey, 401: ZErrorResponse }),
    strictStatusCodes: true,
  },
  removePasskey: {
    method: 'DELETE',
    path: '/api/account/passkeys/:id',
    summary: "Removes one of the person's passkeys; anyone else's is 404",
    pathParams: ZPasskeyIdParams,
    body: c.noBody(),
    responses: withCommonErrors({ 204: c.noBody(), 404: ZErrorResponse, 401: ZErrorResponse }),
    strictStatusCodes: true,
  },
  passkeySignInOptions: {
    method: 'POST',
    path: '/api/account/passkey-sign-in/options',
    summary: 'WebAuthn options to sign in with a passkey (discoverable: no address asked)',
    body: c.noBody(),
    responses: withCommonErrors({ 200: ZWebAuthnJson }),
    strictStatusCodes: true,
  },
  signInWithPasskey: {
    method: 'POST',
    path: '/api/account/passkey-sign-in',
    summary: 'Signs in with the passkey assertion the browser made with those options',
    body: z.object({ response: ZWebAuthnJson }).strict(),
    responses: withCommonErrors({ 200: ZAccount, 401: ZErrorResponse }),
    strictStatusCodes: true,
  },
});
