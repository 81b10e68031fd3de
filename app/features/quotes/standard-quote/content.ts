import { VALIDATION_FAILED_MESSAGE } from '@contracts/errors';
import { QUOTE_RATE_LIMITED_MESSAGE } from '@contracts/quote-requests';
import { AGENCY } from '@site/agency';

/** Seed 000 §4, §9: a submit while one is in progress is ignored; the flag is released 1 s after the attempt ends. */
export const QUOTE_RESUBMIT_LOCK_MS = 1_000;

/** The words of the standard quote form (seed 000 §2.5, §5, §8). */
export const STANDARD_QUOTE_CONTENT = {
  heading: (productType: string) => `${productType} Quote`,
  intro: `Tell us a little about yourself and a licensed agent will prepare your quotes. An insurance expert will contact you ${AGENCY.contactPromise}.`,
  sections: {
    personal: 'Personal Information',
    property: 'Property Information',
    additional: 'Additional Information',
  },
  submit: 'Submit Quote Request',
  submitAnother: 'Submit Another Quote',
  submitting: 'Submitting your quote request...',
  success: {
    title: 'Quote Request Submitted!',
    message: `Thank you! An insurance expert will contact you ${AGENCY.contactPromise}.`,
  },
  errors: {
    title: 'There is a problem',
    failed: 'An error occurred submitting your quote request.',
    validation: VALIDATION_FAILED_MESSAGE,
    rateLimited: QUOTE_RATE_LIMITED_MESSAGE,
    unexpected: 'An unexpected error occurred. Please try again later.',
    notificationTitle: 'Submission Error',
    notificationMessage: 'An unexpected error occurred.',
  },
  actions: {
    retry: 'Try Again',
    contactSupport: 'Contact Support',
    clear: 'Clear Form',
  },
  contactSupport: {
    confirm: `Would you like to call our support team at ${AGENCY.phone}? Choose Cancel to copy our support email address instead.`,
    copiedTitle: 'Email Copied',
    copiedMessage: `${AGENCY.supportEmail} is on your clipboard. Write to us and we will reply ${AGENCY.contactPromise}.`,
    copyFailedTitle: 'Email Support',
    copyFailedMessage: `Write to us at ${AGENCY.supportEmail} and we will reply ${AGENCY.contactPromise}.`,
  },
} as const;
