/**
 * The back office's inbox: every submission of every kind in one list, filtered and paged on the server; a
 * page per submission with what the person entered, its documents, mail and history; and the moves staff
 * make (status with a note, assignment). Every route needs a signed-in staff session (401 otherwise).
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ISO_DATE_PATTERN } from '../fields';
import { withCommonErrors, ZErrorResponse } from '../errors';
import { ZOffer, ZOfferChoice } from '../quote-offers';
import { ZReceiptDetail } from '../receipts';
import { ZStaffMember } from './staff-auth';
import { SUBMISSION_KIND_VALUES, SUBMISSION_PORTAL_TYPES, SUBMISSION_STATUS_VALUES } from './submission-kinds';
import { LOCALES } from '@site/locales';

export const INBOX_PAGE_SIZES = [25, 50, 100] as const;

export const INBOX_MESSAGES = {
  notFound: 'There is no submission with this reference number.',
  dateRange: 'The end date must not be before the start date',
  noteTooLong: 'The note must be 1,000 characters or fewer',
  unknownStaff: 'Choose a member of staff from the list',
  sameStatus: 'The submission already has this status',
} as const;

const isoDate = (message: string) => z.string().regex(ISO_DATE_PATTERN, message);

export const INBOX_ASSIGNED_FILTERS = ['me', 'nobody'] as const;

export const ZInboxQuery = z
  .object({
    kind: z.enum(SUBMISSION_KIND_VALUES).optional(),
    status: z.enum(SUBMISSION_STATUS_VALUES).optional(),
    portalType: z.enum(SUBMISSION_PORTAL_TYPES).optional(),
    /** Received on or after this day (America/New_York), YYYY-MM-DD. */
    from: isoDate('Enter the start date as YYYY-MM-DD').optional(),
    /** Received on or before this day, YYYY-MM-DD. */
    to: isoDate('Enter the end date as YYYY-MM-DD').optional(),
    /** Words that begin a name, an e-mail address, a policy number or a reference. */
    q: z.string().trim().max(100, 'Search for at most 100 characters').optional(),
    /** Whose: the signed-in member of staff's, or no one's yet (the work waiting to be taken). */
    assigned: z.enum(INBOX_ASSIGNED_FILTERS).optional(),
    /** Only requests with a message from the person that no one at the agency has read. */
    messages: z.enum(['unread']).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((size) => (INBOX_PAGE_SIZES as readonly number[]).includes(size), 'Choose 25, 50 or 100 a page')
      .default(25),
  })
  .strict()
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: INBOX_MESSAGES.dateRange, path: ['to'] });
export type TInboxQuery = z.input<typeof ZInboxQuery>;

const ZAssignee = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const ZInboxItem = z.object({
  referenceNumber: z.string(),
  kind: z.enum(SUBMISSION_KIND_VALUES),
  portalType: z.enum(SUBMISSION_PORTAL_TYPES),
  name: z.string(),
  email: z.string(),
  policyNumber: z.string(),
  status: z.enum(SUBMISSION_STATUS_VALUES),
  statusChangedAt: z.string(),
  assignedTo: ZAssignee,
  createdAt: z.string(),
  /** The language the person made the request in (the mails about it go in it). */
  locale: z.enum(LOCALES),
  /** Messages from the person that no one at the agency has read. */
  unreadMessages: z.number().int(),
});
export type TInboxItem = z.infer<typeof ZInboxItem>;

