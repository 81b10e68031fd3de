/**
 * What a person agrees to when sending a request through the portal (seed 002 §2): the change forms'
 * acknowledgements and the cancellation's terms. The forms show them where they are agreed to; the terms of
 * use page (/terms) repeats them, from here, so the two never differ.
 */

/** Seed 002 §2 "Acknowledgement block". */
export const CHANGE_REQUEST_ACKNOWLEDGEMENTS = [
  'The information you have given is accurate and complete.',
  'This request is not a confirmation of coverage or of any change to your policy.',
  'The change is subject to review by our team and approval by the insurance carrier.',
  'Your policies may be with more than one insurer, and each reviews its own change.',
  'An agent may contact you to confirm details.',
  'Your premium may change as a result of this change.',
  'The requested effective date is not guaranteed.',
] as const;

/** Seed 002 §2, the cancellation's step 4. */
export const CANCELLATION_TERMS = [
  'This submission is a request to cancel your policy. It is not final until our team has reviewed and approved it.',
  'Until the cancellation is approved, your policy stays in force and its obligations and payments continue.',
  'The effective date of the cancellation is set by the agency and the insurer, and may differ from the date you hoped for.',
  'Once your policy is cancelled, you have no coverage under it. Make sure any new coverage starts before then.',
] as const;
