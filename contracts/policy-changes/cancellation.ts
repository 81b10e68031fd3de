/**
 * POST /api/cancellation-requests (seed 002 §7's address): seed 002 §2 "Cancellation form", §3 "Cancellation request", §5
 * "Cancellation", §7. The body keeps the groups of §3 (the reason, the realtor, the win-back callback and the
 * reason's own fields) instead of §7's flat snake_case names, like every change form (one naming, the contract's,
 * so the browser's values and the server's body are checked by one schema and the shared steps serve every form); every document is sent
 * with its type. The reference is issued by the server (never made up in the browser) and the summary shows the
 * reason's label (ARCHITECTURE.md, spec defects).
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { SUMMARY_IN_ENGLISH } from '../forms/summary-language';
import { dateNotBeforeToday, optionalDate, optionalText, PORTAL_EMAIL_PATTERN, PORTAL_PHONE_PATTERN } from '../fields';
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
  coverageEndDate: 'Please choose the date coverage should end',
  coverageEndDateTooEarly: 'Coverage can end today or on a later date',
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

/** Every type a cancellation's documents may have, whatever its reason. */
export const CANCELLATION_DOCUMENT_TYPES: readonly DocumentTypeOption[] = [...Object.values(REASON_DOCUMENT_TYPES).flat(), ...DEFAULT_DOCUMENT_TYPES];

/** At most one document of each type a reason offers: its own, a sale's (moving, sold) and the two defaults. */
export const CANCELLATION_MAX_DOCUMENTS = 4;

/** The document types of a cancellation for its reason (a sold property adds the sale documents when moving). */
export function cancellationDocumentRules(reason: string, propertySold = false): DocumentListRules {
  const own = REASON_DOCUMENT_TYPES[reason] ?? [];
  const sale = reason === 'moving' && propertySold ? [PROPERTY_SALE] : [];
  return { types: [...own, ...sale, ...DEFAULT_DOCUMENT_TYPES], enforceRequired: false };
}

const text = (max = 200) => optionalText(max);

/** A field of a reason's section: how it is asked, its rule, and the column it is stored in (seed 002 §7's name). */
export type ReasonField = {
  name: string;
  label: string;
  column: string;
  input: 'text' | 'textarea' | 'date' | 'select' | 'yesno';
  /** Its message when it is left empty; none when it is optional. */
  required?: string;
  options?: readonly { value: string; label: string }[];
  /** A date to come (a moving date) or one that has passed (a payoff date). */
  date?: 'notBeforeToday' | 'notAfterToday';
  max?: number;
};

export type ReasonSection = { group: string; title: string; fields: readonly ReasonField[] };

/**
 * Seed 002 §2 step 2: the section each reason reveals (all but selling_home, whose realtor block is its own),
 * and §5's messages. The form draws its sections from this, the server checks and stores by it, and the
 * summaries read it back: one list for all three.
 */
