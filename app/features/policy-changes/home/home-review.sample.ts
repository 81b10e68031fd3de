/**
 * A lender's home change as filled in, and the lines its review step lists (the descriptor's summary), for
 * app/features/policy-changes/described-forms.test.tsx.
 */
import { formatDateForDisplay, todayInEastern } from '@contracts/dates';
import { HOME_CHANGE_FORM } from '@contracts/policy-changes/home.form';
import type { FormShellStep } from '@design-system/FormShell';
import { homeChangeSteps } from './home-form';
import { homeInitialValues, type HomeChangeValues } from './home-values';

const aFile = (name: string) => new File([new Uint8Array(1536)], name, { type: 'application/pdf' });

const values: HomeChangeValues = {
  ...homeInitialValues(),
  contactInfo: { firstName: ' Jordan', lastName: 'Lee ', policyNumber: 'ho3-550123', phoneNumber: '(555) 123-4567', email: 'jordan.lee@example.com' },
  selectedChanges: {
    updateCoveragesChecked: true,
    addInsuredChecked: true,
    removeInsuredChecked: false,
    changeDetails: {
      coveragesData: { dwellingAmount: 320_000, personalPropertyAmount: 150_000, deductibleAmount: 2_000 },
      addInsuredData: { firstName: 'Casey ', lastName: 'Lee' },
      // An unticked change's fields are ignored, on the review as on the server.
      removeInsuredData: { firstName: 'Ignored', lastName: 'Person' },
    },
  },
  documents: [
    { type: 'lender_authorization', file: aFile('authorization.pdf'), description: 'Signed by the borrower' },
    { type: 'declaration_page', file: aFile('declarations.pdf'), description: '' },
  ],
  submissionDetails: { effectiveDate: todayInEastern(), comments: '' },
  signatureDetails: { signature: 'Jordan Lee', signatureDate: todayInEastern() },
};

export const HOME_CHANGE_REVIEW_SAMPLE = {
  form: HOME_CHANGE_FORM,
  steps: homeChangeSteps('lender') as FormShellStep<never>[],
  values,
  expected: [
    ['Policy Number', 'HO3-550123'],
    ['Name', 'Jordan Lee'],
    ['Email', 'jordan.lee@example.com'],
    ['Phone Number', '(555) 123-4567'],
    ['Changes Requested', 'Update Coverages/Deductible, Add Insured'],
    ['Dwelling (Coverage A)', '$320,000'],
    ['Personal Property (Coverage C)', '$150,000'],
    ['Deductible', '$2,000'],
    ['Add Insured', 'Casey Lee'],
    ['Documents', 'Lender Authorization: authorization.pdf (1.50 KB), Declaration Page: declarations.pdf (1.50 KB)'],
    ['Effective Date', formatDateForDisplay(todayInEastern())],
    ['Electronic Signature', 'Jordan Lee'],
    ['Signature Date', formatDateForDisplay(todayInEastern())],
  ] as [string, string][],
};
