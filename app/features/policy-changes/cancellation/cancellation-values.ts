import { REASON_SECTIONS } from '@contracts/policy-changes/cancellation';
import type { DocumentEntryValue } from '@design-system/FormShell/steps';
import { EMPTY_CONTACT_INFO, type ChangeFormValues } from '../shared-steps';

/** Seed 002 §3 "Cancellation request", as the form holds it (the body's groups). */
export type CancellationValues = Pick<ChangeFormValues, 'contactInfo'> & {
  cancellationDetails: {
    reason: string;
    /** When coverage should end (YYYY-MM-DD), a requested date. */
    coverageEndDate: string;
    realtorInfo: { firstName: string; lastName: string; email: string; phoneNumber: string };
    isWinBackSelected: boolean;
    callbackTime: { date: string; time: string };
    /** Each reason's section, by its group and field names (REASON_SECTIONS). */
    dynamicFields: Record<string, Record<string, string>>;
  };
  documents: DocumentEntryValue[];
  submissionDetails: { comments: string; userAgrees: boolean };
};

export const EMPTY_CALLBACK = { date: '', time: '' };

const EMPTY_DYNAMIC_FIELDS = Object.fromEntries(
  Object.values(REASON_SECTIONS).map((section) => [section.group, Object.fromEntries(section.fields.map((field) => [field.name, '']))]),
);

export const CANCELLATION_INITIAL_VALUES: CancellationValues = {
  contactInfo: EMPTY_CONTACT_INFO,
  cancellationDetails: {
    reason: '',
    coverageEndDate: '',
    realtorInfo: { firstName: '', lastName: '', email: '', phoneNumber: '' },
    isWinBackSelected: false,
    callbackTime: EMPTY_CALLBACK,
    dynamicFields: EMPTY_DYNAMIC_FIELDS,
  },
  documents: [],
  submissionDetails: { comments: '', userAgrees: false },
};
