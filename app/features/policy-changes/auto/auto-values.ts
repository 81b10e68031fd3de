import { todayInEastern } from '@contracts/dates';
import { AUTO_FIELD_LABELS, type AutoChangeType } from '@contracts/policy-changes/auto';
import type { DocumentEntryValue } from '@design-system/FormShell/steps';
import { emptySignatureDetails, type SignatureValues } from '../shared-steps';

export type AutoChangeEntry = { type: AutoChangeType; details: Record<string, string | boolean> };

/** Seed 002 §3 "Auto change request", as the form holds it (the body's groups). */
export type AutoChangeValues = SignatureValues & {
  contactInfo: { policyNumber: string; policyholderName: string; email: string };
  changes: AutoChangeEntry[];
  documents: DocumentEntryValue[];
  authorizationFile: File | null;
  submissionDetails: { effectiveDate: string; comments: string };
};

/** A new change's section: every field blank, the mailing address the same as the garaging one (seed 002 §3). */
export const emptyDetails = (type: AutoChangeType): AutoChangeEntry['details'] =>
  Object.fromEntries(Object.keys(AUTO_FIELD_LABELS[type]).map((field) => [field, field === 'mailingSameAsGaraging' ? true : '']));

/** A new auto change: the effective date and the signature date are today (seed 002 §2). */
export const autoInitialValues = (): AutoChangeValues => ({
  contactInfo: { policyNumber: '', policyholderName: '', email: '' },
  changes: [],
  documents: [],
  authorizationFile: null,
  submissionDetails: { effectiveDate: todayInEastern(), comments: '' },
  signatureDetails: emptySignatureDetails(),
});
