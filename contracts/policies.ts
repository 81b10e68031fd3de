/**
 * POST /api/verify-policy: policy search (seed 001 §2 Policy Search page, §3, §5 Policy search, §7, §8, §9).
 * The body names exactly one search criterion, plus the page wanted; the server pages by 10.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ROOT_ERROR_KEY, withCommonErrors } from './errors';
import { PORTAL_EMAIL_PATTERN, requiredText, ZIP_PATTERN } from './fields';

/** Seed 001 §9. */
export const POLICY_SEARCH_PAGE_SIZE = 10;
/** Deeper pages are refused: nobody reads 10,000 results, and large offsets cost the database. */
export const POLICY_SEARCH_MAX_PAGE = 1000;

/** Seed 001 §5 "Other helper messages", §8. */
export const POLICY_SEARCH_MESSAGES = {
  phoneNumber: 'Phone number is required',
  email: 'Email is required',
  address: 'Address is required',
  policyNumber: 'Policy number is required',
  customerName: 'Customer name is required',
  invalidPhone: 'Please enter a valid phone number',
  invalidEmail: 'Please enter a valid email address',
  invalidZip: 'Please enter a valid ZIP code',
  zip: 'ZIP code is required',
  oneCriterion: 'Search by exactly one of: phoneNumber, email, address, advanced, policyNumber, customerName.',
  page: `Page must be a whole number from 1 to ${POLICY_SEARCH_MAX_PAGE}`,
  failed: 'An error occurred while searching for policies.',
  empty: 'No policies found matching your search criteria.',
  rateLimited: 'You are searching too quickly. Please wait a moment and try again.',
} as const;

export const POLICY_STATUSES = ['Active', 'Pending', 'Expired', 'Cancelled'] as const;
export const POLICY_TYPES = ['Home', 'Auto', 'Flood', 'Umbrella', 'Condo', 'Renters', 'Landlord', 'Boat', 'Motorcycle'] as const;

/** Seed 001 §5: a phone search strips brackets, spaces and hyphens (and a leading US country code 1). */
export const normalisePhoneSearch = (value: string) => {
  const stripped = value.replace(/[()[\]\s-]/g, '').replace(/^\+?1(?=\d{10}$)/, '');
  return stripped;
};

const phoneNumber = requiredText(POLICY_SEARCH_MESSAGES.phoneNumber, 40)
  .transform(normalisePhoneSearch)
  .refine((digits) => digits === '' || /^\d{10}$/.test(digits), POLICY_SEARCH_MESSAGES.invalidPhone);

const email = requiredText(POLICY_SEARCH_MESSAGES.email, 254).refine(
  (value) => value === '' || PORTAL_EMAIL_PATTERN.test(value),
  POLICY_SEARCH_MESSAGES.invalidEmail,
);

const isoDate = z
  .string({ invalid_type_error: 'Must be a date (YYYY-MM-DD)' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date (YYYY-MM-DD)')
  .optional();

/**
 * The advanced search: a ZIP code, narrowed by type, status and an effective-date range (the search form
 * state's other fields, seed 001 §3). The ZIP keeps it on an index at any table size.
 */
export const ZAdvancedPolicySearch = z
  .object({
    zip: requiredText(POLICY_SEARCH_MESSAGES.zip, 10).refine((value) => value === '' || ZIP_PATTERN.test(value), POLICY_SEARCH_MESSAGES.invalidZip),
    policyType: z.enum(POLICY_TYPES, { errorMap: () => ({ message: `Policy type must be one of: ${POLICY_TYPES.join(', ')}` }) }).optional(),
    status: z.enum(POLICY_STATUSES, { errorMap: () => ({ message: `Status must be one of: ${POLICY_STATUSES.join(', ')}` }) }).optional(),
    dateFrom: isoDate,
    dateTo: isoDate,
  })
  .strict();

export const POLICY_SEARCH_CRITERIA = ['phoneNumber', 'email', 'address', 'advanced', 'policyNumber', 'customerName'] as const;
export type PolicySearchCriterion = (typeof POLICY_SEARCH_CRITERIA)[number];

export const ZVerifyPolicyFields = z.object({
  phoneNumber: phoneNumber.optional(),
  email: email.optional(),
  address: requiredText(POLICY_SEARCH_MESSAGES.address, 300).optional(),
  advanced: ZAdvancedPolicySearch.optional(),
  policyNumber: requiredText(POLICY_SEARCH_MESSAGES.policyNumber, 30).optional(),
  customerName: requiredText(POLICY_SEARCH_MESSAGES.customerName, 200).optional(),
  page: z
    .number({ invalid_type_error: POLICY_SEARCH_MESSAGES.page })
    .int(POLICY_SEARCH_MESSAGES.page)
    .min(1, POLICY_SEARCH_MESSAGES.page)
    .max(POLICY_SEARCH_MAX_PAGE, POLICY_SEARCH_MESSAGES.page)
    .default(1),
});

export const ZVerifyPolicyBody = ZVerifyPolicyFields.strict().superRefine((body, ctx) => {
  const given = POLICY_SEARCH_CRITERIA.filter((criterion) => body[criterion] !== undefined);
  if (given.length !== 1) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [], message: POLICY_SEARCH_MESSAGES.oneCriterion });
});
export type TVerifyPolicyBody = z.input<typeof ZVerifyPolicyBody>;
export type TVerifyPolicyQuery = z.output<typeof ZVerifyPolicyBody>;

/** Seed 001 §3 "Policy search result", plus the customer's name (shown as the customer, not the writing company). */
export const ZPolicySearchResult = z.object({
  policy_id: z.number().int(),
  policy_number: z.string(),
  customer_name: z.string(),
  writing_company_name: z.string(),
  policy_type: z.string(),
  status: z.string(),
  start_date: z.string().describe('YYYY-MM-DD, the effective date'),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
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

/** Where a 422 for "not exactly one criterion" puts its message. */
export const POLICY_SEARCH_CRITERION_ERROR_KEY = ROOT_ERROR_KEY;

const c = initContract();

export const policiesContract = c.router({
  verifyPolicy: {
    method: 'POST',
    path: '/api/verify-policy',
    summary: 'Search policies by exactly one criterion, 10 a page',
    description:
      'policyNumber: the number or its beginning (case and spaces ignored). customerName: "Smith" (surnames, then first names, ' +
      'beginning so), "John Smith" or "Smith, John" (first and last name, each beginning so). phoneNumber: ten digits, brackets, ' +
      'spaces and hyphens ignored. email: the whole address, case ignored. address: the street address or its beginning. ' +
      'advanced: a ZIP code narrowed by policyType, status and dateFrom/dateTo (effective date). ' +
      'Each client (by IP address) may search a limited number of times a minute (POLICY_SEARCH_RATE_LIMIT_PER_MINUTE); ' +
      'beyond it the answer is 429 with a Retry-After header in seconds.',
    body: ZVerifyPolicyBody,
    responses: withCommonErrors({ 200: ZVerifyPolicyResponse, 429: ZPolicySearchFailure }),
    strictStatusCodes: true,
  },
});
