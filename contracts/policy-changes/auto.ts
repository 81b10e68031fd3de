/**
 * POST /api/policy-changes/auto: seed 002 §2 "Auto policy change form", §3 "Auto change request", §5 "Add
 * vehicle" and "Auto change", §7. The body keeps the form's own names (each change's type and its section's
 * fields as entered, not §7's renamed detail fields), like every change form; at least one change is required
 * (ARCHITECTURE.md), and a request is stored whole or refused, never half.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { todayInEastern } from '../dates';
import { isDateValue, optionalText, policyNumber, portalEmail, requiredText, ZIP_PATTERN } from '../fields';
import { isUsStateCode } from '../us-states';
import {
  changeRequestBody,
  changeRequestRoute,
  checkDocumentList,
  flag,
  optionalDocument,
  requiredLongText,
  ZDocumentList,
  ZSignatureDetails,
  type DocumentListRules,
  type TPortalType,
} from './shared';

export const AUTO_CHANGE_REFERENCE_PREFIX = 'AC';

export const AUTO_MESSAGES = {
  policyholderName: 'Policyholder name is required',
  atLeastOneChange: 'Please add at least one change request',
  yearMakeModel: 'Year/Make/Model is required',
  year: 'Please include a valid year (example: 2023 Toyota Camry)',
  makeModel: 'Please include make and model (example: 2023 Toyota Camry)',
  vin: 'VIN must be 17 characters',
  vehicleIdentifier: 'Vehicle identifier is required',
  removalDate: 'Invalid removal date',
  removeIdentifier: 'Identifier for vehicle to remove is required',
  addYearMakeModel: 'Year/Make/Model is required for added vehicle',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  dateOfBirth: 'Date of Birth is required',
  invalidDate: 'Invalid date',
  licenseNumber: 'License number is required',
  licenseState: 'License state is required',
  licenseStateCode: 'Use 2-letter state code',
  driverName: "Driver's full name is required",
  street: 'Street address is required',
  city: 'City is required',
  state: 'State is required',
  zip: 'ZIP code is required',
  zipInvalid: 'Please enter a valid ZIP code',
  mailingStreet: 'Mailing street is required when different',
  mailingCity: 'Mailing city is required when different',
  mailingState: 'Mailing state is required when different',
  mailingZip: 'Mailing ZIP code is required when different',
  coverages: 'Please describe the coverage changes you need.',
  lienholderName: 'Lienholder name is required.',
  lienholderAddress: 'Lienholder address is required.',
  loanAccountNumber: 'Loan/Account number is required.',
  otherType: 'Please describe your request type.',
  otherDetails: 'Please provide details about your request.',
  authorization: 'Borrower authorization upload is required for lenders',
} as const;

const M = AUTO_MESSAGES;

/** Seed 002 §5: a four-digit year from 1900 to 2099, then a make and model of at least 3 characters. */
const YEAR_PATTERN = /\b(19|20)\d{2}\b/;
export function yearMakeModelIssue(value: string): string | undefined {
  const year = YEAR_PATTERN.exec(value);
  if (!year) return M.year;
  const rest = value.slice(year.index + year[0].length).trim();
  return rest.length >= 3 ? undefined : M.makeModel;
}

const yearMakeModel = (required: string) =>
  requiredText(required, 100).superRefine((value, ctx) => {
    const issue = value ? yearMakeModelIssue(value) : undefined;
    if (issue) ctx.addIssue({ code: z.ZodIssueCode.custom, message: issue });
  });

const vin = () =>
  optionalText(17)
    .transform((value) => value.toUpperCase())
    .refine((value) => value === '' || value.length === 17, M.vin);

/** A date that may be blank, refused with `message` when it is not a real date. */
const optionalValidDate = (message: string) => optionalText(10).refine((value) => value === '' || isDateValue(value), message);

const text = (max = 200) => optionalText(max);

const Z_ADD_VEHICLE = z.object({ yearMakeModel: yearMakeModel(M.yearMakeModel), vin: vin(), usage: text(), primaryDriver: text() });

const Z_ADDRESS = z
  .object({
    street: requiredText(M.street),
    city: requiredText(M.city, 100),
    state: requiredText(M.state, 2).refine((value) => value === '' || isUsStateCode(value), M.state),
    zip: requiredText(M.zip, 10).refine((value) => value === '' || ZIP_PATTERN.test(value), M.zipInvalid),
    mailingSameAsGaraging: z.preprocess((value) => (value === undefined ? true : value), flag()),
    mailingStreet: text(),
    mailingCity: text(100),
    mailingState: text(2),
    mailingZip: text(10),
  })
  .superRefine((address, ctx) => {
    if (address.mailingSameAsGaraging) return;
    const require = (field: keyof typeof address, message: string, valid = (value: string) => value !== '') => {
      if (!valid(String(address[field]))) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message });
    };
    require('mailingStreet', M.mailingStreet);
    require('mailingCity', M.mailingCity);
    require('mailingState', M.mailingState, isUsStateCode);
    require('mailingZip', M.mailingZip);
    if (address.mailingZip) require('mailingZip', M.zipInvalid, (value) => ZIP_PATTERN.test(value));
  })
  // Ticking same-as-garaging clears the mailing fields.
  .transform((address) => (address.mailingSameAsGaraging ? { ...address, mailingStreet: '', mailingCity: '', mailingState: '', mailingZip: '' } : address));

