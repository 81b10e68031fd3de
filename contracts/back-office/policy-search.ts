/**
 * POST /api/admin/policies/search: the broad policy search the security review took away from the public
 * page (contracts/policies.ts), for signed-in staff only. Any criterion finds policies: the policy number or
 * its beginning, the beginnings of the first and last names, the phone (ten digits, written any way), the
 * e-mail address or its beginning, the street address or its beginning, the ZIP code; narrowed by type,
 * status and state. Criteria given together must all match. A result is the whole record. Every search is
 * written to the audit log with its criteria.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { withCommonErrors, ZErrorResponse } from '../errors';
import { digitsOnly, withCleanCharacters } from '../fields';
import { POLICY_STATUSES, POLICY_TYPES } from '../policies';
import { isUsStateCode } from '../us-states';

export const STAFF_POLICY_PAGE_SIZES = [25, 50, 100] as const;
/** A search is counted up to this many policies ("more than 1,000"), and paged no further: narrow it instead. */
export const STAFF_POLICY_SEARCH_MAX_RESULTS = 1000;

export const STAFF_POLICY_SEARCH_MESSAGES = {
  noCriterion: 'Enter at least one of: policy number, first name, last name, phone, e-mail, street address or ZIP code',
  phone: 'Enter a 10-digit phone number, such as (800) 555-0100',
  zip: 'Enter a 5-digit ZIP code or ZIP+4',
  state: 'Choose a state from the list',
  lettersOrDigits: 'Enter letters or digits',
  page: `Results stop at ${STAFF_POLICY_SEARCH_MAX_RESULTS.toLocaleString('en-US')}: narrow the search to see more`,
  tooLong: (max: number) => `Must be at most ${max} characters`,
} as const;
const M = STAFF_POLICY_SEARCH_MESSAGES;

/** Blank (or only spaces) is the same as not given. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const criterion = (max: number, rule?: (value: string) => boolean, message: string = M.lettersOrDigits) =>
  z.preprocess(
    blankToUndefined,
    withCleanCharacters(
      z
        .string({ invalid_type_error: 'Must be text' })
        .trim()
        .max(max, M.tooLong(max))
        .refine(rule ?? ((value) => /[\p{L}\p{N}]/u.test(value)), message),
    ).optional(),
  );

/** Ten digits, or eleven starting with the country code 1. */
const isPhone = (value: string) => {
  const digits = digitsOnly(value);
  return /^[\d\s().+-]+$/.test(value) && (digits.length === 10 || (digits.length === 11 && digits.startsWith('1')));
};

export const CRITERIA = ['policyNumber', 'firstName', 'lastName', 'phone', 'email', 'address', 'zip'] as const;
export type StaffPolicyCriterion = (typeof CRITERIA)[number];

export const ZStaffPolicySearch = z
  .object({
    policyNumber: criterion(30).describe('The policy number or its beginning (case and spaces ignored).'),
    firstName: criterion(100).describe("The beginning of the policyholder's first name (case, accents and punctuation ignored)."),
    lastName: criterion(100).describe("The beginning of the policyholder's last name."),
    phone: criterion(20, isPhone, M.phone).describe('Ten digits, written any way: (912) 555-0142, 912.555.0142, +1 912 555 0142.'),
    email: criterion(254).describe('The e-mail address or its beginning (case ignored).'),
    address: criterion(300).describe('The street address or its beginning: "4133 church".'),
    zip: criterion(10, (value) => /^\d{5}(?:-?\d{4})?$/.test(value), M.zip).describe('5 digits or ZIP+4; its first five digits are compared.'),
    policyType: z.preprocess(blankToUndefined, z.enum(POLICY_TYPES).optional()),
    status: z.preprocess(blankToUndefined, z.enum(POLICY_STATUSES).optional()),
    state: z.preprocess(blankToUndefined, z.string().trim().toUpperCase().refine(isUsStateCode, M.state).optional()).describe('USPS code, e.g. GA'),
    page: z
      .number()
      .int()
      .min(1, M.page)
      .max(STAFF_POLICY_SEARCH_MAX_RESULTS / STAFF_POLICY_PAGE_SIZES[0], M.page)
      .default(1),
    pageSize: z
      .number()
      .int()
      .refine((size) => (STAFF_POLICY_PAGE_SIZES as readonly number[]).includes(size), 'Choose 25, 50 or 100 a page')
      .default(STAFF_POLICY_PAGE_SIZES[0]),
  })
  .strict()
  .refine((search) => CRITERIA.some((name) => search[name] !== undefined), { message: M.noCriterion, path: ['criteria'] })
  .refine((search) => (search.page - 1) * search.pageSize < STAFF_POLICY_SEARCH_MAX_RESULTS, { message: M.page, path: ['page'] });
export type TStaffPolicySearchInput = z.input<typeof ZStaffPolicySearch>;
export type TStaffPolicySearch = z.output<typeof ZStaffPolicySearch>;

/** A policy as staff see it: the whole record. */
export const ZStaffPolicy = z.object({
  id: z.number().int(),
  policyNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** First and last name, as the public page shows a customer (never the writing company). */
  customerName: z.string(),
  address: z.string().describe('The street address'),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string().describe('(912) 555-0142, or empty'),
  email: z.string(),
  policyType: z.string(),
  status: z.string(),
  effectiveDate: z.string().describe('YYYY-MM-DD'),
  writingCompany: z.string(),
  /** The customer accounts that linked it by proving it (issue 24), by their addresses. */
  linkedTo: z.array(z.string()),
});
export type TStaffPolicy = z.infer<typeof ZStaffPolicy>;

export const ZStaffPolicyPage = z.object({
  items: z.array(ZStaffPolicy),
  total: z.number().int().describe(`How many match, counted up to ${STAFF_POLICY_SEARCH_MAX_RESULTS} (see totalIsCapped)`),
  /** More than STAFF_POLICY_SEARCH_MAX_RESULTS match: `total` says that many, and the search should be narrowed. */
  totalIsCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TStaffPolicyPage = z.infer<typeof ZStaffPolicyPage>;

const c = initContract();

export const staffPolicySearchContract = c.router({
  searchPolicies: {
    method: 'POST',
    path: '/api/admin/policies/search',
    summary: 'Staff policy search: any criterion (number or name beginnings, phone, e-mail, address, ZIP) with filters; whole records, paged',
    description:
      'At least one criterion is required (422 otherwise); type, status and state only narrow a search. Criteria given together must all match. ' +
      `Results are ordered by what was searched (the policy number, the name, the address) and counted up to ${STAFF_POLICY_SEARCH_MAX_RESULTS}. ` +
      'Every search is written to the staff audit log with its criteria.',
    body: ZStaffPolicySearch,
    responses: withCommonErrors({ 200: ZStaffPolicyPage, 401: ZErrorResponse, 403: ZErrorResponse }),
    strictStatusCodes: true,
  },
});
