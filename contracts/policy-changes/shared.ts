/**
 * What the policy change forms share (seed 002 §3, §5): the contact group, the submission details (effective
 * date and comments), the portal type, an optional supporting document, the request id and the answer. The
 * browser's steps and the server check these same schemas.
 */
import { z } from 'zod';
import { todayInEastern } from '../dates';
import { withCommonErrors, ZErrorResponse } from '../errors';
import { effectiveDate, optionalText, policyNumber, portalEmail, portalPhone, requiredText } from '../fields';
import { ZRequestId, ZSubmissionResponse, type TSubmissionResponse } from '../submissions';
import { ACCEPTED_DOCUMENT_DESCRIPTION, fileValue } from '../file-fields';

export { ZRequestId } from '../submissions';

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

/**
 * Seed 002 §2: the electronic signature block. Typing the full name counts as signing; the signature date is
 * the day of signing (today in US Eastern time, which the form fills in).
 */
export const SIGNATURE_MESSAGES = {
  signature: 'Electronic signature is required',
  signatureDate: 'Signature date is required',
  signatureDateToday: 'Signature date must be today',
} as const;

export const ZSignatureDetails = z.object({
  signature: requiredText(SIGNATURE_MESSAGES.signature, 200),
  signatureDate: z
    .string({ required_error: SIGNATURE_MESSAGES.signatureDate, invalid_type_error: SIGNATURE_MESSAGES.signatureDate })
    .trim()
    .min(1, SIGNATURE_MESSAGES.signatureDate)
    .refine((value) => value === '' || value === todayInEastern(), SIGNATURE_MESSAGES.signatureDateToday),
});

/** An optional supporting document. */
export const optionalDocument = () => fileValue(ACCEPTED_DOCUMENT_DESCRIPTION).nullable().optional();

/** A document type a form offers; a required one must be among the documents sent. */
export type DocumentTypeOption = { value: string; label: string; required?: boolean };

/** Seed 002 §3 "Document entry", §5: the words of a form's document list. */
export const DOCUMENT_LIST_MESSAGES = {
  atLeastOne: 'At least one document is required.',
  valid: 'A valid document with a type and file is required.',
  oneOfEachType: 'Only one document of each type can be sent: the newer one replaces the older.',
  requiredType: (label: string) => `${label} is required.`,
} as const;

/** At most one document of each type a form offers, and never more than this. */
export const MAX_DOCUMENTS = 10;

/** Seed 002 §3 "Document entry": a type, its file and an optional description. */
export const ZDocumentEntry = z.object({
  type: optionalText(40),
  file: fileValue(ACCEPTED_DOCUMENT_DESCRIPTION).nullable().optional(),
  description: optionalText(500),
});

export const ZDocumentList = z.array(ZDocumentEntry).max(MAX_DOCUMENTS, `At most ${MAX_DOCUMENTS} documents can be sent.`).default([]);

export type DocumentListRules = {
  types: readonly DocumentTypeOption[];
  atLeastOne?: boolean;
  /** Refuses a list without its required types; false when they are only flagged (a cancellation). @default true */
  enforceRequired?: boolean;
};

/**
 * A form's document list checked against its rules (seed 002 §5): each entry of an offered type with a file,
 * one per type, every required type present, and at least one when the form asks for it. Issues go to
 * `path` (the list) and its entries.
 */
export function checkDocumentList(
  ctx: z.RefinementCtx,
  documents: readonly { type: string; file?: unknown }[],
  { types, atLeastOne = false, enforceRequired = true }: DocumentListRules,
  path: (string | number)[] = ['documents'],
) {
  const issue = (at: (string | number)[], message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [...path, ...at], message });
  if (atLeastOne && documents.length === 0) issue([], DOCUMENT_LIST_MESSAGES.atLeastOne);
  documents.forEach((document, index) => {
    if (!isOneOf(types)(document.type)) issue([index, 'type'], DOCUMENT_LIST_MESSAGES.valid);
    else if (!hasFile(document.file)) issue([index, 'file'], DOCUMENT_LIST_MESSAGES.valid);
    else if (documents.findIndex((other) => other.type === document.type) !== index) issue([index, 'type'], DOCUMENT_LIST_MESSAGES.oneOfEachType);
  });
  for (const type of types) {
    if (enforceRequired && type.required && documents.length > 0 && !documents.some((document) => document.type === type.value)) {
      issue([], DOCUMENT_LIST_MESSAGES.requiredType(type.label));
    }
  }
}

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

const RESPONSES = withCommonErrors({ 201: ZPolicyChangeResponse, 200: ZPolicyChangeResponse, ...POLICY_CHANGE_ERROR_RESPONSES });

/**
 * A change request's body: the request id, the portal type, the contact group, the form's own groups and the
 * submission details, nothing else (an unknown field is refused).
 */
export const changeRequestBody = <Own extends z.ZodRawShape, Details extends z.ZodTypeAny = typeof ZSubmissionDetails>(
  own: Own,
  /** The last step's group, when it is not the effective date and comments (a cancellation's comments and agreement). */
  submissionDetails?: Details,
) =>
  z
    .object({ requestId: ZRequestId, customerType: ZCustomerType, contactInfo: ZContactInfo })
    .extend(own)
    .extend({ submissionDetails: (submissionDetails ?? ZSubmissionDetails) as Details })
    .strict();

/** A change request endpoint: POST multipart to `path`, answered with the reference (201, or 200 for a retry). */
export const changeRequestRoute = <Path extends `/api/${string}`, Body extends z.ZodTypeAny, Response extends z.ZodTypeAny = typeof ZPolicyChangeResponse>({
  path,
  summary,
  body,
  documentsNote,
  response,
}: {
  path: Path;
  summary: string;
  body: Body;
  /** Where the documents go, after the notes every change request shares. */
  documentsNote: string;
  /** The answer, when a form's is more than the reference (the home change's ticket_id). */
  response?: Response;
}) => ({
  method: 'POST' as const,
  path,
  contentType: 'multipart/form-data' as const,
  summary,
  description: `${POLICY_CHANGE_ENDPOINT_NOTES} ${documentsNote}`,
  body,
  responses: response ? withCommonErrors({ 201: response, 200: response, ...POLICY_CHANGE_ERROR_RESPONSES }) : RESPONSES,
  strictStatusCodes: true as const,
});

/** A multipart 'true' / 'false' or the browser's boolean; missing is false. */
export const flag = () =>
  z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' || value === undefined ? false : value),
    z.boolean({ invalid_type_error: 'Must be true or false' }),
  );

/** Comments and notes: optional, at most this long. */
export const LONG_TEXT_MAX = 2000;
export const notesText = () => optionalText(LONG_TEXT_MAX);
export const requiredLongText = (message: string) => requiredText(message, LONG_TEXT_MAX);

export type Option = { value: string; label: string };
export const isOneOf = (options: readonly Option[]) => (value: string) => options.some((option) => option.value === value);
/** The label of an option's value, as the form showed it (never the code). */
export const labelOf = (options: readonly Option[], value: string) => options.find((option) => option.value === value)?.label ?? value;
