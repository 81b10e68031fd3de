/**
 * Home changes as the browser sends them, each from `email`, for tests/contract/submission-forms.contract.ts:
 * a lender's with documents, and a policyholder's without (an unticked change's fields sent anyway).
 */
import { todayInEastern } from '@contracts/dates';
import { CONTACT_INFO, homeChange } from './policy-change-forms';

export const HOME_CHANGE_SAMPLES = [
  (email: string) => homeChange({ contactInfo: { ...CONTACT_INFO, email } }),
  (email: string) =>
    homeChange({
      customerType: 'customer',
      contactInfo: { ...CONTACT_INFO, email },
      selectedChanges: {
        updateCoveragesChecked: false,
        addInsuredChecked: false,
        removeInsuredChecked: true,
        changeDetails: { coveragesData: { dwellingAmount: 500_000 }, removeInsuredData: { firstName: 'Sam', lastName: 'Lee' } },
      },
      documents: [],
      submissionDetails: { effectiveDate: todayInEastern(), comments: 'Sam moved out in May.' },
    }),
];
