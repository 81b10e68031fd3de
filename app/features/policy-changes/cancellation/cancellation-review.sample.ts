/**
 * A cancellation as filled in, and the lines its review step lists (the descriptor's summary), for
 * app/features/policy-changes/described-forms.test.tsx.
 */
import { formatDateForDisplay, todayInEastern } from '@contracts/dates';
import { CANCELLATION_FORM } from '@contracts/policy-changes/cancellation.form';
import type { FormShellStep } from '@design-system/FormShell';
import { CANCELLATION_STEPS } from './cancellation-form';
import { CANCELLATION_INITIAL_VALUES, type CancellationValues } from './cancellation-values';

const values: CancellationValues = {
  ...CANCELLATION_INITIAL_VALUES,
  contactInfo: { firstName: ' Jordan', lastName: 'Lee ', policyNumber: 'ho3-550123', phoneNumber: '(555) 123-4567', email: 'jordan.lee@example.com' },
  cancellationDetails: {
    ...CANCELLATION_INITIAL_VALUES.cancellationDetails,
    reason: 'new_insurer',
    isWinBackSelected: true,
    callbackTime: { date: todayInEastern(), time: 'afternoon' },
    dynamicFields: {
      ...CANCELLATION_INITIAL_VALUES.cancellationDetails.dynamicFields,
      newInsurer: { name: 'Harbor Mutual ', policyNumber: 'HM-778812', effectiveDate: '' },
      // Another reason's answers are ignored, on the review as on the server.
      moving: { newAddress: '9 Pine Road', movingDate: '', isPropertySold: 'yes' },
    },
  },
  documents: [{ type: 'new_insurance_confirmation', file: new File([new Uint8Array(1536)], 'harbor.pdf', { type: 'application/pdf' }), description: '' }],
  submissionDetails: { comments: 'Thank you', userAgrees: true },
};

export const CANCELLATION_REVIEW_SAMPLE = {
  form: CANCELLATION_FORM,
  steps: CANCELLATION_STEPS as FormShellStep<never>[],
  values,
  expected: [
    ['Policy Number', 'HO3-550123'],
    ['Policyholder', 'Jordan Lee'],
    ['Email', 'jordan.lee@example.com'],
    ['Phone Number', '(555) 123-4567'],
    ['Reason', 'Switching to a New Insurer'],
    ['New Insurer Name', 'Harbor Mutual'],
    ['New Policy Number', 'HM-778812'],
    ['Callback Requested', `${formatDateForDisplay(todayInEastern())}, Afternoon (12pm - 5pm) (Eastern time)`],
    ['Comments', 'Thank you'],
    ['Documents', 'New Insurance Confirmation: harbor.pdf (1.50 KB)'],
  ] as [string, string][],
};
