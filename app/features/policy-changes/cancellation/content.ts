import { CANCELLATION_TERMS } from '../../../content/request-terms';
/** The words of the cancellation form (seed 002 §2 "Cancellation form"). */
export const CANCELLATION_CONTENT = {
  intro: 'Tell us why you want to cancel. An agent reviews your request, and nothing changes on your policy until it is approved.',
  reasonStep: 'Cancellation Reason',
  coverageEndDate: 'When should coverage end?',
  coverageEndDateNote: 'Today or a later date (US Eastern time). It is a requested date: your agent confirms it, and coverage stays in force until then.',
  documentsStep: 'Documents',
  documentsIntro: 'Documents help us process your cancellation. Those marked required are needed before it is final, but you can send them later.',
  reviewStep: 'Review & Terms',
  reviewTitle: 'Your cancellation request',
  realtorTitle: 'Realtor/Lender Information',
  winBackTitle: 'Before you go',
  winBackIntro: 'Our team can review your policy and alternative coverage with you. There is no obligation.',
  winBackQuestion: 'Would you like to discuss your options?',
  comments: 'Additional Comments (Optional)',
  termsTitle: 'Terms and Conditions',
  /** Seed 002 §2 step 4. */
  terms: CANCELLATION_TERMS,
  agree: 'I have read and agree to the terms and conditions',
  submit: 'Submit Cancellation Request',
  successTitle: 'Cancellation Request Submitted',
} as const;
