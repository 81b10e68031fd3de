/**
 * POST /api/submit-quote: the quote request, in the two payload shapes of seed 000 §3 and §7.
 * The simple form (the /quotes/{id} page) sends snake_case fields; the standard form sends camelCase.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { withCommonErrors } from './errors';
import { optionalText, quoteEmail, quotePhone, requiredText } from './fields';
import { needsPropertyAddress, SIMPLE_FORM_PROPERTY_PRODUCTS, STANDARD_FORM_PROPERTY_PRODUCTS } from './products';

export const QUOTE_MESSAGES = {
  firstName: 'Name is Required',
  lastName: 'Last Name is Required',
  email: 'Email is Required',
  phone: 'Phone is Required',
  propertyAddress: 'Property Address is Required',
  insured: 'Please select if you are currently insured',
  productType: 'Product type is required',
} as const;

export const QUOTE_SUCCESS_MESSAGE = 'Your quote request has been submitted successfully!';

/** Seed 000 §8: the standard form's words for a 429, which the server answers in the same words. */
export const QUOTE_RATE_LIMITED_MESSAGE = 'You are submitting requests too quickly. Please wait a moment and try again.';

export const INSURED_ANSWERS = ['Yes', 'No'] as const;

/**
 * 'Yes' or 'No'. A refinement rather than z.enum: an enum failure would stop the object's other rules
 * (the property address) from running, and the form must show every message at once.
 */
const insuredAnswer = z
  .string({ required_error: QUOTE_MESSAGES.insured, invalid_type_error: QUOTE_MESSAGES.insured })
  .refine((value): value is (typeof INSURED_ANSWERS)[number] => (INSURED_ANSWERS as readonly string[]).includes(value), QUOTE_MESSAGES.insured)
  .describe("'Yes' or 'No'");

export const requirePropertyAddress =
  <T>(products: readonly string[], read: (value: T) => { productType: string; address: string }, field: string) =>
  (value: T, ctx: z.RefinementCtx) => {
    const { productType, address } = read(value);
    if (needsPropertyAddress(productType, products) && !address) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message: QUOTE_MESSAGES.propertyAddress });
    }
  };

/** The simple form's fields (seed 000 §3 "Quote request (simple form)"). */
export const ZSimpleQuoteFields = z.object({
  first_name: requiredText(QUOTE_MESSAGES.firstName, 100),
  last_name: requiredText(QUOTE_MESSAGES.lastName, 100),
  email: quoteEmail(),
  phone: quotePhone(),
  property_address: optionalText(300),
  message: optionalText(2000),
  product_type: requiredText(QUOTE_MESSAGES.productType, 100),
  currently_insured: insuredAnswer,
});

export const ZSimpleQuoteRequest = ZSimpleQuoteFields.strict().superRefine(
  requirePropertyAddress<z.infer<typeof ZSimpleQuoteFields>>(
    SIMPLE_FORM_PROPERTY_PRODUCTS,
    (v) => ({ productType: v.product_type, address: v.property_address }),
    'property_address',
  ),
);
export type TSimpleQuoteRequest = z.input<typeof ZSimpleQuoteRequest>;

const utmField = () => optionalText(200);

/** The standard form's payload (seed 000 §3 "Quote request (standard form) payload"). */
export const ZStandardQuoteFields = z.object({
  name: requiredText(QUOTE_MESSAGES.firstName, 100),
  lastName: requiredText(QUOTE_MESSAGES.lastName, 100),
  email: quoteEmail(),
  phone: quotePhone(),
  propertyAddress: optionalText(300),
  message: optionalText(2000),
  insured: insuredAnswer,
  productType: requiredText(QUOTE_MESSAGES.productType, 100),
  campaign: utmField(),
  utm_source: utmField(),
  utm_medium: utmField(),
  utm_campaign: utmField(),
  utm_content: utmField(),
  utm_term: utmField(),
  submissionTimestamp: z
    .number({ invalid_type_error: 'Must be a time in epoch milliseconds' })
    .int('Must be a time in epoch milliseconds')
    .nonnegative('Must be a time in epoch milliseconds')
    .max(8.64e15, 'Must be a time in epoch milliseconds')
    .optional(),
  userAgent: optionalText(512),
});

export const ZStandardQuoteRequest = ZStandardQuoteFields.strict().superRefine(
  requirePropertyAddress<z.infer<typeof ZStandardQuoteFields>>(
    STANDARD_FORM_PROPERTY_PRODUCTS,
    (v) => ({ productType: v.productType, address: v.propertyAddress }),
    'propertyAddress',
  ),
);
export type TStandardQuoteRequest = z.input<typeof ZStandardQuoteRequest>;

export const ZSubmitQuoteBody = z.union([ZSimpleQuoteRequest, ZStandardQuoteRequest]);
export type TSubmitQuoteBody = z.infer<typeof ZSubmitQuoteBody>;

export const ZSubmitQuoteResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  referenceNumber: z.string(),
  duplicate: z.boolean(),
});
export type TSubmitQuoteResponse = z.infer<typeof ZSubmitQuoteResponse>;

/** 429: this client sent more quote requests than the rate limit allows; Retry-After says when to try again. */
export const ZQuoteRateLimitedResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  requestId: z.string().optional(),
});
export type TQuoteRateLimitedResponse = z.infer<typeof ZQuoteRateLimitedResponse>;

const c = initContract();

export const quoteRequestsContract = c.router({
  submitQuote: {
    method: 'POST',
    path: '/api/submit-quote',
    summary: 'Submit a quote request (simple or standard form)',
    description:
      "Stores the request with its campaign and UTM attribution. An identical request within 10 seconds is not stored again; the first one's reference is answered with 200. " +
      'Each client (an IPv4 address or IPv6 /64) may send a limited number of requests a minute (QUOTE_RATE_LIMIT_PER_MINUTE), and the site as a whole (QUOTE_SITE_RATE_LIMIT_PER_MINUTE); beyond them the answer is 429 or 503 with a Retry-After header in seconds.',
    body: ZSubmitQuoteBody,
    responses: withCommonErrors({ 201: ZSubmitQuoteResponse, 200: ZSubmitQuoteResponse, 429: ZQuoteRateLimitedResponse }),
    strictStatusCodes: true,
  },
});
