/**
 * POST /api/submit-quote: the quote request, in the two payload shapes of seed 000 §3 and §7.
 * The simple form (the /quotes/{id} page) sends snake_case fields; the standard form sends camelCase.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { COMMON_ERROR_RESPONSES } from './errors';
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

const insuredAnswer = z.enum(['Yes', 'No'], {
  errorMap: () => ({ message: QUOTE_MESSAGES.insured }),
});

const requirePropertyAddress =
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

const c = initContract();

export const quoteRequestsContract = c.router({
  submitQuote: {
    method: 'POST',
    path: '/api/submit-quote',
    summary: 'Submit a quote request (simple or standard form)',
    description:
      'Stores the request with its campaign and UTM attribution. An identical request within 10 seconds is not stored again; the first one\'s reference is answered with 200.',
    body: ZSubmitQuoteBody,
    responses: {
      201: ZSubmitQuoteResponse,
      200: ZSubmitQuoteResponse,
      ...COMMON_ERROR_RESPONSES,
    },
    strictStatusCodes: true,
  },
});
