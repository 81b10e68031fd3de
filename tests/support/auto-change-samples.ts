/**
 * Auto changes as the browser sends them, each to another address, for the described forms' contract suite
 * (tests/contract/submission-forms.contract.ts): a policyholder's two changes with a document, and a lender's
 * changes (a kind twice, numbered in the summary) with the borrower's authorization and comments.
 */
import { aPdf, autoChange } from './policy-change-forms';

const policyholder = (email: string) => ({ policyNumber: 'pa-7781234', policyholderName: 'Jordan Lee', email });

export const AUTO_CHANGE_SAMPLES: ((email: string) => Record<string, unknown>)[] = [
  (email) => autoChange({ contactInfo: policyholder(email) }),
  (email) =>
    autoChange({
      customerType: 'lender',
      contactInfo: policyholder(email),
      changes: [
        { type: 'addVehicle', details: { yearMakeModel: '2022 Honda Civic' } },
        { type: 'addVehicle', details: { yearMakeModel: '2024 Honda HR-V', vin: '' } },
        { type: 'removeDriver', details: { fullName: 'Pat Lee', reason: 'Moved out' } },
      ],
      documents: [],
      authorizationFile: aPdf('borrower-authorization.pdf'),
      submissionDetails: { ...autoChange().submissionDetails, comments: 'Please call the borrower first.' },
    }),
];
