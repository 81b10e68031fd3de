import { RECEIPT_MESSAGES } from '@contracts/receipts';
import { FORM_SHELL_ENGLISH } from './text';

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

/**
 * The shell's English words (seed 001 §4, §8), as they always were, for what documents them outside React
 * (the content style guide). The shell shows its words through FORM_SHELL_CATALOGUE (text.ts), in the page's
 * language, and the receipt's messages through useTranslateMessage: read neither from here in a component.
 */
export const FORM_SHELL_TEXT = {
  ...FORM_SHELL_ENGLISH,
  receiptFailed: RECEIPT_MESSAGES.failed,
  receiptSent: RECEIPT_MESSAGES.sent,
  receiptConfirmAddress: RECEIPT_MESSAGES.confirmAddress,
} as const;
