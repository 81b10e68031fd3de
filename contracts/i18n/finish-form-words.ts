/**
 * The finish-later link's refusal in Spanish (contracts/form-drafts.ts: what /finish-form and the API say when
 * the link is spent), keyed by its English as contracts/i18n/api-messages.ts keys the API's.
 */
export const FINISH_FORM_WORDS_IN_SPANISH: Record<string, string> = {
  'This link has expired or has already been used. Your answers are kept for 7 days and open once; please start the form again.':
    'Este enlace venció o ya se usó. Sus respuestas se guardan durante 7 días y se abren una sola vez; empiece el formulario de nuevo.',
};
