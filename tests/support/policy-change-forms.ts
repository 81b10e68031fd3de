/** Policy change requests as the browser sends them (the same multipart naming: contracts/multipart-names.ts). */
import { randomUUID } from 'node:crypto';
import { todayInEastern } from '@contracts/dates';
import { SAMPLE_PERSON } from '@contracts/forms/form-samples';
import { multipartFormData } from '@contracts/multipart-names';
import { samples as AUTO_SAMPLES } from '@contracts/policy-changes/auto.samples';
import { pdfBytes } from './document-fixtures';

export const CONTACT_INFO = {
  firstName: 'Jordan',
  lastName: 'Lee',
  policyNumber: 'ho3-550123',
  phoneNumber: '(555) 123-4567',
  email: 'jordan.lee@example.com',
};

export const aPdf = (name = 'deed.pdf') => new File([new Uint8Array(pdfBytes(randomUUID()))], name, { type: 'application/pdf' });

/** FormData of nested values, as the browser sends them; `file: null` leaves the document out. */
export const multipartOf = multipartFormData;

export const mortgageeChange = (overrides: Record<string, unknown> = {}) => ({
  requestId: randomUUID(),
  customerType: 'customer',
  contactInfo: CONTACT_INFO,
  mortgageeInfo: {
    action: 'add',
    name: 'First Federal Bank',
    loanNumber: 'LN-99812',
    address: '100 Main Street',
    city: 'Orlando',
    state: 'FL',
    zip: '32801',
    notes: 'Refinanced in October.',
  },
  file: aPdf(),
  submissionDetails: { effectiveDate: todayInEastern(), comments: '' },
  ...overrides,
});

export const otherChange = (overrides: Record<string, unknown> = {}) => ({
  requestId: randomUUID(),
  customerType: 'customer',
  contactInfo: CONTACT_INFO,
  changeDetails: { changeType: 'personal_info', description: 'Please update my middle name to Alex.' },
  file: null,
  submissionDetails: { effectiveDate: todayInEastern(), comments: 'Thank you' },
  ...overrides,
});

/** A lender's home change: coverages updated and an insured added, the lender's authorization attached. */
export const homeChange = (overrides: Record<string, unknown> = {}) => ({
  requestId: randomUUID(),
  customerType: 'lender',
  contactInfo: CONTACT_INFO,
  selectedChanges: {
    updateCoveragesChecked: true,
    addInsuredChecked: true,
    removeInsuredChecked: false,
    changeDetails: {
      coveragesData: { dwellingAmount: 350_000, personalPropertyAmount: 150_000, deductibleAmount: 2_500 },
      addInsuredData: { firstName: 'Casey', lastName: 'Lee' },
    },
  },
  documents: [
    { type: 'lender_authorization', file: aPdf('authorization.pdf'), description: 'Signed by the borrower' },
    { type: 'declaration_page', file: aPdf('declarations.pdf'), description: '' },
  ],
  submissionDetails: { effectiveDate: todayInEastern(), comments: '' },
  signatureDetails: { signature: 'Jordan Lee', signatureDate: todayInEastern() },
  ...overrides,
});

/** A cancellation for a new insurer, with the win-back callback asked for and the new policy's confirmation. */
export const cancellation = (overrides: Record<string, unknown> = {}, details: Record<string, unknown> = {}) => ({
  requestId: randomUUID(),
  customerType: 'customer',
  contactInfo: CONTACT_INFO,
  cancellationDetails: {
    reason: 'new_insurer',
    coverageEndDate: todayInEastern(),
    isWinBackSelected: true,
    callbackTime: { date: todayInEastern(), time: 'afternoon' },
    dynamicFields: { newInsurer: { name: 'Harbor Mutual', policyNumber: 'HM-778812', effectiveDate: todayInEastern() } },
    ...details,
  },
  documents: [{ type: 'new_insurance_confirmation', file: aPdf('harbor-declarations.pdf'), description: '' }],
  submissionDetails: { comments: 'Thank you for the years of service.', userAgrees: true },
  ...overrides,
});

/**
 * A policyholder's auto change, the auto form's second sample (contracts/policy-changes/auto.samples.ts): a
 * vehicle added and the address updated with a different mailing address, the registration attached.
 */
export const autoChange = (overrides: Record<string, unknown> = {}) => ({ ...AUTO_SAMPLES.sent[1]!(SAMPLE_PERSON), ...overrides });
