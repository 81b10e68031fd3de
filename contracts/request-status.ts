/**
 * POST /api/request-status: the request status page (/dashboard), which the success screens of seed 002 point
 * at. A person proves a request is theirs with two factors, its reference number and the e-mail address given
 * on it, and sees what was asked, when, and where it stands. A wrong pair is answered the same way whichever
 * part is wrong, so the page cannot be used to learn whether a reference or an address exists.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { SUBMISSION_STATUS_VALUES, SUBMISSION_STATUSES } from './back-office/submission-kinds';
import { withCommonErrors, ZErrorResponse } from './errors';
import { portalEmail, requiredText } from './fields';
import { ZReceiptDetail } from './receipts';

export const REQUEST_STATUS_MESSAGES = {
  referenceRequired: 'Reference number is required',
  notFound: 'We could not find a request with that reference number and e-mail address. Please check both and try again.',
} as const;

/** Where a request stands: the statuses the agency moves it through in the back office. */
export const REQUEST_STATUSES = SUBMISSION_STATUSES;

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
  status: z.enum(SUBMISSION_STATUS_VALUES),
  statusLabel: z.string(),
  /** Every status it has had, first to last, with when (the agency's notes are not shown). */
  history: z.array(z.object({ status: z.enum(SUBMISSION_STATUS_VALUES), statusLabel: z.string(), at: z.string() })),
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
