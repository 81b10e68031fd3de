/**
 * POST /api/policy-changes/home: seed 002 §2 "Home policy change form", §3, §5 "Home policy change", §7.
 * The body keeps the groups of seed 002 §3 (selectedChanges with its changeDetails) rather than §7's flat
 * names, so the browser's values and the server's body are one shape checked by one schema, like every other
 * change form; and every document is sent, each with its type and description.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { optionalText } from '../fields';
import { formatDollars } from '../money';
import {
  changeRequestBody,
  changeRequestRoute,
  checkDocumentList,
  flag,
  ZDocumentList,
  ZPolicyChangeResponse,
  ZSignatureDetails,
  type DocumentListRules,
  type TPortalType,
} from './shared';

export const HOME_CHANGE_REFERENCE_PREFIX = 'HC';

/** Seed 002 §2, §9: the three coverage sliders, their ranges, steps and the defaults ticking sets. */
export const COVERAGE_SLIDERS = [
  {
    field: 'dwellingAmount',
    label: 'Dwelling',
    coverage: 'Coverage A',
    description: "Protection for the home's structure",
    min: 10_000,
    max: 2_000_000,
    step: 10_000,
    defaultValue: 300_000,
  },
  {
    field: 'personalPropertyAmount',
    label: 'Personal Property',
    coverage: 'Coverage C',
    description: 'Protection for your belongings',
    min: 10_000,
    max: 2_000_000,
    step: 10_000,
    defaultValue: 150_000,
  },
  {
    field: 'deductibleAmount',
    label: 'Deductible',
    coverage: undefined,
    description: 'What you pay out of pocket per claim',
    min: 500,
    max: 5_000,
    step: 500,
    defaultValue: 2_000,
  },
] as const;

export type CoverageField = (typeof COVERAGE_SLIDERS)[number]['field'];

/** The amounts ticking "Update Coverages/Deductible" sets. */
export const DEFAULT_COVERAGES = Object.fromEntries(COVERAGE_SLIDERS.map(({ field, defaultValue }) => [field, defaultValue])) as Record<CoverageField, number>;

/** Seed 002 §2 step 2: the changes a person can tick. */
export const HOME_CHANGES = [
  { flag: 'updateCoveragesChecked', label: 'Update Coverages/Deductible' },
  { flag: 'addInsuredChecked', label: 'Add Insured' },
  { flag: 'removeInsuredChecked', label: 'Remove Insured' },
] as const;

export const HOME_CHANGE_MESSAGES = {
  selectChange: 'Please select at least one change',
  sections: 'Please correct errors in the highlighted sections',
  addFirstName: 'First name is required',
  addLastName: 'Last name is required',
  removeFirstName: 'First name of insured to remove is required',
  removeLastName: 'Last name of insured to remove is required',
} as const;

export const coverageMessages = ({ label, min, max, step }: (typeof COVERAGE_SLIDERS)[number]) => ({
  required: `${label} amount is required`,
  range: `${label} must be between ${formatDollars(min)} and ${formatDollars(max)}`,
  step: `${label} must be in steps of ${formatDollars(step)}`,
});

/** Seed 002 §3 "Document types": home, by portal. The lender's authorization is required. */
export const HOME_DOCUMENT_RULES: Record<TPortalType, DocumentListRules> = {
  customer: {
    types: [
      { value: 'property_photos', label: 'Property Photos' },
      { value: 'id_verification', label: 'ID Verification' },
      { value: 'proof_of_ownership', label: 'Proof of Ownership' },
      { value: 'appraisal', label: 'Appraisal' },
    ],
  },
  lender: {
    types: [
      { value: 'lender_authorization', label: 'Lender Authorization', required: true },
      { value: 'request_letterhead', label: 'Request on Letterhead' },
      { value: 'declaration_page', label: 'Declaration Page' },
    ],
    atLeastOne: true,
  },
};

/** The most documents a home change can carry: one of each type its portal offers. */
export const HOME_MAX_DOCUMENTS = Math.max(...Object.values(HOME_DOCUMENT_RULES).map((rules) => rules.types.length));

/** A multipart number ('300000') or the browser's number; blank and missing are null. */
const amount = z.preprocess(
  (value) => (value === '' || value === undefined ? null : typeof value === 'string' ? Number(value) : value),
  z.number({ invalid_type_error: 'Must be a number' }).finite('Must be a number').nullable(),
);

const insuredName = () => z.object({ firstName: optionalText(100), lastName: optionalText(100) }).default({});

