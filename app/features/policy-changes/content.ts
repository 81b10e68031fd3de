import type { SubmissionWords } from '../../api/submission-answer';
import { CHANGE_REQUEST_ACKNOWLEDGEMENTS } from '../../content/request-terms';

/** The words the change forms share (seed 002 §1, §2, §8). */
export const CHANGE_FORM_CONTENT = {
  customerPortal: 'Customer Service Portal',
  lenderPortal: 'Lender Service Portal',
  reviewTitle: 'Your request',
  effectiveDate: 'Effective Date',
  effectiveDateNote: 'This is the date you ask the change to start. It is a requested date: your agent confirms it.',
  comments: 'Additional Comments (Optional)',
  submit: 'Submit Request',
  submissionErrorTitle: 'Your request was not sent',
  supportingDocumentHint: 'Upload mortgage document or proof of change (recommended)',
  none: 'None',
  successTitle: 'Request Submitted',
  successMessage: 'Your request has been sent to our service team.',
  nextSteps: [
    'An agent reviews your request within 1-2 business days and may contact you by e-mail or phone.',
    'A confirmation e-mail follows soon.',
    'Your request is subject to agent review and carrier approval. Premiums may change, and the requested effective date is not guaranteed.',
  ],
  backToPolicyChanges: 'Back to Policy Changes',
  backToLenderRequests: 'Back to Lender Requests',
  checkStatus: 'Check Request Status',
  borrowerAuthorization: "Borrower's Authorization Form",
  borrowerAuthorizationHint: "The borrower's signed authorization for this change (PDF, DOC, DOCX, JPG, JPEG or PNG).",
  submissionDate: 'Submission Date',
  acknowledgementTitle: 'By signing, you acknowledge that',
  /** Seed 002 §2 "Acknowledgement block". */
  acknowledgements: CHANGE_REQUEST_ACKNOWLEDGEMENTS,
} as const;

/** Seed 002 §8 "Generic mapping": the server's message when it gives one, else these. */
export const CHANGE_FORM_WORDS: SubmissionWords = {
  failed: 'A server error occurred. Please try again later.',
  noResponse: 'No response from server. Please check your connection.',
  unexpected: 'An unexpected error occurred. Please try again.',
  byStatus: { 401: 'You must be logged in to perform this action.', 403: 'You do not have permission to perform this action.' },
  serverMessage: true,
};
