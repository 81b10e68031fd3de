import { RECEIPT_MESSAGES } from '@contracts/receipts';

/**
 * The portal form shell's timings and limits (seed 001 §9, seed 002 "Shared behaviour of the step wizards").
 * One place, so a form never carries its own copy of a number the spec gives once.
 */

/** A stored draft older than this is deleted, never offered. */
export const DRAFT_EXPIRY_MS = 7 * 24 * 60 * 60 * 1000;
/** Two draft saves are at least this far apart. */
export const DRAFT_SAVE_THROTTLE_MS = 3000;
/** A draft is saved once the answers have been still for this long. */
export const DRAFT_SAVE_DEBOUNCE_MS = 2000;
/** A draft saved longer ago than this was left by a previous session: only those are offered back. */
export const DRAFT_PREVIOUS_SESSION_MS = 5000;
/** Next and Submit are evaluated at most once in this time (a double click is one click). */
export const STEP_EVALUATION_THROTTLE_MS = 500;

/** The "Copied" indicator of the reference number stays this long. */
export const COPIED_INDICATOR_MS = 2000;
/** The "Saved" indicator hides after this long. */
export const SAVED_INDICATOR_MS = 2000;

/** Changing step shows a loading skeleton this long. */
export const STEP_SKELETON_MS = 400;
/** A documents step shows its skeleton this long (seed 002 §9 "upload step loading"). */
export const DOCUMENTS_STEP_SKELETON_MS = 600;
/** Errors stay hidden this long after a form appears. */
export const FORM_INITIALIZATION_MS = 200;

/** The words of the shell (seed 001 §4, §8). */
export const FORM_SHELL_TEXT = {
  submissionErrorTitle: 'Something went wrong',
  submissionErrorFallback: 'There was an error submitting your form. Please try again.',
  tryAgain: 'Try Again',
  back: 'Back',
  next: 'Next',
  reset: 'Reset',
  resetQuestion: 'Clear every answer and start again?',
  resetConfirm: 'Clear the form',
  resetKeep: 'Keep my answers',
  submit: 'Submit',
  submitting: 'Submitting...',
  saving: 'Saving...',
  saved: 'Saved',
  errorSummaryTitle: 'Please correct the following errors',
  receiptFailed: RECEIPT_MESSAGES.failed,
  receiptSent: RECEIPT_MESSAGES.sent,
  receiptConfirmAddress: RECEIPT_MESSAGES.confirmAddress,
  copy: 'Copy',
  copied: 'Copied',
  finishLater: 'E-mail me a link to finish later',
  finishLaterIntro:
    'We keep your answers for 7 days and e-mail you a link that opens this form where you are now, on any device. Files you chose are not kept: you attach them again when you finish.',
  finishLaterEmail: 'Email',
  finishLaterSend: 'Send me the link',
  finishLaterCancel: 'Cancel',
  finishLaterSentTitle: 'Check your e-mail',
  finishLaterFailed: 'We could not keep your form just now. Please try again.',
  restoredFromLink: 'Welcome back: your answers are here again. Please check them, and attach any files again before you send.',
} as const;