export const REASON_SECTIONS: Record<string, ReasonSection> = {
  new_insurer: {
    group: 'newInsurer',
    title: 'New Insurance Information',
    fields: [
      { name: 'name', label: 'New Insurer Name', column: 'new_insurer_name', input: 'text', required: M.newInsurerName },
      { name: 'policyNumber', label: 'New Policy Number', column: 'new_policy_number', input: 'text', required: M.newPolicyNumber, max: 50 },
      { name: 'effectiveDate', label: 'New Policy Effective Date', column: 'new_policy_date', input: 'date', date: 'notBeforeToday' },
    ],
  },
  ownership_change: {
    group: 'ownershipChange',
    title: 'Ownership Change Details',
    fields: [
      { name: 'newOwnerName', label: 'New Owner Name', column: 'new_owner_name', input: 'text', required: M.newOwnerName },
      { name: 'transferDate', label: 'Transfer Date', column: 'transfer_date', input: 'date', date: 'notBeforeToday' },
      {
        name: 'reason',
        label: 'Reason for Ownership Change',
        column: 'ownership_change_reason',
        input: 'select',
        options: OWNERSHIP_CHANGE_REASONS,
        required: M.ownershipReason,
      },
    ],
  },
  risk_reduction: {
    group: 'riskReduction',
    title: 'Risk Reduction Details',
    fields: [
      {
        name: 'description',
        label: 'Description of Changes Made',
        column: 'risk_reduction_description',
        input: 'textarea',
        required: M.riskDescription,
        max: 2000,
      },
      { name: 'date', label: 'Date of Risk Reduction', column: 'risk_reduction_date', input: 'date', date: 'notAfterToday' },
    ],
  },
  mortgage_change: {
    group: 'mortgageChange',
    title: 'Mortgage Details',
    fields: [
      { name: 'previousCompany', label: 'Previous Mortgage Company', column: 'previous_mortgage_company', input: 'text', required: M.previousCompany },
      { name: 'payoffDate', label: 'Payoff Date', column: 'mortgage_payoff_date', input: 'date', date: 'notAfterToday' },
      { name: 'loanNumber', label: 'Loan Number', column: 'loan_number', input: 'text', required: M.loanNumber, max: 50 },
    ],
  },
  moving: {
    group: 'moving',
    title: 'Moving Details',
    fields: [
      { name: 'newAddress', label: 'New Address', column: 'new_address', input: 'text', required: M.newAddress, max: 300 },
      { name: 'movingDate', label: 'Moving Date', column: 'moving_date', input: 'date', date: 'notBeforeToday' },
      { name: 'isPropertySold', label: 'Is Property Sold?', column: 'is_property_sold', input: 'yesno', options: YES_NO, required: M.propertySold },
    ],
  },
  financial: {
    group: 'financial',
    title: 'Financial Hardship Details',
    fields: [
      { name: 'hardshipType', label: 'Hardship Type', column: 'hardship_type', input: 'select', options: HARDSHIP_TYPES, required: M.hardshipType },
      { name: 'expectedDuration', label: 'Expected Duration', column: 'hardship_duration', input: 'select', options: HARDSHIP_DURATIONS },
      { name: 'alternativeCoverage', label: 'Alternative Coverage Needs', column: 'alternative_coverage', input: 'textarea', max: 2000 },
    ],
  },
  consolidation: {
    group: 'consolidation',
    title: 'Consolidation Details',
    fields: [
      { name: 'policyNumber', label: 'New Consolidated Policy Number', column: 'consolidated_policy_number', input: 'text', max: 50 },
      { name: 'provider', label: 'Insurance Provider', column: 'insurance_provider', input: 'text', required: M.provider },
      { name: 'effectiveDate', label: 'Effective Date', column: 'consolidation_effective_date', input: 'date', date: 'notBeforeToday' },
    ],
  },
};

const SELECT_MESSAGE = 'Please select one of the options';

/** A section field's schema: its length, its date side; what it requires is checked for its reason only. */
const fieldSchema = (field: ReasonField) => {
  if (field.date) return optionalDate(field.date);
  const base = text(field.max ?? 200);
  return field.options ? base.refine((value) => value === '' || isOneOf(field.options!)(value), field.required ?? SELECT_MESSAGE) : base;
};

const ZDynamicFields = z
  .object(
    Object.fromEntries(
      Object.values(REASON_SECTIONS).map((section) => [
        section.group,
        z.object(Object.fromEntries(section.fields.map((field) => [field.name, fieldSchema(field)]))).default({}),
      ]),
    ) as Record<string, z.ZodDefault<z.ZodObject<Record<string, z.ZodType<string, z.ZodTypeDef, unknown>>>>>,
  )
  .default({});

/** The values of a reason's section (empty for a reason without one). */
export const sectionValues = (dynamicFields: Record<string, Record<string, string> | undefined>, reason: string) => {
  const section = REASON_SECTIONS[reason];
  return section ? (dynamicFields[section.group] ?? {}) : {};
};

export const ZCancellationDetails = z
  .object({
    reason: text(30).refine(isOneOf(CANCELLATION_REASONS), M.reason),
    /** When the person asks coverage to end: today or later in US Eastern time; a requested date the agent confirms. */
    coverageEndDate: dateNotBeforeToday({ required: M.coverageEndDate, tooEarly: M.coverageEndDateTooEarly }),
    realtorInfo: z.object({ firstName: text(100), lastName: text(100), email: text(254), phoneNumber: text(20) }).default({}),
    isWinBackSelected: flag(),
    callbackTime: z.object({ date: optionalDate('notBeforeToday'), time: text(20) }).default({}),
    dynamicFields: ZDynamicFields,
  })
  .superRefine((details, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path, message });
    if (details.reason === 'selling_home') {
      const { email, phoneNumber } = details.realtorInfo;
      if (email && !PORTAL_EMAIL_PATTERN.test(email)) issue(['realtorInfo', 'email'], M.realtorEmail);
      if (phoneNumber && !PORTAL_PHONE_PATTERN.test(phoneNumber)) issue(['realtorInfo', 'phoneNumber'], M.realtorPhone);
    }
    const section = REASON_SECTIONS[details.reason];
    const values = sectionValues(details.dynamicFields, details.reason);
    for (const field of section?.fields ?? []) {
      if (field.required && !values[field.name]) issue(['dynamicFields', section!.group, field.name], field.required);
    }
    if (details.isWinBackSelected && WIN_BACK_REASONS.includes(details.reason)) {
      if (!details.callbackTime.date) issue(['callbackTime', 'date'], M.callbackDate);
      if (!isOneOf(CALLBACK_WINDOWS)(details.callbackTime.time)) issue(['callbackTime', 'time'], M.callbackTime);
    }
  })
  // Only what the reason uses is kept; a win-back only where the reason offers it.
  .transform((details) => {
    const winBack = details.isWinBackSelected && WIN_BACK_REASONS.includes(details.reason);
    const section = REASON_SECTIONS[details.reason];
    return {
      reason: details.reason,
      coverageEndDate: details.coverageEndDate,
      realtorInfo: details.reason === 'selling_home' ? details.realtorInfo : { firstName: '', lastName: '', email: '', phoneNumber: '' },
      isWinBackSelected: winBack,
      callbackTime: winBack ? details.callbackTime : { date: '', time: '' },
      /** The reason's own fields, by their stored column. */
      reasonColumns: Object.fromEntries(
        (section?.fields ?? []).map((field) => [field.column, sectionValues(details.dynamicFields, details.reason)[field.name] ?? '']),
      ),
    };
  });