/** Seed 002 §3: the nine kinds of change, each with its section's fields and §5's rules. */
export const AUTO_CHANGE_DETAILS = {
  addVehicle: Z_ADD_VEHICLE,
  removeVehicle: z.object({ identifier: requiredText(M.vehicleIdentifier), removalDate: optionalValidDate(M.removalDate) }),
  replaceVehicle: z.object({
    removeIdentifier: requiredText(M.removeIdentifier),
    addYearMakeModel: yearMakeModel(M.addYearMakeModel),
    addVin: vin(),
    addUsage: text(),
    addPrimaryDriver: text(),
  }),
  addDriver: z.object({
    firstName: requiredText(M.firstName, 100),
    lastName: requiredText(M.lastName, 100),
    dob: requiredText(M.dateOfBirth, 10).refine((value) => value === '' || (isDateValue(value) && value < todayInEastern()), M.invalidDate),
    licenseNumber: requiredText(M.licenseNumber, 30),
    licenseState: requiredText(M.licenseState, 2)
      .transform((value) => value.toUpperCase())
      .refine((value) => value === '' || /^[A-Z]{2}$/.test(value), M.licenseStateCode),
    relationship: text(50),
  }),
  removeDriver: z.object({ fullName: requiredText(M.driverName), reason: text(500) }),
  updateAddress: Z_ADDRESS,
  updateCoverages: z.object({ description: requiredLongText(M.coverages) }),
  updateLienholder: z.object({
    lienholderName: requiredText(M.lienholderName),
    loanAccountNumber: requiredText(M.loanAccountNumber, 50),
    lienholderAddress: requiredText(M.lienholderAddress, 300),
  }),
  other: z.object({ description: requiredText(M.otherType), requestDetails: requiredLongText(M.otherDetails) }),
} as const;

export type AutoChangeType = keyof typeof AUTO_CHANGE_DETAILS;

/** Seed 002 §2 step 2: the add buttons, in their order. */
export const AUTO_CHANGE_TYPES: { value: AutoChangeType; label: string }[] = [
  { value: 'addVehicle', label: 'Add Vehicle' },
  { value: 'removeVehicle', label: 'Remove Vehicle' },
  { value: 'replaceVehicle', label: 'Replace Vehicle' },
  { value: 'addDriver', label: 'Add Driver' },
  { value: 'removeDriver', label: 'Remove Driver' },
  { value: 'updateAddress', label: 'Update Address' },
  { value: 'updateCoverages', label: 'Update Coverages' },
  { value: 'updateLienholder', label: 'Update Lienholder' },
  { value: 'other', label: 'Other Request' },
];

/**
 * Each change's title: its kind, numbered when the list holds more than one of that kind ("Add Vehicle 2"),
 * the kind said through `say` (the page's or the summary's language; as written by default).
 */
export const autoChangeTitles = (changes: readonly { type: string }[], say: (english: string) => string = (english) => english): string[] =>
  changes.map((change, index) => {
    const known = AUTO_CHANGE_TYPES.find((type) => type.value === change.type);
    const label = known ? say(known.label) : change.type;
    const ofKind = (list: readonly { type: string }[]) => list.filter((other) => other.type === change.type).length;
    return ofKind(changes) > 1 ? `${label} ${ofKind(changes.slice(0, index + 1))}` : label;
  });

/** At most this many changes in one request (a person rarely needs more than a few). */
export const MAX_AUTO_CHANGES = 20;

export const ZAutoChange = z.discriminatedUnion(
  'type',
  AUTO_CHANGE_TYPES.map(({ value }) => z.object({ type: z.literal(value), details: (AUTO_CHANGE_DETAILS[value] as z.ZodTypeAny).default({}) })) as unknown as [
    z.ZodObject<{ type: z.ZodLiteral<AutoChangeType>; details: z.ZodTypeAny }>,
    ...z.ZodObject<{ type: z.ZodLiteral<AutoChangeType>; details: z.ZodTypeAny }>[],
  ],
  { errorMap: () => ({ message: 'Please choose a kind of change' }) },
);

/**
 * The most text fields an auto change's multipart body may have: each change's type and up to ten answers, the
 * documents' types and descriptions, and the rest of the form.
 */
