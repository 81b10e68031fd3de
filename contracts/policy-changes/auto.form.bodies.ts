/**
 * Auto change bodies as a browser may send them, for the described forms' property test
 * (contracts/forms/round-trip.test.ts, which lends its text and date helpers): a policyholder's with
 * documents, a lender's with the borrower's authorization, one to four changes of any kind, each section's
 * fields mostly valid.
 */
import dayjs from 'dayjs';
import fc from 'fast-check';
import { todayInEastern } from '../dates';
import { ZIP_PATTERN } from '../fields';
import { US_STATES } from '../us-states';
import { AUTO_CHANGE_TYPES, AUTO_DOCUMENT_RULES, AUTO_FIELD_LABELS, type AutoChangeType } from './auto';

type Helpers = {
  /** Text as people type it, blank at times. */
  text: (maxLength: number) => fc.Arbitrary<string>;
  filled: (maxLength: number) => fc.Arbitrary<string>;
  mostly: <T>(valid: fc.Arbitrary<T>, other: fc.Arbitrary<T>) => fc.Arbitrary<T>;
  dateToCome: fc.Arbitrary<string>;
  aFile: fc.Arbitrary<object>;
  envelope: { requestId: fc.Arbitrary<string>; submissionDetails: fc.Arbitrary<object> };
};

export function autoChangeBodies({ text, filled, mostly, dateToCome, aFile, envelope }: Helpers): fc.Arbitrary<Record<string, unknown>> {
  const stateCode = mostly(fc.constantFrom(...US_STATES.map((state) => state.code)), text(2));
  const zip = mostly(fc.stringMatching(ZIP_PATTERN), text(10));
  const vin = mostly(fc.oneof(fc.constant(''), fc.stringMatching(/^[A-HJ-NPR-Za-hj-npr-z0-9]{17}$/)), text(17));
  const yearMakeModel = mostly(
    fc.tuple(fc.integer({ min: 1900, max: 2099 }), fc.constantFrom('Toyota Camry', 'Honda Civic', 'Ford F-150')).map(([year, car]) => `${year} ${car}`),
    text(100),
  );
  const pastDate = fc.integer({ min: 1, max: 30_000 }).map((days) => dayjs(todayInEastern()).subtract(days, 'day').format('YYYY-MM-DD'));

  /** Each field of a section by its name; any other is a line of text. */
  const FIELDS: Record<string, fc.Arbitrary<unknown>> = {
    yearMakeModel,
    addYearMakeModel: yearMakeModel,
    vin,
    addVin: vin,
    removalDate: fc.oneof(fc.constant(''), dateToCome, pastDate),
    dob: mostly(pastDate, text(10)),
    licenseState: mostly(fc.constantFrom('fl', 'TX', 'ca'), text(2)),
    state: stateCode,
    mailingState: stateCode,
    zip,
    mailingZip: zip,
    mailingSameAsGaraging: fc.boolean(),
  };
  const detailsOf = (type: AutoChangeType) =>
    fc.record(Object.fromEntries(Object.keys(AUTO_FIELD_LABELS[type]).map((field) => [field, FIELDS[field] ?? mostly(filled(60), text(60))])));
  const change = fc
    .constantFrom(...AUTO_CHANGE_TYPES.map(({ value }) => value))
    .chain((type) => fc.record({ type: fc.constant(type), details: detailsOf(type) }));

  const common = {
    requestId: envelope.requestId,
    contactInfo: fc.record({ policyNumber: fc.string({ minLength: 3, maxLength: 50 }), email: fc.emailAddress(), policyholderName: filled(200) }),
    changes: fc.array(change, { minLength: 1, maxLength: 4 }),
    submissionDetails: envelope.submissionDetails,
    signatureDetails: fc.record({ signature: mostly(filled(60), text(60)), signatureDate: fc.constant(todayInEastern()) }),
  };
  const documents = fc
    .subarray(AUTO_DOCUMENT_RULES.types.map((type) => type.value))
    .chain((types) => fc.tuple(...types.map((type) => fc.record({ type: fc.constant(type), file: aFile, description: text(100) }))));
  return fc.oneof(
    fc.record({ ...common, customerType: fc.constant('customer'), documents, authorizationFile: fc.option(aFile, { nil: null }) }),
    fc.record({ ...common, customerType: fc.constant('lender'), documents: fc.constant([]), authorizationFile: aFile }),
  );
}
