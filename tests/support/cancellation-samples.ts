/**
 * Cancellations as the browser sends them, each from `email`, for tests/contract/submission-forms.contract.ts:
 * a switch of insurer with the win-back callback and its document, and a sale with its realtor and no document.
 */
import { cancellation, CONTACT_INFO } from './policy-change-forms';

export const CANCELLATION_SAMPLES = [
  (email: string) => cancellation({ contactInfo: { ...CONTACT_INFO, email } }),
  (email: string) =>
    cancellation(
      { contactInfo: { ...CONTACT_INFO, email }, documents: [], submissionDetails: { comments: '', userAgrees: true } },
      {
        reason: 'selling_home',
        realtorInfo: { firstName: 'Pat', lastName: 'Quinn', email: 'pat@realty.example', phoneNumber: '' },
        // Another reason's answers and a win-back the reason does not offer are sent, and not kept.
        dynamicFields: { newInsurer: { name: 'Ignored Mutual' } },
      },
    ),
];
