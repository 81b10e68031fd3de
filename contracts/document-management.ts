/**
 * Document management (seed 001 §2, §3, §5, §7): the forms to download, and POST /api/documents/upload, a
 * policyholder's document with a message. The seed e-mails the file from the browser through a third-party
 * service; here it comes to the BFF, is stored with the request, and the agency is told through the outbox.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { withCommonErrors, ZErrorResponse } from './errors';
import { portalEmail, portalPhone, digitsOnly, requiredText } from './fields';
import { requiredFile } from './file-fields';
import { ZRequestId, ZSubmissionResponse } from './submissions';

export const DOCUMENT_MANAGEMENT_MESSAGES = {
  chooseAction: 'Please select an option to continue',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  policyNumber: 'Policy number is required',
  file: 'Please select a file to upload',
  message: 'Please provide a message',
  sendFailed: 'Failed to send document via email. Please try again.',
  uploaded: 'Document Uploaded Successfully',
} as const;

/** Seed 001 §3 "Available documents": the two forms, made by the BFF as PDFs (GET /api/forms/{slug}). */
export const AVAILABLE_FORMS = [
  {
    slug: 'flood-affirmation',
    name: 'Flood Affirmation Form',
    category: 'claims',
    description: 'Confirms that the property carries flood insurance, or that you decline it, as a state-insurer policy requires.',
  },
  {
    slug: 'primary-residence-affirmation',
    name: 'Policyholder Affirmation Form regarding primary residence',
    category: 'policy',
    description: 'Confirms that the insured home is your primary residence.',
  },
] as const;
export type AvailableForm = (typeof AVAILABLE_FORMS)[number];
export const formDownloadPath = (slug: string) => `/api/forms/${slug}`;

export const DOCUMENT_UPLOAD_REFERENCE_PREFIX = 'DOC';

const M = DOCUMENT_MANAGEMENT_MESSAGES;

/** Step 2 of the upload path: who sends it, for which policy. */
export const ZDocumentPolicyInformation = z.object({
  firstName: requiredText(M.firstName, 100),
  lastName: requiredText(M.lastName, 100),
  policyNumber: requiredText(M.policyNumber, 50).transform((value) => value.toUpperCase()),
  phoneNumber: portalPhone().transform(digitsOnly),
  email: portalEmail(),
});

/** Step 3: the document and what it is about. */
export const ZDocumentUploadFields = z.object({
  file: requiredFile(M.file, 'The document'),
  message: requiredText(M.message, 2000),
});

export const ZDocumentUploadBody = ZDocumentPolicyInformation.merge(ZDocumentUploadFields).extend({ request_id: ZRequestId }).strict();
export type TDocumentUpload = z.output<typeof ZDocumentUploadBody>;

const c = initContract();

export const documentManagementContract = c.router({
  uploadDocument: {
    method: 'POST',
    path: '/api/documents/upload',
    contentType: 'multipart/form-data',
    summary: 'Send the agency a document with a message (document management)',
    description:
      'multipart/form-data. The file is accepted by its content (PDF, DOC, DOCX, JPG or PNG); another type is answered 422 at the file field, a file over ' +
      'UPLOAD_MAX_BYTES 413. The request, its file, the notice to the agency and the confirmation to the sender are stored together or not at all; ' +
      'a request_id already received is answered 200 with the first reference. Rate limited per client and site-wide (429, 503).',
    body: ZDocumentUploadBody,
    responses: withCommonErrors({ 201: ZSubmissionResponse, 200: ZSubmissionResponse, 408: ZErrorResponse, 507: ZErrorResponse }),
    strictStatusCodes: true,
  },
});
