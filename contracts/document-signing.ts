/**
 * Seed 001 "Document upload and signing", signed in house: the state-insurer upload (POST /api/upload-document),
 * its signing link (POST /api/generate-signing-link), the signing page's calls (/api/signing/{token}...), the
 * live-events subscription of the page that waits for the signature, and the verification of a sealed PDF.
 * The events stream itself (GET /api/events) and the PDFs are plain routes beside the contract: ts-rest
 * cannot describe an event stream or a binary answer (contracts/live-events.ts describes the events).
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { withCommonErrors, ZErrorResponse } from './errors';
import { requiredFile } from './file-fields';
import { UPLOAD_FAILED_MESSAGE } from './uploads';
import { FULL_NAME_MAX_LENGTH, personName, portalEmail, requiredText } from './fields';

/** The reference a document gets when it is signed (the back office's inbox lists it by this). */
export const SIGNED_DOCUMENT_REFERENCE_PREFIX = 'SIG';

/** Seed 001 §2: the two letters' forms; any other formType gets the default heading. */
export const STATE_INSURER_FORMS = {
  proofofresidency: { title: 'Proof of Residency', description: 'Upload proof that the insured property is your primary residence, then sign it.' },
  floodaffirmation: { title: 'Flood Coverage Affirmation', description: 'Upload your flood coverage affirmation, then sign it.' },
} as const;
export const DEFAULT_STATE_INSURER_FORM = { title: 'Document Upload and Signing', description: 'Upload your document, then sign it.' } as const;
export type StateInsurerFormType = keyof typeof STATE_INSURER_FORMS;

export const stateInsurerFormOf = (formType: string) =>
  Object.hasOwn(STATE_INSURER_FORMS, formType) ? STATE_INSURER_FORMS[formType as StateInsurerFormType] : DEFAULT_STATE_INSURER_FORM;

/** Seed 001 §5 and §8, word for word, and our own for what the seed does not cover. */
export const SIGNING_MESSAGES = {
  noFile: 'No file selected. Please select a file to upload.',
  uploadFailed: UPLOAD_FAILED_MESSAGE,
  uploadFirst: 'Please upload the document first.',
  completeAllFields: 'Please complete all fields before requesting a signing link.',
  linkFailed: 'Failed to generate signing link. Please try again.',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  policyNumber: 'Policy number is required',
  formType: 'Form type must be lower-case letters, digits or hyphens',
  session: 'Your browser session was not recognised. Please reload the page and try again.',
  unreadablePdf: 'This PDF cannot be read (it may be damaged or password-protected). Please upload another copy.',
  alreadySigned: 'This document has already been signed.',
  linkInvalid: 'This signing link is not valid: it has expired or has already been used. Please request a new one.',
  consentRequired: 'Please agree to use electronic records and signatures before signing.',
  fullNameRequired: 'Please type your full name to sign.',
  fullNameMismatch: (expected: string) => `Please type your full name exactly as ${expected} to sign.`,
  signatureCompleted: 'Signature Completed: Thank you for submitting your document. We will process your request shortly.',
  sha256: 'Must be a SHA-256 hash: 64 hexadecimal characters',
} as const;

const M = SIGNING_MESSAGES;

/**
 * The browser session of seed 001 §3 ("generated per session from the time plus a random string"), sent as
 * X-Session-ID: the upload, its signing link and its live events are bound to it.
 */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
export const ZSessionId = z.string({ required_error: M.session, invalid_type_error: M.session }).regex(SESSION_ID_PATTERN, M.session);
export const ZSessionHeaders = z.object({ 'x-session-id': ZSessionId });

export const ZDocumentId = z.string().uuid(M.uploadFirst);

export const ZUploadDocumentBody = z.object({ document: requiredFile(M.noFile, 'The document to sign'), sessionId: ZSessionId }).strict();
export const ZUploadDocumentResponse = z.object({ documentId: z.string().uuid() });

export const ZSigningLinkRequest = z
  .object({
    email: portalEmail(),
    firstName: personName({ label: 'First name', required: M.firstName }),
    lastName: personName({ label: 'Last name', required: M.lastName }),
    policyNumber: requiredText(M.policyNumber, 50).transform((value) => value.toUpperCase()),
    formType: z.string({ required_error: M.formType }).regex(/^[a-z0-9-]{1,50}$/, M.formType),
    documentId: z.string({ required_error: M.uploadFirst, invalid_type_error: M.uploadFirst }).uuid(M.uploadFirst),
  })
  .strict();
export type TSigningLinkRequest = z.input<typeof ZSigningLinkRequest>;
export const ZSigningLinkResponse = z.object({ signingUrl: z.string().url() });

export const ZEventSubscriptionRequest = z.object({ documentId: ZDocumentId }).strict();
export const ZEventSubscription = z.object({
  /** GET it with EventSource: the topic and a short-lived token bound to this browser session are in it. */
  url: z.string(),
  expiresAt: z.string().describe('When the token and so the stream end, ISO 8601; ask for a new one to go on.'),
});
export type TEventSubscription = z.infer<typeof ZEventSubscription>;

