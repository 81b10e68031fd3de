/**
 * The back office's view of the mail outbox (bff/services/mail/outbox.ts): every e-mail the platform sends,
 * newest first, with its state (sent; waiting for its first try; failing, with the last error), and a way to
 * try a mail that is not sent again now. Nothing is deleted: the outbox is the record of what was sent.
 * Opening the list or a mail is written to the staff audit log, and so is every retry. Administrators only
 * (route-roles.ts): the outbox holds every mail the platform sends.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { withCommonErrors, ZErrorResponse } from '../errors';

export const MAIL_PAGE_SIZES = [25, 50, 100] as const;

/**
 * What the list can be narrowed to: `pending` is every mail not sent yet (waiting or failing), `failed` only
 * those whose delivery has failed at least once, `sent` those delivered.
 */
export const MAIL_STATUS_FILTERS = ['pending', 'failed', 'sent'] as const;
export type MailStatusFilter = (typeof MAIL_STATUS_FILTERS)[number];

/**
 * A mail's state: delivered; not tried yet (or due); tried and failed at least once, to be tried again; held
 * until its recipient proves the address (then due); refused (never sent: `lastError` says why).
 */
export const MAIL_STATES = ['sent', 'waiting', 'failing', 'held', 'refused'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export const MAIL_MESSAGES = {
  notFound: 'There is no mail with this id.',
  alreadySent: 'This mail has been sent: there is nothing to retry.',
  held: 'This mail waits until its recipient confirms their address: it goes as soon as they do.',
  refused: 'This mail was refused and is kept only as a record: it cannot be sent.',
} as const;

export const ZMailQuery = z
  .object({
    status: z.enum(MAIL_STATUS_FILTERS, { errorMap: () => ({ message: 'Choose pending, failed or sent' }) }).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((size) => (MAIL_PAGE_SIZES as readonly number[]).includes(size), 'Choose 25, 50 or 100 a page')
      .default(MAIL_PAGE_SIZES[0]),
  })
  .strict();
export type TMailQuery = z.input<typeof ZMailQuery>;

export const ZMailItem = z.object({
  id: z.number().int(),
  state: z.enum(MAIL_STATES),
  kind: z.string().describe("What the mail is, e.g. 'receipt'"),
  recipient: z.string(),
  subject: z.string(),
  referenceNumber: z.string().nullable().describe('The submission it is about, if any'),
  attempts: z.number().int(),
  lastError: z.string().nullable().describe('Why the last delivery failed (failing mail), or why it was refused (refused mail)'),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable().describe('When the worker tries it next; null once sent'),
  sentAt: z.string().nullable(),
});
export type TMailItem = z.infer<typeof ZMailItem>;

export const ZMailPage = z.object({ items: z.array(ZMailItem), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type TMailPage = z.infer<typeof ZMailPage>;

export const ZMailDetail = ZMailItem.extend({ textBody: z.string() });
export type TMailDetail = z.infer<typeof ZMailDetail>;

const ZMailParams = z.object({ id: z.string().regex(/^[1-9][0-9]{0,8}$/, MAIL_MESSAGES.notFound) });

const c = initContract();
const denied = { 401: ZErrorResponse, 403: ZErrorResponse };

export const mailContract = c.router({
  listMail: {
    method: 'GET',
    path: '/api/admin/mail',
    summary: 'The mail outbox, newest first, with each mail’s state; narrowed to pending, failed or sent',
    query: ZMailQuery,
    responses: { 200: ZMailPage, ...denied, 422: ZErrorResponse, 500: ZErrorResponse },
    strictStatusCodes: true,
  },
  getMail: {
    method: 'GET',
    path: '/api/admin/mail/:id',
    summary: 'One mail with its text',
    pathParams: ZMailParams,
    responses: { 200: ZMailDetail, ...denied, 404: ZErrorResponse, 422: ZErrorResponse, 500: ZErrorResponse },
    strictStatusCodes: true,
  },
  retryMail: {
    method: 'POST',
    path: '/api/admin/mail/:id/retry',
    summary: 'Makes a mail not yet sent due now: the mail worker tries it at its next look (409 for a sent mail)',
    pathParams: ZMailParams,
    body: z.object({}).strict(),
    responses: withCommonErrors({ 200: ZMailDetail, ...denied, 404: ZErrorResponse, 409: ZErrorResponse }),
    strictStatusCodes: true,
  },
});
