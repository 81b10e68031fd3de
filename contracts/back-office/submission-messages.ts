/**
 * The agency's side of the conversation on a request (contracts/request-messages.ts): staff read and write on
 * the submission's page, see new messages live (a private topic per submission, opened with a short-lived
 * token for the staff session), and count the requests with a message nobody here has read yet.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { withCommonErrors, ZErrorResponse } from '../errors';
import { ZMessagesRead, ZMessageThread, ZNewMessage, ZReferenceParams } from '../request-messages';

/** A message document's address for staff (a plain route beside the contract: its answer is a file). */
export const SUBMISSION_MESSAGE_DOCUMENT_ROUTE = '/api/admin/submissions/:referenceNumber/messages/:messageId/document';
export const submissionMessageDocumentPath = (referenceNumber: string, messageId: number) =>
  SUBMISSION_MESSAGE_DOCUMENT_ROUTE.replace(':referenceNumber', encodeURIComponent(referenceNumber)).replace(':messageId', String(messageId));

export const ZUnreadMessages = z.object({
  /** Requests with at least one message from the person that no one at the agency has read. */
  requests: z.number().int(),
});

export const ZSubmissionEventsSubscription = z.object({ url: z.string(), expiresAt: z.string() });

const c = initContract();
const denied = { 401: ZErrorResponse, 403: ZErrorResponse };

export const submissionMessagesContract = c.router({
  thread: {
    method: 'GET',
    path: '/api/admin/submissions/:referenceNumber/messages',
    summary: 'The conversation on a submission, oldest first; unread marks the person’s messages no one here has read',
    pathParams: ZReferenceParams,
    responses: { 200: ZMessageThread, ...denied, 404: ZErrorResponse, 500: ZErrorResponse },
    strictStatusCodes: true,
  },
  send: {
    method: 'POST',
    path: '/api/admin/submissions/:referenceNumber/messages',
    contentType: 'multipart/form-data',
    summary: 'Writes to the person; they are e-mailed our fixed words and a link, never the text',
    pathParams: ZReferenceParams,
    body: ZNewMessage,
    responses: withCommonErrors({ 201: ZMessageThread, ...denied, 404: ZErrorResponse, 408: ZErrorResponse, 507: ZErrorResponse }),
    strictStatusCodes: true,
  },
  markRead: {
    method: 'POST',
    path: '/api/admin/submissions/:referenceNumber/messages/read',
    summary: 'The agency has read the person’s messages up to one',
    pathParams: ZReferenceParams,
    body: ZMessagesRead,
    responses: withCommonErrors({ 204: c.noBody(), ...denied, 404: ZErrorResponse }),
    strictStatusCodes: true,
  },
  subscribe: {
    method: 'POST',
    path: '/api/admin/submissions/:referenceNumber/events',
    summary: 'Where the submission’s live events stream (GET /api/events with a short-lived token), and until when',
    pathParams: ZReferenceParams,
    body: c.noBody(),
    responses: withCommonErrors({ 201: ZSubmissionEventsSubscription, ...denied, 404: ZErrorResponse }),
    strictStatusCodes: true,
  },
  unreadCount: {
    method: 'GET',
    path: '/api/admin/messages/unread',
    summary: 'How many requests have a message from the person that no one at the agency has read',
    responses: { 200: ZUnreadMessages, ...denied, 500: ZErrorResponse },
    strictStatusCodes: true,
  },
});
