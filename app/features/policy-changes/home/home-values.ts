import type { CoverageField } from '@contracts/policy-changes/home';
import type { DocumentEntryValue } from '@design-system/FormShell/steps';
import { EMPTY_CONTACT_INFO, EMPTY_SUBMISSION_DETAILS, emptySignatureDetails, type ChangeFormValues, type SignatureValues } from '../shared-steps';

export const EMPTY_COVERAGES: Record<CoverageField, number | null> = { dwellingAmount: null, personalPropertyAmount: null, deductibleAmount: null };
export const EMPTY_NAME = { firstName: '', lastName: '' };

/** Seed 002 §3 "Home policy change request", as the form holds it (the body's groups). */
export type HomeChangeValues = ChangeFormValues &
  SignatureValues & {
    selectedChanges: {
      updateCoveragesChecked: boolean;
      addInsuredChecked: boolean;
      removeInsuredChecked: boolean;
      changeDetails: {
        coveragesData: Record<CoverageField, number | null>;
        addInsuredData: typeof EMPTY_NAME;
        removeInsuredData: typeof EMPTY_NAME;
      };
    };
    documents: DocumentEntryValue[];
  };

/** A new home change: nothing ticked, no documents, the signature dated today. */
export const homeInitialValues = (): HomeChangeValues => ({
  contactInfo: EMPTY_CONTACT_INFO,
  selectedChanges: {
    updateCoveragesChecked: false,
    addInsuredChecked: false,
    removeInsuredChecked: false,
    changeDetails: { coveragesData: EMPTY_COVERAGES, addInsuredData: EMPTY_NAME, removeInsuredData: EMPTY_NAME },
  },
  documents: [],
  submissionDetails: EMPTY_SUBMISSION_DETAILS,
  signatureDetails: emptySignatureDetails(),
});
