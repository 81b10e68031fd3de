/**
 * What an onSubmit may reject with to say more than "it failed": the message for the error panel and, for
 * a 422, the message of each field ({ 'email': 'Please enter a valid email address' }), shown on the fields.
 */
export class FormSubmissionError extends Error {
  readonly fieldErrors: Record<string, string>;

  constructor(message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = 'FormSubmissionError';
    this.fieldErrors = fieldErrors;
  }
}

/**
 * The panel's message (seed 001 §8): the error's own message, or null for the shell's fallback ('There was an
 * error submitting your form. Please try again.', said in the page's language by useSubmission).
 */
export const submissionErrorMessage = (error: unknown): string | null => (error instanceof Error && error.message.trim() ? error.message : null);

export const submissionFieldErrors = (error: unknown): Record<string, string> => (error instanceof FormSubmissionError ? error.fieldErrors : {});
