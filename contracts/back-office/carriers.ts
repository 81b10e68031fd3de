/**
 * The back office's edit of a carrier (the directory of contracts/carriers.ts): the payment and claims pages,
 * the two phones, the overnight payment address and the logo, which the public list hides or greys out while
 * they are empty. Staff may also empty a field again. The name and the website are not edited here.
 * Where customers send money or a claim is an administrator's to change (ADMIN_ONLY_CARRIER_FIELDS).
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { withCommonErrors, ZErrorResponse } from '../errors';
import { digitsOnly, formatPhoneDigits, PORTAL_PHONE_PATTERN, withCleanCharacters } from '../fields';
import { ZCarrier } from '../carriers';

export const CARRIER_FIELD_LIMITS = { url: 500, overnightPaymentAddress: 500, logoPath: 500 } as const;

export const CARRIER_CHANGE_MESSAGES = {
  url: 'Enter a full address starting with https://, or leave it empty',
  phone: 'Enter a 10-digit phone number, such as (800) 555-0100, or leave it empty',
  logoPath: 'Enter a path on our site starting with /, or a full address starting with https://, or leave it empty',
  tooLong: (max: number) => `Must be at most ${max} characters`,
} as const;

/** An absolute https:// address with a host name (no spaces, no user name or password). */
export const isHttpsUrl = (value: string): boolean => {
  if (!/^https:\/\/[^\s/?#]+\.[^\s/?#]+[^\s]*$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
};

/** A path on our own site: one leading slash (two would name another host), no spaces or backslashes. */
const isSitePath = (value: string) => /^\/(?![/\\])[^\s\\]*$/.test(value);

const text = (max: number, message = CARRIER_CHANGE_MESSAGES.tooLong(max)) =>
  withCleanCharacters(z.string({ required_error: message, invalid_type_error: message }).trim().max(max, CARRIER_CHANGE_MESSAGES.tooLong(max)));

const emptyOr = (schema: z.ZodType<string, z.ZodTypeDef, string>, test: (value: string) => boolean, message: string) =>
  schema.refine((value) => value === '' || test(value), message);

const httpsUrlOrEmpty = () => emptyOr(text(CARRIER_FIELD_LIMITS.url, CARRIER_CHANGE_MESSAGES.url), isHttpsUrl, CARRIER_CHANGE_MESSAGES.url);

/** Ten digits, written any usual way, kept as the directory shows them: (800) 555-0100. */
const phoneOrEmpty = () =>
  emptyOr(text(20, CARRIER_CHANGE_MESSAGES.phone), (value) => PORTAL_PHONE_PATTERN.test(value), CARRIER_CHANGE_MESSAGES.phone).transform((value) =>
    value === '' ? '' : formatPhoneDigits(digitsOnly(value)),
  );

export const ZCarrierChanges = z
  .object({
    paymentUrl: httpsUrlOrEmpty(),
    claimsUrl: httpsUrlOrEmpty(),
    claimsPhone: phoneOrEmpty(),
    billingPhone: phoneOrEmpty(),
    overnightPaymentAddress: text(CARRIER_FIELD_LIMITS.overnightPaymentAddress),
    logoPath: emptyOr(
      text(CARRIER_FIELD_LIMITS.logoPath, CARRIER_CHANGE_MESSAGES.logoPath),
      (value) => isSitePath(value) || isHttpsUrl(value),
      CARRIER_CHANGE_MESSAGES.logoPath,
    ),
  })
  .strict();
/** What the edit form holds and sends. */
export type TCarrierChangesInput = z.input<typeof ZCarrierChanges>;
/** What the server stores, after trimming and formatting the phones. */
export type TCarrierChanges = z.output<typeof ZCarrierChanges>;

/** A carrier as the back office sees it: the directory's fields and who edited it last, when. */
export const ZStaffCarrier = ZCarrier.extend({
  updatedAt: z.string().describe('ISO 8601'),
  updatedByStaffId: z.number().int().nullable().describe('null: as seeded, never edited'),
});
export type TStaffCarrier = z.infer<typeof ZStaffCarrier>;

/**
 * Where a customer sends money or a claim, by the words a message names it with: the pages, the phones a
 * customer reads a card number or a claim to, and the address cheques go to. An agent's edit that changes
 * one is refused (403, naming it); an agent may change the logo. Administrators change them all.
 */
export const ADMIN_ONLY_CARRIER_FIELDS = {
  paymentUrl: 'payment page',
  claimsUrl: 'claims page',
  claimsPhone: 'claims phone',
  billingPhone: 'billing phone',
  overnightPaymentAddress: 'overnight payment address',
} as const satisfies Partial<Record<keyof TCarrierChanges, string>>;
export type AdminOnlyCarrierField = keyof typeof ADMIN_ONLY_CARRIER_FIELDS;
export const isAdminOnlyCarrierField = (field: string): field is AdminOnlyCarrierField => Object.hasOwn(ADMIN_ONLY_CARRIER_FIELDS, field);

export const CARRIER_MESSAGES = {
  notFound: 'There is no carrier with this id.',
  adminOnly: 'Only an administrator can change where customers pay or file a claim.',
  adminOnlyField: (field: AdminOnlyCarrierField) => `Only an administrator can change the ${ADMIN_ONLY_CARRIER_FIELDS[field]}`,
} as const;

export const ZStaffCarrierList = z.object({ carriers: z.array(ZStaffCarrier) });
export type TStaffCarrierList = z.infer<typeof ZStaffCarrierList>;

const ZCarrierParams = z.object({ id: z.string().regex(/^[1-9][0-9]{0,8}$/, CARRIER_MESSAGES.notFound) });

const c = initContract();
const denied = { 401: ZErrorResponse, 403: ZErrorResponse };

/** The back office's carriers page: every carrier with its last edit, and the edit of one. Staff only (401 otherwise). */
export const staffCarriersContract = c.router({
  listStaffCarriers: {
    method: 'GET',
    path: '/api/admin/carriers',
    summary: 'Every carrier of the directory, by name, with when and by whom it was last edited',
    responses: { 200: ZStaffCarrierList, ...denied, 500: ZErrorResponse },
    strictStatusCodes: true,
  },
  updateCarrier: {
    method: 'PUT',
    path: '/api/admin/carriers/:id',
    summary:
      "Edits a carrier's pages, phones, overnight address and logo; the public directory shows it within a minute. An agent's change of a page, a phone or the address is refused with 403 naming the field",
    pathParams: ZCarrierParams,
    body: ZCarrierChanges,
    responses: withCommonErrors({ 200: ZStaffCarrier, ...denied, 404: ZErrorResponse }),
    strictStatusCodes: true,
  },
});
