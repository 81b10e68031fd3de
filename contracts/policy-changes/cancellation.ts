/**
 * POST /api/policy-changes/cancellation: seed 002 §2 "Cancellation form", §3 "Cancellation request", §5
 * "Cancellation", §7. The body keeps the groups of §3 (the reason, the realtor, the win-back callback and the
 * reason's own fields) instead of §7's flat snake_case names, like every change form; every document is sent
 * with its type. The reference is issued by the server (never made up in the browser) and the summary shows the
 * reason's label (ARCHITECTURE.md, spec defects).
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { optionalDate, optionalText, PORTAL_EMAIL_PATTERN, PORTAL_PHONE_PATTERN } from '../fields';
import {
  changeRequestBody,
  changeRequestRoute,
  checkDocumentList,
  flag,
  isOneOf,
  labelOf,
  notesText,
  ZDocumentList,
  type DocumentListRules,
  type DocumentTypeOption,
} from './shared';

export const CANCELLATION_REFERENCE_PREFIX = 'CR';

/** Seed 002 §2 step 2: the reasons, in the order of the select. */
export const CANCELLATION_REASONS = [
  { value: 'selling_home', label: 'Selling the Home' },
  { value: 'new_insurer', label: 'Switching to a New Insurer' },
  { value: 'ownership_change', label: 'Change in Ownership' },
  { value: 'risk_reduction', label: 'Significant Reduction in Risk' },
  { value: 'mortgage_change', label: 'No Longer Required by Mortgage' },
  { value: 'moving', label: 'Moving and Not Renting Out Your Old Home' },
  { value: 'financial', label: 'Financial Hardship' },
  { value: 'consolidation', label: 'Consolidation of Policies' },
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number]['value'];

/** Seed 002 §2: the reasons for which the win-back consultation is offered. */
export const WIN_BACK_REASONS: readonly string[] = ['new_insurer', 'financial', 'mortgage_change'];

export const OWNERSHIP_CHANGE_REASONS = [
  { value: 'sale', label: 'Property Sale' },
  { value: 'gift', label: 'Gift/Transfer to Family' },
  { value: 'inheritance', label: 'Inheritance' },
  { value: 'legal', label: 'Legal Settlement' },
  { value: 'other', label: 'Other' },
] as const;

export const HARDSHIP_TYPES = [
  { value: 'job_loss', label: 'Job Loss' },
  { value: 'medical', label: 'Medical Expenses' },
  { value: 'disaster', label: 'Natural Disaster' },
  { value: 'divorce', label: 'Divorce/Separation' },
  { value: 'business', label: 'Business Downturn' },
  { value: 'other', label: 'Other Hardship' },
] as const;

export const HARDSHIP_DURATIONS = [
  { value: 'temporary', label: 'Temporary (1-3 months)' },
  { value: 'short_term', label: 'Short-term (3-6 months)' },
  { value: 'long_term', label: 'Long-term (6+ months)' },
  { value: 'permanent', label: 'Permanent change' },
  { value: 'unknown', label: 'Unknown' },
] as const;

/** Seed 002 §9: the callback windows (US Eastern time). */
export const CALLBACK_WINDOWS = [
  { value: 'morning', label: 'Morning (9am - 12pm)' },
  { value: 'afternoon', label: 'Afternoon (12pm - 5pm)' },
  { value: 'evening', label: 'Evening (5pm - 7pm)' },
] as const;

export const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

export const CANCELLATION_MESSAGES = {
  reason: 'Please select a reason for cancellation',
  callbackDate: 'Please select a callback date',
  callbackTime: 'Please select a callback time',
  newInsurerName: 'New insurer name is required',
  newPolicyNumber: 'New policy number is required',
  newOwnerName: 'New owner name is required',
  ownershipReason: 'Reason for ownership change is required',
  riskDescription: 'Description of changes is required',
  previousCompany: 'Previous mortgage company is required',
  loanNumber: 'Loan number is required',
  newAddress: 'New address is required',
  propertySold: 'Please indicate if the property is sold',
  hardshipType: 'Hardship type is required',
  provider: 'Insurance provider is required',
  realtorEmail: 'Please enter a valid email address',
  realtorPhone: 'Please enter a valid phone number',
  agree: 'You must agree to the terms and conditions.',
} as const;

const M = CANCELLATION_MESSAGES;

