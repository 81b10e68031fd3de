/**
 * The conversation on every request (issue 25): the person who sent it and the agency write to each other on
 * the request itself, each side reading it where it works (My requests; the back office's submission page).
 * Each message has at most one document, which meets every upload rule; nothing is ever deleted. A message
 * from the agency is told to the person by e-mail in our fixed words, never its text.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ACCEPTED_DOCUMENT_DESCRIPTION, fileValue } from './file-fields';
import { withCommonErrors, ZErrorResponse } from './errors';
import { withCleanCharacters } from './fields';

export const MESSAGE_MAX_LENGTH = 2000;

export const REQUEST_MESSAGE_WORDS = {
  bodyRequired: 'Write your message',
  bodyTooLong: `Your message must be ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters or fewer`,
  requestNotFound: 'We could not find that request.',
  documentNotFound: 'We could not find that document.',
  tooMany: 'You have sent a lot of messages in a short time. Please wait a while, or call us.',
  mailSubject: (referenceNumber: string) => `You have a new message about your request ${referenceNumber}`,
} as const;

export const MESSAGE_AUTHORS = ['person', 'agency'] as const;
export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number];

export const ZMessageDocument = z.object({ name: z.string(), sizeBytes: z.number().int(), mimeType: z.string(), url: z.string() });

export const ZRequestMessage = z.object({
  id: z.number().int(),
  author: z.enum(MESSAGE_AUTHORS),
  /** Who wrote it, as the reader sees it: the person's name, or the agent's first name and the agency. */
  authorName: z.string(),
  body: z.string(),
  sentAt: z.string(),
  /** Not yet read by the reader's side (the person, or anyone at the agency). */
  unread: z.boolean(),
  document: ZMessageDocument.nullable(),
});
export type TRequestMessage = z.infer<typeof ZRequestMessage>;

export const ZMessageThread = z.object({ referenceNumber: z.string(), messages: z.array(ZRequestMessage) });
export type TMessageThread = z.infer<typeof ZMessageThread>;

/** What either side sends: the text, and at most one document (multipart/form-data). */
export const ZNewMessage = z
  .object({
    body: withCleanCharacters(
      z
        .string({ required_error: REQUEST_MESSAGE_WORDS.bodyRequired, invalid_type_error: REQUEST_MESSAGE_WORDS.bodyRequired })
        .trim()
        .min(1, REQUEST_MESSAGE_WORDS.bodyRequired)
        .max(MESSAGE_MAX_LENGTH, REQUEST_MESSAGE_WORDS.bodyTooLong),
    ),
    file: fileValue(`An optional document: ${ACCEPTED_DOCUMENT_DESCRIPTION}`).nullable().optional(),
  })
  .strict();
export type TNewMessage = z.input<typeof ZNewMessage>;

/** Marks the reader's side as having read the thread up to this message. */
export const ZMessagesRead = z.object({ upTo: z.number().int().positive() }).strict();

export const ZReferenceParams = z.object({
  referenceNumber: z
    .string()
    .max(40)
    .transform((value) => value.toUpperCase()),
});

/** A message document's address for the person (a plain route beside the contract: its answer is a file). */
export const ACCOUNT_MESSAGE_DOCUMENT_ROUTE = '/api/account/requests/:referenceNumber/messages/:messageId/document';
export const accountMessageDocumentPath = (referenceNumber: string, messageId: number) =>
  ACCOUNT_MESSAGE_DOCUMENT_ROUTE.replace(':referenceNumber', encodeURIComponent(referenceNumber)).replace(':messageId', String(messageId));

const c = initContract();

/** The person's side, signed in: their own requests only (anyone else's reference is 404, as an unknown one). */
export const requestMessagesContract = c.router({
  thread: {
    method: 'GET',
    path: '/api/account/requests/:referenceNumber/messages',
    summary: 'The conversation on one of the person’s requests, oldest first',
    pathParams: ZReferenceParams,
    responses: { 200: ZMessageThread, 401: ZErrorResponse, 404: ZErrorResponse },
    strictStatusCodes: true,
  },
  send: {
    method: 'POST',
    path: '/api/account/requests/:referenceNumber/messages',
    contentType: 'multipart/form-data',
    summary: 'Writes to the agency on one of the person’s requests',
    description:
      'multipart/form-data: body (1 to 2,000 characters) and an optional file, accepted by its content and scanned. Rate limited per client ' +
      'and per person (429).',
    pathParams: ZReferenceParams,
    body: ZNewMessage,
    responses: withCommonErrors({ 201: ZMessageThread, 401: ZErrorResponse, 404: ZErrorResponse, 408: ZErrorResponse, 507: ZErrorResponse }),
    strictStatusCodes: true,
  },
  markRead: {
    method: 'POST',
    path: '/api/account/requests/:referenceNumber/messages/read',
    summary: 'The person has read the agency’s messages up to one',
    pathParams: ZReferenceParams,
    body: ZMessagesRead,
    responses: withCommonErrors({ 204: c.noBody(), 401: ZErrorResponse, 404: ZErrorResponse }),
    strictStatusCodes: true,
  },
});