/** What the signing page shows of the document and its signer. */
export const ZSigningSession = z.object({
  documentId: z.string(),
  formTitle: z.string(),
  documentName: z.string(),
  pageCount: z.number().int(),
  signerName: z.string(),
  /** The PDF the signer reads and signs: this link, a path on our origin. */
  documentUrl: z.string(),
  consented: z.boolean(),
});
export type TSigningSession = z.infer<typeof ZSigningSession>;

export const ZSignRequest = z.object({ fullName: personName({ label: 'Your full name', required: M.fullNameRequired, max: FULL_NAME_MAX_LENGTH }) }).strict();
export const ZSignResponse = z.object({ signedAt: z.string(), referenceNumber: z.string() });

export const ZVerifyRequest = z
  .object({
    sha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/i, M.sha256)
      .transform((value) => value.toLowerCase()),
  })
  .strict();
export const ZVerifyResponse = z.discriminatedUnion('issued', [
  z.object({ issued: z.literal(false) }),
  z.object({
    issued: z.literal(true),
    documentId: z.string(),
    formTitle: z.string(),
    signerName: z.string(),
    signedAt: z.string(),
    sealedAt: z.string(),
  }),
]);
export type TVerifyResponse = z.infer<typeof ZVerifyResponse>;

/** A link's secret: 32 random bytes, base64url (a signing link's token, a sealed PDF's download key). */
export const LINK_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const ZTokenParams = z.object({ token: z.string().regex(LINK_SECRET_PATTERN, M.linkInvalid) });

const c = initContract();

export const documentSigningContract = c.router({
  uploadDocument: {
    method: 'POST',
    path: '/api/upload-document',
    contentType: 'multipart/form-data',
    summary: 'Upload a document to sign (state-insurer flow)',
    description:
      'multipart/form-data: document and sessionId, which must equal the X-Session-ID header. The document is accepted by its content (PDF, DOC, ' +
      'DOCX, JPG or PNG); an image becomes a one-page PDF and a Word document a PDF page that carries it as an attachment, the copy the signer ' +
      'reads and that is sealed. Only the same browser session can ask for its signing link or its events. Rate limited (429, 503).',
    headers: ZSessionHeaders,
    body: ZUploadDocumentBody,
    responses: withCommonErrors({ 201: ZUploadDocumentResponse, 408: ZErrorResponse, 507: ZErrorResponse }),
    strictStatusCodes: true,
  },
  generateSigningLink: {
    method: 'POST',
    path: '/api/generate-signing-link',
    summary: 'A single-use signing link for an uploaded document',
    description:
      'The document must have been uploaded by the same browser session (X-Session-ID), else 422 at documentId. The link expires after ' +
      'SIGNING_LINK_TTL_MINUTES and works for one signature; asking again revokes the previous one. A signed document answers 409.',
    headers: ZSessionHeaders,
    body: ZSigningLinkRequest,
    responses: withCommonErrors({ 200: ZSigningLinkResponse, 409: ZErrorResponse }),
    strictStatusCodes: true,
  },
  subscribeToDocumentEvents: {
    method: 'POST',
    path: '/api/document-events/subscriptions',
    summary: "A short-lived address of the document's live events (GET /api/events)",
    description:
      'For the browser session that uploaded the document only (else 404). The answer is an address for EventSource whose token expires after ' +
      'EVENTS_TOKEN_TTL_SECONDS; the stream then closes and the browser asks again, resuming with lastEventId.',
    headers: ZSessionHeaders,
    body: ZEventSubscriptionRequest,
    responses: withCommonErrors({ 200: ZEventSubscription, 404: ZErrorResponse }),
    strictStatusCodes: true,
  },
  openSigningSession: {
    method: 'GET',
    path: '/api/signing/:token',
    pathParams: ZTokenParams,
    summary: 'What the signing page shows: the document and its signer (records "opened")',
    responses: { 200: ZSigningSession, 410: ZErrorResponse, 422: ZErrorResponse, 429: ZErrorResponse },
    strictStatusCodes: true,
  },
  consentToElectronicRecords: {
    method: 'POST',
    path: '/api/signing/:token/consent',
    pathParams: ZTokenParams,
    summary: 'The signer agrees to electronic records and signatures (records "consented")',
    body: z.object({}).strict(),
    responses: withCommonErrors({ 200: z.object({ consented: z.literal(true) }), 410: ZErrorResponse }),
    strictStatusCodes: true,
  },
  signDocument: {
    method: 'POST',
    path: '/api/signing/:token/sign',
    pathParams: ZTokenParams,
    summary: 'Sign by typing the full name (records "signed", then the PDF is sealed)',
    description:
      "The name must be the signer's first and last name as given for the link (case and spacing aside). Consent must have been given. " +
      "The link is then used up; a DocumentSigned event goes to the document's topic, and a job seals the PDF.",
    body: ZSignRequest,
    responses: withCommonErrors({ 200: ZSignResponse, 409: ZErrorResponse, 410: ZErrorResponse }),
    strictStatusCodes: true,
  },
  verifyDocument: {
    method: 'POST',
    path: '/api/verify-document',
    summary: 'Whether we sealed the PDF with this SHA-256, and for whom and when',
    description: 'The browser hashes the file; the file itself never leaves it. Rate limited (429, 503).',
    body: ZVerifyRequest,
    responses: withCommonErrors({ 200: ZVerifyResponse }),
    strictStatusCodes: true,
  },
});