export const AUTO_MAX_FIELDS = MAX_AUTO_CHANGES * 11 + 40;

export const ZAutoChanges = z
  .array(ZAutoChange, { required_error: M.atLeastOneChange })
  .min(1, M.atLeastOneChange)
  .max(MAX_AUTO_CHANGES, `At most ${MAX_AUTO_CHANGES} changes can be sent at once.`);

/** Seed 002 §2 step 1 "Policy Information": who asks, about which policy. */
export const ZAutoPolicyInfo = z.object({
  policyNumber: policyNumber().transform((value) => value.toUpperCase()),
  email: portalEmail(),
  policyholderName: requiredText(M.policyholderName, 200),
});

/** Seed 002 §3 "Document types", auto: the license and registration are flagged required, never enforced for a customer. */
export const AUTO_DOCUMENT_RULES: DocumentListRules = {
  types: [
    { value: 'vehicle_photo', label: 'Vehicle Photo' },
    { value: 'drivers_license', label: "Driver's License", required: true },
    { value: 'vehicle_registration', label: 'Vehicle Registration', required: true },
    { value: 'proof_of_insurance', label: 'Proof of Insurance' },
  ],
  enforceRequired: false,
};

export const AUTO_MAX_DOCUMENTS = AUTO_DOCUMENT_RULES.types.length;

/** Seed 002 §6: a lender skips the documents but must send the borrower's authorization. */
export const authorizationRequired = (portalType: TPortalType) => portalType === 'lender';

export const ZAutoChangeBody = changeRequestBody({
  contactInfo: ZAutoPolicyInfo,
  changes: ZAutoChanges,
  documents: ZDocumentList,
  authorizationFile: optionalDocument(),
  signatureDetails: ZSignatureDetails,
}).superRefine((body, ctx) => {
  if (body.customerType === 'customer') checkDocumentList(ctx, body.documents, AUTO_DOCUMENT_RULES);
  else if (body.documents.length)
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['documents'], message: 'A lender sends the borrower authorization only.' });
  if (authorizationRequired(body.customerType) && !body.authorizationFile) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['authorizationFile'], message: M.authorization });
  }
});
export type TAutoChange = z.output<typeof ZAutoChangeBody>;

const c = initContract();

export const autoChangesContract = c.router({
  submitAutoChange: changeRequestRoute({
    path: '/api/policy-changes/auto',
    summary: 'Request changes to an auto policy (vehicles, drivers, address, coverages, lienholder, other), from a policyholder or a lender',
    body: ZAutoChangeBody,
    documentsNote:
      `Changes go as changes[n][type] and changes[n][details][field]. A policyholder's documents go as documents[n][type], documents[n][file] and ` +
      `documents[n][description] (at most ${AUTO_MAX_DOCUMENTS}, one of each type, none required); a lender sends the borrower's authorization as authorizationFile instead (required).`,
  }),
});

/** Each kind of change's fields as its section labels them: the form's labels and every summary's. */
export const AUTO_FIELD_LABELS: { [T in AutoChangeType]: Record<string, string> } = {
  addVehicle: { yearMakeModel: 'Year/Make/Model', vin: 'VIN', usage: 'Usage', primaryDriver: 'Primary Driver' },
  removeVehicle: { identifier: 'Vehicle (Year/Make/Model or VIN)', removalDate: 'Removal Date' },
  replaceVehicle: {
    removeIdentifier: 'Vehicle to Remove (Year/Make/Model or VIN)',
    addYearMakeModel: 'New Vehicle Year/Make/Model',
    addVin: 'New Vehicle VIN',
    addUsage: 'New Vehicle Usage',
    addPrimaryDriver: 'New Vehicle Primary Driver',
  },
  addDriver: {
    firstName: 'First Name',
    lastName: 'Last Name',
    dob: 'Date of Birth',
    licenseNumber: 'License Number',
    licenseState: 'License State',
    relationship: 'Relationship to Policyholder',
  },
  removeDriver: { fullName: "Driver's Full Name", reason: 'Reason for Removal' },
  updateAddress: {
    street: 'Garaging Street Address',
    city: 'City',
    state: 'State',
    zip: 'ZIP Code',
    mailingSameAsGaraging: 'Mailing address is the same as the garaging address',
    mailingStreet: 'Mailing Street',
    mailingCity: 'Mailing City',
    mailingState: 'Mailing State',
    mailingZip: 'Mailing ZIP Code',
  },
  updateCoverages: { description: 'Coverage Changes' },
  updateLienholder: { lienholderName: 'Lienholder Name', loanAccountNumber: 'Loan/Account Number', lienholderAddress: 'Lienholder Address' },
  other: { description: 'Request Type', requestDetails: 'Request Details' },
};