/** Seed 002 §2 step 3: the types every cancellation offers, and those its reason adds (flagged, never enforced). */
const DEFAULT_DOCUMENT_TYPES: DocumentTypeOption[] = [
  { value: 'id_verification', label: 'ID Verification' },
  { value: 'additional', label: 'Additional Documentation' },
];
const PROPERTY_SALE: DocumentTypeOption = { value: 'property_sale', label: 'Property Sale Documents', required: true };
const REASON_DOCUMENT_TYPES: Record<string, DocumentTypeOption[]> = {
  selling_home: [PROPERTY_SALE],
  new_insurer: [{ value: 'new_insurance_confirmation', label: 'New Insurance Confirmation', required: true }],
  ownership_change: [{ value: 'ownership_transfer', label: 'Ownership Transfer Documentation', required: true }],
  risk_reduction: [{ value: 'risk_reduction', label: 'Risk Reduction Documentation', required: true }],
  mortgage_change: [{ value: 'mortgage_payoff', label: 'Mortgage Payoff Documents', required: true }],
  moving: [{ value: 'new_address', label: 'New Address Documentation', required: true }],
  financial: [{ value: 'financial_hardship', label: 'Financial Hardship Documentation', required: true }],
  consolidation: [{ value: 'consolidated_policy', label: 'New Consolidated Policy Confirmation', required: true }],
};

/** At most one document of each type a reason offers: its own, a sale's (moving, sold) and the two defaults. */
export const CANCELLATION_MAX_DOCUMENTS = 4;

/** The document types of a cancellation for its reason (a sold property adds the sale documents when moving). */
export function cancellationDocumentRules(reason: string, propertySold = false): DocumentListRules {
  const own = REASON_DOCUMENT_TYPES[reason] ?? [];
  const sale = reason === 'moving' && propertySold ? [PROPERTY_SALE] : [];
  return { types: [...own, ...sale, ...DEFAULT_DOCUMENT_TYPES], enforceRequired: false };
}

const text = (max = 200) => optionalText(max);

/** Seed 002 §3 "dynamicFields": each reason's own fields. */
const ZDynamicFields = z
  .object({
    newInsurer: z.object({ name: text(), policyNumber: text(50), effectiveDate: optionalDate('notBeforeToday') }).default({}),
    ownershipChange: z.object({ newOwnerName: text(), transferDate: optionalDate('notBeforeToday'), reason: text(20) }).default({}),
    riskReduction: z.object({ description: notesText(), date: optionalDate('notAfterToday') }).default({}),
    mortgageChange: z.object({ previousCompany: text(), payoffDate: optionalDate('notAfterToday'), loanNumber: text(50) }).default({}),
    moving: z.object({ newAddress: text(300), movingDate: optionalDate('notBeforeToday'), isPropertySold: text(3) }).default({}),
    financial: z.object({ hardshipType: text(20), expectedDuration: text(20), alternativeCoverage: notesText() }).default({}),
    consolidation: z.object({ policyNumber: text(50), provider: text(), effectiveDate: optionalDate('notBeforeToday') }).default({}),
  })
  .default({});