export const ZInboxPage = z.object({
  items: z.array(ZInboxItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The page's submissions new to the signed-in member of staff: arrived since they joined, not yet opened by them. */
  newToYou: z.array(z.string()),
});
export type TInboxPage = z.infer<typeof ZInboxPage>;

export const ZSubmissionDocument = z.object({
  uploadId: z.number().int(),
  name: z.string(),
  sizeBytes: z.number().int(),
  mimeType: z.string(),
  /** The form's label for its type ('Declarations page'), or '' for a supporting document. */
  type: z.string(),
  description: z.string(),
});

export const ZSubmissionDetail = z.object({
  item: ZInboxItem,
  /** The form it was sent with. */
  title: z.string(),
  /** Every field as the person gave it, with the form's labels. */
  details: z.array(ZReceiptDetail),
  documents: z.array(ZSubmissionDocument),
  /** A cancellation's win-back callback, when one was asked for. */
  callback: z.object({ date: z.string(), window: z.string() }).nullable(),
  /** A signed document's audit trail, and whether its hash chain is intact. */
  signature: z
    .object({
      trailIntact: z.boolean(),
      trail: z.array(z.object({ sequence: z.number().int(), action: z.string(), at: z.string(), ip: z.string(), userAgent: z.string(), hash: z.string() })),
    })
    .nullable(),
  /** A quote request's offers, sent or being prepared, and the one the person chose. */
  offers: z.array(ZOffer),
  offerChoice: ZOfferChoice.nullable(),
  history: z.array(z.object({ status: z.enum(SUBMISSION_STATUS_VALUES), note: z.string(), staffName: z.string().nullable(), at: z.string() })),
  mail: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      recipient: z.string(),
      subject: z.string(),
      status: z.string(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
});
export type TSubmissionDetail = z.infer<typeof ZSubmissionDetail>;

export const ZStatusChange = z
  .object({
    status: z.enum(SUBMISSION_STATUS_VALUES, { errorMap: () => ({ message: 'Choose a status' }) }),
    note: z.string().trim().max(1000, INBOX_MESSAGES.noteTooLong).default(''),
  })
  .strict();
export type TStatusChange = z.input<typeof ZStatusChange>;

export const ZAssignment = z.object({ staffId: z.number().int().positive().nullable() }).strict();

const ZReferenceParams = z.object({
  referenceNumber: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2,3}-[0-9A-Z]{8}$/, INBOX_MESSAGES.notFound)),
});

/** Where a submission's document is downloaded (an authorised route: never a public address); a plain route beside the contract. */
export const SUBMISSION_DOCUMENT_ROUTE = '/api/admin/submissions/:referenceNumber/documents/:uploadId';
/** The query that asks for a document to be shown in the browser (a PDF or an image) rather than saved. */
export const DOCUMENT_VIEW_PARAM = 'view';

/** The types staff can look at in the browser: PDFs and images; anything else (a Word document) downloads. */
export const PREVIEWABLE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const isPreviewable = (mimeType: string) => (PREVIEWABLE_TYPES as readonly string[]).includes(mimeType);

/** A document's address to show it in the browser. */
export const submissionDocumentViewPath = (referenceNumber: string, uploadId: number) =>
  `${submissionDocumentPath(referenceNumber, uploadId)}?${DOCUMENT_VIEW_PARAM}=inline`;

export const submissionDocumentPath = (referenceNumber: string, uploadId: number) =>
  SUBMISSION_DOCUMENT_ROUTE.replace(':referenceNumber', encodeURIComponent(referenceNumber)).replace(':uploadId', String(uploadId));

const c = initContract();
const denied = { 401: ZErrorResponse, 403: ZErrorResponse };

export const submissionsContract = c.router({
  listInbox: {
    method: 'GET',
    path: '/api/admin/submissions',
    summary: 'The inbox: submissions newest first, filtered and paged',
    query: ZInboxQuery,
    responses: { 200: ZInboxPage, ...denied, 422: ZErrorResponse, 500: ZErrorResponse },
    strictStatusCodes: true,
  },
  getSubmission: {
    method: 'GET',
    path: '/api/admin/submissions/:referenceNumber',
    summary: 'One submission with its fields, documents, callback, status history and mail',
    pathParams: ZReferenceParams,
    responses: { 200: ZSubmissionDetail, ...denied, 404: ZErrorResponse, 422: ZErrorResponse, 500: ZErrorResponse },
    strictStatusCodes: true,
  },
  changeStatus: {
    method: 'POST',
    path: '/api/admin/submissions/:referenceNumber/status',
    summary: 'Moves a submission to a status with a note; the person is e-mailed',
    pathParams: ZReferenceParams,
    body: ZStatusChange,
    responses: withCommonErrors({ 200: ZSubmissionDetail, ...denied, 404: ZErrorResponse }),
    strictStatusCodes: true,
  },
  assign: {
    method: 'POST',
    path: '/api/admin/submissions/:referenceNumber/assignment',
    summary: 'Assigns a submission to a member of staff (null: to no one)',
    pathParams: ZReferenceParams,
    body: ZAssignment,
    responses: withCommonErrors({ 200: ZSubmissionDetail, ...denied, 404: ZErrorResponse }),
    strictStatusCodes: true,
  },
  listStaff: {
    method: 'GET',
    path: '/api/admin/staff',
    summary: 'The members of staff a submission can be assigned to',
    responses: { 200: z.array(ZStaffMember), ...denied, 500: ZErrorResponse },
    strictStatusCodes: true,
  },
});
