/**
 * Seed 001's quote store (§3 Quote, §4, §7 /api/quotes, §8), for the signed-in person (issue 25): every quote
 * request made with their proved address, on the public forms or here, newest first. `id` is the request's
 * reference (QR-...). Anyone else's id, or a withdrawn one, is a 404; a change after the agency has started is
 * a 409 that says why. The agency's offers come with their request; the person chooses one here.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { SUBMISSION_STATUS_VALUES } from './back-office/submission-kinds';
import { withCommonErrors, ZErrorResponse } from './errors';
import { STANDARD_FORM_PROPERTY_PRODUCTS } from './products';
import { ZChooseOffer, ZOffer, ZOfferChoice } from './quote-offers';
import { requirePropertyAddress, ZStandardQuoteFields } from './quote-requests';

/** Seed 001 §8, and our words for the refusals the seed does not name. */
export const QUOTE_STORE_MESSAGES = {
  customerIdMissing: 'Customer ID not found',
  notFound: 'We could not find that quote request in your account.',
  started: 'The agency has started on this quote request, so it can no longer be changed here. Please call us or reply to our e-mail instead.',
  fetchQuotesFailed: 'Failed to fetch quotes',
  fetchQuoteFailed: 'Failed to fetch quote',
  submitFailed: 'Failed to submit quote',
  updateFailed: 'Failed to update quote',
  deleteFailed: 'Failed to delete quote',
} as const;

/** What the person asks or changes: the standard quote form's fields, without the address (their proved one) or the campaign. */
export const ZQuoteDetails = ZStandardQuoteFields.pick({
  name: true,
  lastName: true,
  phone: true,
  propertyAddress: true,
  message: true,
  insured: true,
  productType: true,
})
  .strict()
  .superRefine(
    requirePropertyAddress<{ productType: string; propertyAddress: string }>(
      STANDARD_FORM_PROPERTY_PRODUCTS,
      (v) => ({ productType: v.productType, address: v.propertyAddress }),
      'propertyAddress',
    ),
  );
export type TQuoteDetails = z.input<typeof ZQuoteDetails>;

export const ZQuote = z.object({
  id: z.string().describe('The request’s reference, QR-...'),
  productType: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  propertyAddress: z.string(),
  message: z.string(),
  currentlyInsured: z.string(),
  status: z.enum(SUBMISSION_STATUS_VALUES),
  statusLabel: z.string(),
  submittedAt: z.string(),
  /** The details may still be changed: the agency has not started on it. */
  editable: z.boolean(),
  /** The agency's offers, once sent, and the one the person chose. */
  offers: z.array(ZOffer),
  choice: ZOfferChoice.nullable(),
});
export type TQuote = z.infer<typeof ZQuote>;

const ZQuoteId = z.object({
  id: z
    .string()
    .max(40)
    .transform((value) => value.toUpperCase()),
});

const c = initContract();

export const quotesContract = c.router({
  listQuotes: {
    method: 'GET',
    path: '/api/quotes',
    summary: "The person's quote requests, newest first (seed 001 §7: by customerId, which must be theirs)",
    query: z.object({
      customerId: z
        .string({ required_error: QUOTE_STORE_MESSAGES.customerIdMissing, invalid_type_error: QUOTE_STORE_MESSAGES.customerIdMissing })
        .regex(/^[1-9]\d{0,9}$/, QUOTE_STORE_MESSAGES.customerIdMissing),
    }),
    responses: { 200: z.object({ quotes: z.array(ZQuote) }), 401: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse },
    strictStatusCodes: true,
  },
  getQuote: {
    method: 'GET',
    path: '/api/quotes/:id',
    summary: "One of the person's quote requests; anyone else's is 404",
    pathParams: ZQuoteId,
    responses: { 200: ZQuote, 401: ZErrorResponse, 404: ZErrorResponse },
    strictStatusCodes: true,
  },
  createQuote: {
    method: 'POST',
    path: '/api/quotes',
    summary: 'Asks for a quote, signed in: the standard quote fields; the address is the proved one',
    body: ZQuoteDetails,
    responses: withCommonErrors({ 201: ZQuote, 401: ZErrorResponse }),
    strictStatusCodes: true,
  },
  updateQuote: {
    method: 'PUT',
    path: '/api/quotes/:id',
    summary: 'Changes the details while the agency has not started on the request (409 after)',
    pathParams: ZQuoteId,
    body: ZQuoteDetails,
    responses: withCommonErrors({ 200: ZQuote, 401: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse }),
    strictStatusCodes: true,
  },
  chooseOffer: {
    method: 'POST',
    path: '/api/quotes/:id/choice',
    summary: 'Chooses one of the agency’s offers, with a window for our call (409 for an expired offer or a second choice)',
    pathParams: ZQuoteId,
    body: ZChooseOffer,
    responses: withCommonErrors({ 200: ZQuote, 401: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse }),
    strictStatusCodes: true,
  },
  deleteQuote: {
    method: 'DELETE',
    path: '/api/quotes/:id',
    summary: 'Withdraws the request: the agency keeps it, marked withdrawn; the person’s list no longer shows it',
    pathParams: ZQuoteId,
    body: c.noBody(),
    responses: withCommonErrors({ 204: c.noBody(), 401: ZErrorResponse, 404: ZErrorResponse }),
    strictStatusCodes: true,
  },
});