export const ZCancellationDetails = z
  .object({
    reason: text(30).refine(isOneOf(CANCELLATION_REASONS), M.reason),
    realtorInfo: z.object({ firstName: text(100), lastName: text(100), email: text(254), phoneNumber: text(20) }).default({}),
    isWinBackSelected: flag(),
    callbackTime: z.object({ date: optionalDate('notBeforeToday'), time: text(20) }).default({}),
    dynamicFields: ZDynamicFields,
  })
  .superRefine((details, ctx) => {
    const require = (path: (string | number)[], value: string, message: string, valid: (value: string) => boolean = (v) => v !== '') => {
      if (!valid(value)) ctx.addIssue({ code: z.ZodIssueCode.custom, path, message });
    };
    const f = details.dynamicFields;
    switch (details.reason) {
      case 'selling_home': {
        const { email, phoneNumber } = details.realtorInfo;
        if (email) require(['realtorInfo', 'email'], email, M.realtorEmail, (v) => PORTAL_EMAIL_PATTERN.test(v));
        if (phoneNumber) require(['realtorInfo', 'phoneNumber'], phoneNumber, M.realtorPhone, (v) => PORTAL_PHONE_PATTERN.test(v));
        break;
      }
      case 'new_insurer':
        require(['dynamicFields', 'newInsurer', 'name'], f.newInsurer.name, M.newInsurerName);
        require(['dynamicFields', 'newInsurer', 'policyNumber'], f.newInsurer.policyNumber, M.newPolicyNumber);
        break;
      case 'ownership_change':
        require(['dynamicFields', 'ownershipChange', 'newOwnerName'], f.ownershipChange.newOwnerName, M.newOwnerName);
        require(['dynamicFields', 'ownershipChange', 'reason'], f.ownershipChange.reason, M.ownershipReason, isOneOf(OWNERSHIP_CHANGE_REASONS));
        break;
      case 'risk_reduction':
        require(['dynamicFields', 'riskReduction', 'description'], f.riskReduction.description, M.riskDescription);
        break;
      case 'mortgage_change':
        require(['dynamicFields', 'mortgageChange', 'previousCompany'], f.mortgageChange.previousCompany, M.previousCompany);
        require(['dynamicFields', 'mortgageChange', 'loanNumber'], f.mortgageChange.loanNumber, M.loanNumber);
        break;
      case 'moving':
        require(['dynamicFields', 'moving', 'newAddress'], f.moving.newAddress, M.newAddress);
        require(['dynamicFields', 'moving', 'isPropertySold'], f.moving.isPropertySold, M.propertySold, isOneOf(YES_NO));
        break;
      case 'financial':
        require(['dynamicFields', 'financial', 'hardshipType'], f.financial.hardshipType, M.hardshipType, isOneOf(HARDSHIP_TYPES));
        if (f.financial.expectedDuration)
          require(['dynamicFields', 'financial', 'expectedDuration'], f.financial.expectedDuration, 'Please select a duration', isOneOf(HARDSHIP_DURATIONS));
        break;
      case 'consolidation':
        require(['dynamicFields', 'consolidation', 'provider'], f.consolidation.provider, M.provider);
        break;
    }
    if (details.isWinBackSelected && WIN_BACK_REASONS.includes(details.reason)) {
      require(['callbackTime', 'date'], details.callbackTime.date, M.callbackDate);
      require(['callbackTime', 'time'], details.callbackTime.time, M.callbackTime, isOneOf(CALLBACK_WINDOWS));
    }
  })
  // Only what the reason uses is kept; a win-back is kept only where the reason offers it.
  .transform((details) => {
    const winBack = details.isWinBackSelected && WIN_BACK_REASONS.includes(details.reason);
    return {
      ...details,
      realtorInfo: details.reason === 'selling_home' ? details.realtorInfo : { firstName: '', lastName: '', email: '', phoneNumber: '' },
      isWinBackSelected: winBack,
      callbackTime: winBack ? details.callbackTime : { date: '', time: '' },
    };
  });

/** Seed 002 §2 step 4: the comments and the agreement to the terms. */
export const ZCancellationTerms = z.object({
  comments: notesText(),
  userAgrees: flag().refine((agreed) => agreed, M.agree),
});

/** The documents step of a cancellation: flagged types for its reason, never blocking (seed 002 §2 step 3). */
export const cancellationDocumentsSchema = (reason: string, propertySold: boolean) =>
  z
    .object({ documents: ZDocumentList })
    .superRefine(({ documents }, ctx) => checkDocumentList(ctx, documents, cancellationDocumentRules(reason, propertySold)));

export const ZCancellationBody = changeRequestBody({ cancellationDetails: ZCancellationDetails, documents: ZDocumentList }, ZCancellationTerms).superRefine(
  (body, ctx) =>
    checkDocumentList(
      ctx,
      body.documents,
      cancellationDocumentRules(body.cancellationDetails.reason, body.cancellationDetails.dynamicFields.moving.isPropertySold === 'yes'),
    ),
);
export type TCancellation = z.output<typeof ZCancellationBody>;

/** The reason as a person reads it (never its code). */
export const cancellationReasonLabel = (reason: string) => labelOf(CANCELLATION_REASONS, reason);

const c = initContract();

export const cancellationsContract = c.router({
  submitCancellation: changeRequestRoute({
    path: '/api/policy-changes/cancellation',
    summary: 'Request the cancellation of a policy, with the reason, its details and, for some reasons, a callback to discuss options',
    body: ZCancellationBody,
    documentsNote:
      'Documents go as documents[n][type], documents[n][file] and documents[n][description], one of each type the reason offers; ' +
      'none is required. A win-back callback (new_insurer, financial, mortgage_change) also tells the agency to call back.',
  }),
});
