import { ZInsuranceRequestBody } from '@contracts/insurance-requests';
import type { SubmissionWords } from '../../api/submission-answer';
import type { InsuranceRequestText } from './content';

export type InsuranceRequestValues = {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  fax_number: string;
  policy_number: string;
  borrower_name: string;
  property_address: string;
  loan_number: string;
  mortgagee_clause: string;
  document: File | null;
};

export const INSURANCE_REQUEST_INITIAL_VALUES: InsuranceRequestValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone_number: '',
  fax_number: '',
  policy_number: '',
  borrower_name: '',
  property_address: '',
  loan_number: '',
  mortgagee_clause: '',
  document: null,
};

/** The form checks what the person fills in; the request id is the page's, not theirs. */
export const ZInsuranceRequestStep = ZInsuranceRequestBody.omit({ request_id: true });

/** Seed 001 §8: what the person is told when the request did not go through, in the page's language. */
export const insuranceRequestWords = (text: InsuranceRequestText): SubmissionWords => ({
  failed: text('errors.response'),
  noResponse: text('errors.noResponse'),
  unexpected: text('errors.unexpected'),
});
