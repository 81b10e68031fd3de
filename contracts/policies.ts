/**
 * POST /api/verify-policy: policy search (seed 001 §2 Policy Search page, §3, §5 Policy search, §7, §8, §9),
 * open to anyone, so it finds only a policy whose two exact factors the person gives, and answers only what
 * they proved plus what tells their policies apart. The server pages by 10.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { withCommonErrors } from './errors';
import { requiredText, ZIP_PATTERN } from './fields';

/** Seed 001 §9. */
export const POLICY_SEARCH_PAGE_SIZE = 10;
/** Deeper pages are refused: nobody reads 10,000 results, and large offsets cost the database. */
export const POLICY_SEARCH_MAX_PAGE = 1000;

/**
 * Seed 001 §5, §8, and the security review's rule: the public search needs two exact factors, the policy
 * number and the last name, or the full name and the ZIP code. Each tab asks for its second factor.
 */
export const POLICY_SEARCH_MESSAGES = {
  policyNumber: 'Policy number is required',
  lastName: 'Last name is required',
  customerName: 'Customer name is required',
  fullName: 'Please enter the first and last name',
  zip: 'ZIP code is required',
  invalidZip: 'Please enter a valid ZIP code',
  page: `Page must be a whole number from 1 to ${POLICY_SEARCH_MAX_PAGE}`,
  failed: 'An error occurred while searching for policies.',
  empty: 'No policies found matching your search criteria.',
  rateLimited: 'You are searching too quickly. Please wait a moment and try again.',
} as const;

export const POLICY_STATUSES = ['Active', 'Pending', 'Expired', 'Cancelled'] as const;
export const POLICY_TYPES = ['Home', 'Auto', 'Flood', 'Umbrella', 'Condo', 'Renters', 'Landlord', 'Boat', 'Motorcycle'] as const;

/**
 * A customer's name as a first and a last name: 'Smith, John' (last, first) or 'John Smith'. A name of more
 * words may split anywhere ('Mary Ann Smith': Mary + Ann Smith, or Mary Ann + Smith); each way is searched.
 * Answers no way at all when the first or the last name is missing.
 */
export function customerNameSplits(customerName: string): { first: string; last: string }[] {
  const comma = customerName.indexOf(',');
  if (comma >= 0) {
    const last = customerName.slice(0, comma).trim();
    const first = customerName.slice(comma + 1).trim();
    return last && first ? [{ first, last }] : [];
  }
  const words = customerName.trim().split(/\s+/).filter(Boolean);
  return words.slice(1).map((_, index) => ({ first: words.slice(0, index + 1).join(' '), last: words.slice(index + 1).join(' ') }));
}

const page = z
  .number({ invalid_type_error: POLICY_SEARCH_MESSAGES.page })
  .int(POLICY_SEARCH_MESSAGES.page)
  .min(1, POLICY_SEARCH_MESSAGES.page)
  .max(POLICY_SEARCH_MAX_PAGE, POLICY_SEARCH_MESSAGES.page)
  .default(1);

/** The Policy Number tab: the whole policy number and the policyholder's last name. */
export const ZPolicyNumberSearchFields = z.object({
  policyNumber: requiredText(POLICY_SEARCH_MESSAGES.policyNumber, 30).describe('The whole policy number (case and spaces ignored).'),
  lastName: requiredText(POLICY_SEARCH_MESSAGES.lastName, 100).describe("The policyholder's last name (case, accents and punctuation ignored)."),
});

/** The Customer Name tab: the policyholder's first and last name, and the policy's ZIP code. */
export const ZCustomerNameSearchFields = z.object({
  customerName: requiredText(POLICY_SEARCH_MESSAGES.customerName, 200)
    .refine((value) => value === '' || customerNameSplits(value).length > 0, POLICY_SEARCH_MESSAGES.fullName)
    .describe("First and last name: 'John Smith' or 'Smith, John' (case, accents and punctuation ignored)."),
  zip: requiredText(POLICY_SEARCH_MESSAGES.zip, 10)
    .refine((value) => value === '' || ZIP_PATTERN.test(value), POLICY_SEARCH_MESSAGES.invalidZip)
    .describe('5 digits or ZIP+4; its first five digits are compared.'),
});

/** The two things that prove a policy: its number and last name, or the full name and ZIP code. */
export type TPolicyProof = z.output<typeof ZPolicyNumberSearchFields> | z.output<typeof ZCustomerNameSearchFields>;

export const ZVerifyPolicyBody = z.union([ZPolicyNumberSearchFields.extend({ page }).strict(), ZCustomerNameSearchFields.extend({ page }).strict()]);
export type TVerifyPolicyBody = z.input<typeof ZVerifyPolicyBody>;
export type TVerifyPolicyQuery = z.output<typeof ZVerifyPolicyBody>;

/** What stands for the hidden part of a policy number the person did not give. */
export const POLICY_NUMBER_MASK = '••••';

/** A policy number shown to someone who proved their name and ZIP code: its last four characters only. */
export const maskPolicyNumber = (policyNumber: string) => `${POLICY_NUMBER_MASK}${policyNumber.slice(-4)}`;

/**
 * Seed 001 §3 "Policy search result", narrowed to what the person proved plus what tells their policies
 * apart: never the street address, the ZIP code, the writing company, the phone or the e-mail address.
 */
export const ZPolicySearchResult = z.object({
  policy_id: z.number().int(),
  policy_number: z.string().describe(`In full when searched by policy number; otherwise "${POLICY_NUMBER_MASK}" and its last four characters.`),
  customer_name: z.string().describe("In full when searched by name; otherwise the first name's initial and the last name."),
  policy_type: z.string(),
  status: z.string(),
  start_date: z.string().describe('YYYY-MM-DD, the effective date'),
  city: z.string(),
  state: z.string(),
});
export type TPolicySearchResult = z.infer<typeof ZPolicySearchResult>;

export const ZVerifyPolicyResponse = z.object({
  policyInfo: z.array(ZPolicySearchResult),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type TVerifyPolicyResponse = z.infer<typeof ZVerifyPolicyResponse>;

/** Seed 001 §7, §8: a failed search carries its message in `error`. */
export const ZPolicySearchFailure = z.object({
  error: z.string(),
  message: z.string(),
  requestId: z.string().optional(),
});
export type TPolicySearchFailure = z.infer<typeof ZPolicySearchFailure>;

const c = initContract();

export const policiesContract = c.router({
  verifyPolicy: {
    method: 'POST',
    path: '/api/verify-policy',
    summary: 'Find your own policy: by policy number and last name, or by full name and ZIP code; 10 a page',
    description:
      'Two exact factors, never a prefix: { policyNumber, lastName } or { customerName, zip } (any other criterion is a 422). ' +
      'A result shows in full only what was given (the number, or the name) plus type, status, effective date, city and state; ' +
      'the other is masked, and the street address, ZIP code, writing company, phone and e-mail are never answered. ' +
      'Each client (an IPv4 address or IPv6 /64) may search a limited number of times a minute (POLICY_SEARCH_RATE_LIMIT_PER_MINUTE), ' +
      'the site as a whole too (POLICY_SEARCH_SITE_RATE_LIMIT_PER_MINUTE); beyond them the answer is 429 or 503 with Retry-After in seconds.',
    body: ZVerifyPolicyBody,
    responses: withCommonErrors({ 200: ZVerifyPolicyResponse, 429: ZPolicySearchFailure }),
    strictStatusCodes: true,
  },
});
