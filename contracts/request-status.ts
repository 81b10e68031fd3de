/**
 * POST /api/request-status: the request status page (/dashboard), which the success screens of seed 002 point
 * at. A person proves a request is theirs with two factors, its reference number and the e-mail address given
 * on it, and sees what was asked, when, and where it stands. A wrong pair is answered the same way whichever
 * part is wrong, so the page cannot be used to learn whether a reference or an address exists.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { withCommonErrors, ZErrorResponse } from './errors';
import { portalEmail, requiredText } from './fields';
import { ZReceiptDetail } from './receipts';

export const REQUEST_STATUS_MESSAGES = {
  referenceRequired: 'Reference number is required',
  notFound: 'We could not find a request with that reference number and e-mail address. Please check both and try again.',
} as const;

/** Where a request stands; the back office adds the agency's statuses. */
export const REQUEST_STATUSES = [{ value: 'received', label: 'Received' }] as const;

export const ZRequestStatusQuery = z
  .object({
    referenceNumber: requiredText(REQUEST_STATUS_MESSAGES.referenceRequired, 40).transform((value) => value.toUpperCase()),
    email: portalEmail(),
  })
  .strict();
export type TRequestStatusQuery = z.input<typeof ZRequestStatusQuery>;

export const ZRequestStatus = z.object({
  referenceNumber: z.string(),
  /** The form it was sent with: 'Home Policy Change Request'. */
  title: z.string(),
  submittedAt: z.string().describe('When it was received, ISO 8601.'),
  status: z.enum(REQUEST_STATUSES.map((status) => status.value) as [string, ...string[]]),
  statusLabel: z.string(),
  /** What was asked, as the receipt lists it. */
  details: z.array(ZReceiptDetail),
});
export type TRequestStatus = z.infer<typeof ZRequestStatus>;

const c = initContract();

export const requestStatusContract = c.router({
  findRequestStatus: {
    method: 'POST',
    path: '/api/request-status',
    summary: "A request's status, for its reference number and the e-mail address given on it",
    description:
      'POST so that the address never appears in a URL or a log. Both factors must match (the address in any case); otherwise 404 ' +
      'with one message whichever part is wrong. Rate limited per client and site-wide (429, 503).',
    body: ZRequestStatusQuery,
    responses: withCommonErrors({ 200: ZRequestStatus, 404: ZErrorResponse }),
    strictStatusCodes: true,
  },
});
