import { AGENCY } from '@site/agency';

/** The words of the simple quote page and its Thank You! screen (seed 000 §2.4, §8). */
export const SIMPLE_QUOTE_CONTENT = {
  heading: 'Product Quote',
  intro: 'Tell us a little about yourself and a licensed agent will prepare your quotes. It takes about a minute.',
  submit: 'Get My Free Quote',
  thankYouMessage: `An insurance expert will contact you ${AGENCY.contactPromise}.`,
  nextSteps: [
    'An insurance expert reviews your request.',
    'An agent calls you to discuss your needs.',
    'You receive personalized quotes from top-rated insurers.',
  ],
  successTitle: 'Success',
  successFallback: 'Your quote request has been submitted successfully!',
  errorTitle: 'Error',
  errorFallback: 'Failed to submit quote request. Please try again or contact us directly.',
} as const;
