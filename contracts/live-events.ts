/**
 * The live events of GET /api/events (server-sent events, Mercure-like): one private topic per document,
 * `documents/{documentId}`, on the "documents" channel of seed 001 §4, and one per person, `people/{key}`. Each event has an id a browser resumes
 * from (Last-Event-ID, or `lastEventId` in the query when it opens a new stream with a fresh token).
 */
import { z } from 'zod';

export const EVENTS_PATH = '/api/events';

export const DOCUMENTS_CHANNEL = 'documents';
export const documentTopic = (documentId: string) => `${DOCUMENTS_CHANNEL}/${documentId}`;

/** A person's private topic (issue 24): their requests' status changes, for their account's pages. */
export const PEOPLE_CHANNEL = 'people';
export const personTopic = (personKey: string) => `${PEOPLE_CHANNEL}/${personKey}`;

/** A submission's private topic for signed-in staff (issue 25): its conversation, on its back-office page. */
export const SUBMISSIONS_CHANNEL = 'submissions';
export const submissionTopic = (referenceNumber: string) => `${SUBMISSIONS_CHANNEL}/${referenceNumber}`;

export const LIVE_EVENT_TYPES = {
  /** Staff moved one of the person's requests to another status. */
  requestStatusChanged: 'RequestStatusChanged',
  /** A message was written on a request (by the person or the agency); the reader's page fetches the thread again. */
  requestMessageAdded: 'RequestMessageAdded',
  /** The agency sent offers on a quote request, or the person chose one. */
  quoteOffersChanged: 'QuoteOffersChanged',
  /** Seed 001 §4: the signer signed; the page waiting for it celebrates. */
  documentSigned: 'DocumentSigned',
  /** The signed PDF is sealed and stored: its SHA-256 is what /verify recognises. */
  documentSealed: 'DocumentSealed',
} as const;

/** The signed document's server-issued reference (SIG-...) comes with it: the page shows it, /dashboard finds it. */
export const ZDocumentSigned = z.object({ documentId: z.string(), signedAt: z.string(), referenceNumber: z.string() });
export const ZDocumentSealed = z.object({ documentId: z.string(), sealedAt: z.string(), sha256: z.string() });
export const ZRequestStatusChanged = z.object({ referenceNumber: z.string(), status: z.string(), statusLabel: z.string(), at: z.string() });
export const ZRequestMessageAdded = z.object({ referenceNumber: z.string(), messageId: z.number().int(), author: z.enum(['person', 'agency']) });
export type TRequestMessageAdded = z.infer<typeof ZRequestMessageAdded>;
export const ZQuoteOffersChanged = z.object({ referenceNumber: z.string() });
export type TRequestStatusChanged = z.infer<typeof ZRequestStatusChanged>;
export type TDocumentSigned = z.infer<typeof ZDocumentSigned>;
export type TDocumentSealed = z.infer<typeof ZDocumentSealed>;

export type LiveEvent =
  | { type: typeof LIVE_EVENT_TYPES.documentSigned; data: TDocumentSigned }
  | { type: typeof LIVE_EVENT_TYPES.documentSealed; data: TDocumentSealed }
  | { type: typeof LIVE_EVENT_TYPES.requestStatusChanged; data: TRequestStatusChanged }
  | { type: typeof LIVE_EVENT_TYPES.requestMessageAdded; data: TRequestMessageAdded }
  | { type: typeof LIVE_EVENT_TYPES.quoteOffersChanged; data: z.infer<typeof ZQuoteOffersChanged> };

export const EVENTS_QUERY = { topic: 'topic', token: 'token', lastEventId: 'lastEventId' } as const;