/** A sale's documents are asked for when a person moving has sold the property. */
export const isPropertySold = (dynamicFields: Record<string, Record<string, string> | undefined>) => dynamicFields.moving?.isPropertySold === 'yes';

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
      cancellationDocumentRules(body.cancellationDetails.reason, body.cancellationDetails.reasonColumns.is_property_sold === 'yes'),
    ),
);
export type TCancellation = z.output<typeof ZCancellationBody>;

/** The reason as a person reads it (never its code). */
export const cancellationReasonLabel = (reason: string) => labelOf(CANCELLATION_REASONS, reason);

const c = initContract();

export const cancellationsContract = c.router({
  submitCancellation: changeRequestRoute({
    path: '/api/cancellation-requests',
    summary: 'Request the cancellation of a policy, with the reason, its details and, for some reasons, a callback to discuss options',
    body: ZCancellationBody,
    documentsNote:
      'Documents go as documents[n][type], documents[n][file] and documents[n][description], one of each type the reason offers; ' +
      'none is required. A win-back callback (new_insurer, financial, mortgage_change) also tells the agency to call back.',
  }),
});

/** What a cancellation asks, for its review, its success screen, its receipt and the agency's notice. */
export type CancellationDescription = {
  reason: string;
  /** The requested date coverage ends (YYYY-MM-DD; blank on requests made before it was asked). */
  coverageEndDate: string;
  realtor: { firstName: string; lastName: string; email: string; phoneNumber: string };
  /** A section field's value (stored or entered). */
  valueOf: (field: ReasonField) => string;
  callback: { date: string; time: string } | null;
};

/** How the requested end of coverage is asked and shown. */
export const COVERAGE_END_DATE_LABEL = 'Coverage End Date';

/** The callback asked for, as a person and the agency's task read it. */
export const callbackText = ({ date, time }: { date: string; time: string }, language = SUMMARY_IN_ENGLISH) =>
  language.say('{date}, {window} (Eastern time)', { date: language.date(date), window: language.say(labelOf(CALLBACK_WINDOWS, time)) });

/** The reason (its label, never its code), the realtor for a sale, the reason's answers and the callback. */
export function describeCancellation(
  { reason, coverageEndDate, realtor, valueOf, callback }: CancellationDescription,
  language = SUMMARY_IN_ENGLISH,
): { label: string; value: string }[] {
  const realtorLine = [[realtor.firstName, realtor.lastName].filter(Boolean).join(' '), realtor.email, realtor.phoneNumber].filter(Boolean).join(', ');
  // A typed answer goes as typed; a date and a chosen option are ours to write.
  const shown = (field: ReasonField, value: string) =>
    field.input === 'date' ? language.date(value) : field.options ? language.say(labelOf(field.options, value)) : value;
  return [
    { label: language.say('Reason'), value: language.say(cancellationReasonLabel(reason)) },
    ...(coverageEndDate
      ? [{ label: language.say(COVERAGE_END_DATE_LABEL), value: language.say('{date} (requested)', { date: language.date(coverageEndDate) }) }]
      : []),
    ...(reason === 'selling_home' && realtorLine ? [{ label: language.say('Realtor/Lender'), value: realtorLine }] : []),
    ...(REASON_SECTIONS[reason]?.fields ?? []).flatMap((field) => {
      const value = valueOf(field).trim();
      return value ? [{ label: language.say(field.label), value: shown(field, value) }] : [];
    }),
    ...(callback ? [{ label: language.say('Callback Requested'), value: callbackText(callback, language) }] : []),
  ];
}