const NO_COVERAGES = { dwellingAmount: null, personalPropertyAmount: null, deductibleAmount: null };
const NO_NAME = { firstName: '', lastName: '' };

/**
 * Seed 002 §2 step 2, §5: at least one change ticked, and each ticked section complete. What belongs to an
 * unticked change is dropped, as unticking clears it in the form.
 */
export const ZSelectedChanges = z
  .object({
    updateCoveragesChecked: flag(),
    addInsuredChecked: flag(),
    removeInsuredChecked: flag(),
    changeDetails: z
      .object({
        coveragesData: z.object({ dwellingAmount: amount, personalPropertyAmount: amount, deductibleAmount: amount }).default({}),
        addInsuredData: insuredName(),
        removeInsuredData: insuredName(),
      })
      .default({}),
  })
  .superRefine((changes, ctx) => {
    const issue = (path: string[], message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['changeDetails', ...path], message });
    if (!changes.updateCoveragesChecked && !changes.addInsuredChecked && !changes.removeInsuredChecked) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [], message: HOME_CHANGE_MESSAGES.selectChange });
    }
    const { coveragesData, addInsuredData, removeInsuredData } = changes.changeDetails;
    if (changes.updateCoveragesChecked) {
      for (const slider of COVERAGE_SLIDERS) {
        const value = coveragesData[slider.field];
        const messages = coverageMessages(slider);
        const path = ['coveragesData', slider.field];
        if (value === null) issue(path, messages.required);
        else if (value < slider.min || value > slider.max) issue(path, messages.range);
        else if ((value - slider.min) % slider.step !== 0) issue(path, messages.step);
      }
    }
    if (changes.addInsuredChecked) {
      if (!addInsuredData.firstName) issue(['addInsuredData', 'firstName'], HOME_CHANGE_MESSAGES.addFirstName);
      if (!addInsuredData.lastName) issue(['addInsuredData', 'lastName'], HOME_CHANGE_MESSAGES.addLastName);
    }
    if (changes.removeInsuredChecked) {
      if (!removeInsuredData.firstName) issue(['removeInsuredData', 'firstName'], HOME_CHANGE_MESSAGES.removeFirstName);
      if (!removeInsuredData.lastName) issue(['removeInsuredData', 'lastName'], HOME_CHANGE_MESSAGES.removeLastName);
    }
  })
  .transform((changes) => ({
    ...changes,
    changeDetails: {
      coveragesData: changes.updateCoveragesChecked ? changes.changeDetails.coveragesData : NO_COVERAGES,
      addInsuredData: changes.addInsuredChecked ? changes.changeDetails.addInsuredData : NO_NAME,
      removeInsuredData: changes.removeInsuredChecked ? changes.changeDetails.removeInsuredData : NO_NAME,
    },
  }));

/** The documents step of a portal (the browser's step checks this; the body checks the same by customerType). */
export const homeDocumentsSchema = (portalType: TPortalType) =>
  z.object({ documents: ZDocumentList }).superRefine(({ documents }, ctx) => checkDocumentList(ctx, documents, HOME_DOCUMENT_RULES[portalType]));

export const ZHomeChangeBody = changeRequestBody({
  selectedChanges: ZSelectedChanges,
  documents: ZDocumentList,
  signatureDetails: ZSignatureDetails,
}).superRefine((body, ctx) => checkDocumentList(ctx, body.documents, HOME_DOCUMENT_RULES[body.customerType]));
export type THomeChange = z.output<typeof ZHomeChangeBody>;

/** Seed 002 §7: the home change's answer also carries the reference as ticket_id. */
export const ZHomeChangeResponse = ZPolicyChangeResponse.extend({
  ticket_id: z.string().describe('The reference number again, under the name seed 002 §7 reads it by.'),
});
export type THomeChangeResponse = z.infer<typeof ZHomeChangeResponse>;

const c = initContract();

export const homeChangesContract = c.router({
  submitHomeChange: changeRequestRoute({
    path: '/api/policy-changes/home',
    summary: 'Request a home policy change (coverages and deductible, add or remove an insured), from a policyholder or a lender',
    body: ZHomeChangeBody,
    response: ZHomeChangeResponse,
    documentsNote:
      `Documents go as documents[n][type], documents[n][file] and documents[n][description], one of each type (at most ${HOME_MAX_DOCUMENTS}); ` +
      'a lender sends at least one, its lender_authorization among them.',
  }),
});
