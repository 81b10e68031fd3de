/**
 * What the policy change forms share (seed 002 §3, §5): the contact group, the submission details (effective
 * date and comments), the portal type, an optional supporting document, the request id and the answer. The
 * browser's steps and the server check these same schemas.
 */
import { z } from 'zod';
import { ZErrorResponse } from '../errors';
import { ZSubmissionResponse, type TSubmissionResponse } from '../submissions';

export { ZRequestId } from '../submissions';
import { effectiveDate, optionalText, policyNumber, portalEmail, portalPhone, requiredText } from '../fields';
import { ACCEPTED_DOCUMENT_TYPES_TEXT } from '../uploads';

export const ZContactInfo = z.object({
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  policyNumber: policyNumber().transform((value) => value.toUpperCase()),
  phoneNumber: portalPhone(),
  email: portalEmail(),
});
export type TContactInfo = z.input<typeof ZContactInfo>;

export const ZSubmissionDetails = z.object({
  effectiveDate: effectiveDate(),
  comments: optionalText(2000),
});

/** Seed 002 §6: the portal a request comes from, sent as customerType. */
export const PORTAL_TYPES = ['customer', 'lender'] as const;
export type TPortalType = (typeof PORTAL_TYPES)[number];
export const ZCustomerType = z.enum(PORTAL_TYPES, { errorMap: () => ({ message: 'The portal type must be customer or lender.' }) });

/** A file the browser holds (File) or the server received (the stored upload); binary in the OpenAPI document. */
const fileValue = (description: string) =>
  Object.assign(z.custom<unknown>((value) => typeof value === 'object' && value !== null).describe(description), {
    metaOpenApi: { type: 'string', format: 'binary' },
  });

/** An optional supporting document. */
export const optionalDocument = () =>
  fileValue(`${ACCEPTED_DOCUMENT_TYPES_TEXT}, decided by its content; at most UPLOAD_MAX_BYTES (15 MB by default).`).nullable().optional();

/** Whether a value holds a file (a browser File or a received upload). */
export const hasFile = (value: unknown) => typeof value === 'object' && value !== null;

export const POLICY_CHANGE_SUCCESS_MESSAGE = 'Your request has been submitted. An agent reviews it within 1-2 business days.';

export const ZPolicyChangeResponse = ZSubmissionResponse;
export type TPolicyChangeResponse = TSubmissionResponse;

/** The answers every change request endpoint may give besides its own. */
export const POLICY_CHANGE_ERROR_RESPONSES = { 408: ZErrorResponse, 507: ZErrorResponse };

export const POLICY_CHANGE_ENDPOINT_NOTES =
  'multipart/form-data, fields named as in seed 002 §7 (contactInfo[firstName], ...). A document is accepted by its content ' +
  '(PDF, DOC, DOCX, JPG or PNG; the name is ignored): another type is answered 422 at its field, a file over UPLOAD_MAX_BYTES 413. ' +
  'The request, its documents, the notice to the agency and the receipt token are stored together or not at all. ' +
  "A requestId already received is answered 200 with the first request's reference. Rate limited per client and site-wide (429, 503).";

/** Comments and notes: optional, at most this long. */
export const LONG_TEXT_MAX = 2000;
export const notesText = () => optionalText(LONG_TEXT_MAX);
export const requiredLongText = (message: string) => requiredText(message, LONG_TEXT_MAX);

export type Option = { value: string; label: string };
export const isOneOf = (options: readonly Option[]) => (value: string) => options.some((option) => option.value === value);
/** The label of an option's value, as the form showed it (never the code). */
export const labelOf = (options: readonly Option[], value: string) => options.find((option) => option.value === value)?.label ?? value;
