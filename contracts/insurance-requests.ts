/**
 * POST /api/submit-insurance-request: a lender's request for evidence (proof) of insurance, seed 001 §2, §3,
 * §5 "Evidence of insurance form" and §7. Sent as multipart/form-data with the borrower's authorization
 * document; the browser's form validates with the same schema, so both say the same words.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { withCommonErrors, ZErrorResponse } from './errors';
import { requiredFile } from './file-fields';
import { digitsOnly, optionalText, PORTAL_EMAIL_PATTERN, PORTAL_PHONE_PATTERN, portalPhone, requiredText } from './fields';
import { ZRequestId, ZSubmissionResponse } from './submissions';

export const INSURANCE_REQUEST_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  emailInvalid: 'Must be a valid email',
  faxInvalid: 'Please enter a valid fax number',
  policyNumber: 'Policy number is required',
  borrowerName: "Borrower's name is required",
  propertyAddress: 'Property address is required',
  document: 'Uploading the document is required.',
} as const;

export const INSURANCE_REQUEST_SUCCESS_MESSAGE = 'Your request for evidence of insurance has been submitted.';

/** The reference numbers of these requests start with this. */
export const INSURANCE_REQUEST_REFERENCE_PREFIX = 'EOI';

const M = INSURANCE_REQUEST_MESSAGES;

const lenderEmail = () => requiredText(M.email, 254).refine((value) => value === '' || PORTAL_EMAIL_PATTERN.test(value), M.emailInvalid);

/** Fax is optional; one that is given must be a 10-digit number like the phone. Stored as digits. */
const faxNumber = () =>
  optionalText(40)
    .refine((value) => value === '' || PORTAL_PHONE_PATTERN.test(value), M.faxInvalid)
    .transform(digitsOnly);

/** Everything but the file: what the form's text fields must hold. */
/** Everything but the file, in the form's order (its error summary follows it): the policy and borrower, then the lender. */
export const ZInsuranceRequestFields = z.object({
  policy_number: requiredText(M.policyNumber, 50).transform((value) => value.toUpperCase()),
  /** Whose policy, and for which property the evidence is asked: a proof request names both (issue 23). */
  borrower_name: requiredText(M.borrowerName, 200),
  property_address: requiredText(M.propertyAddress, 300),
  /** Optional: the loan, and the mortgagee clause the lender wants shown on the evidence. */
  loan_number: optionalText(50),
  mortgagee_clause: optionalText(500),
  first_name: requiredText(M.firstName, 100),
  last_name: requiredText(M.lastName, 100),
  email: lenderEmail(),
  phone_number: portalPhone().transform(digitsOnly),
  fax_number: faxNumber(),
  request_id: ZRequestId,
});

export const ZInsuranceRequestBody = ZInsuranceRequestFields.extend({ document: requiredFile(M.document, "The borrower's authorization form") }).strict();
export type TInsuranceRequest = z.output<typeof ZInsuranceRequestBody>;

const c = initContract();

export const insuranceRequestsContract = c.router({
  submitInsuranceRequest: {
    method: 'POST',
    path: '/api/submit-insurance-request',
    contentType: 'multipart/form-data',
    summary: "Request evidence of insurance (lender), with the borrower's authorization document",
    description:
      'multipart/form-data. The document is accepted by its content (PDF, DOC, DOCX, JPG or PNG; the name is ignored): another type is answered 422 ' +
      'at the document field, a file over UPLOAD_MAX_BYTES 413. The request, its document and the notice to the agency are stored together or not at all. ' +
      "A request_id already received is answered 200 with the first request's reference. " +
      'Every answer carries a new receiptToken for the e-mailed receipt (POST /api/send-receipt). ' +
      'An upload that may not fit under UPLOAD_QUOTA_BYTES or UPLOAD_MIN_FREE_BYTES is answered 507 before it is read; one that stops arriving ' +
      'for UPLOAD_IDLE_TIMEOUT_MS, 408. Each client (an IPv4 address or IPv6 /64) may send a limited number a minute (INSURANCE_REQUEST_RATE_LIMIT_PER_MINUTE), ' +
      'and the site as a whole (INSURANCE_REQUEST_SITE_RATE_LIMIT_PER_MINUTE); beyond them 429 or 503 with Retry-After.',
    body: ZInsuranceRequestBody,
    responses: withCommonErrors({ 201: ZSubmissionResponse, 200: ZSubmissionResponse, 408: ZErrorResponse, 507: ZErrorResponse }),
    strictStatusCodes: true,
  },
});
