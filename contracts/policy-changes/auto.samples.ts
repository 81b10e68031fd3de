/** AUTO_CHANGE_FORM's samples (contracts/forms/samples.ts). */
import dayjs from 'dayjs';
import fc from 'fast-check';
import { formatDateForDisplay, todayInEastern } from '../dates';
import { ZIP_PATTERN } from '../fields';
import { formatFileSize } from '../file-size';
import { aPdf, aReceivedFile, dateToCome, filled, mostly, text } from '../forms/arbitraries';
import { formSamples, SAMPLE_PERSON, type SamplePerson } from '../forms/form-samples';
import { US_STATES } from '../us-states';
import { AUTO_CHANGE_TYPES, AUTO_DOCUMENT_RULES, AUTO_FIELD_LABELS, type AutoChangeType } from './auto';
import { AUTO_CHANGE_FORM } from './auto.form';
import { changeRequestEnvelope, changeRequestFrom, EFFECTIVE_TODAY } from './change-form-samples';

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
  requestId: changeRequestEnvelope.requestId,
  contactInfo: fc.record({ policyNumber: fc.string({ minLength: 3, maxLength: 50 }), email: fc.emailAddress(), policyholderName: filled(200) }),
  changes: fc.array(change, { minLength: 1, maxLength: 4 }),
  submissionDetails: changeRequestEnvelope.submissionDetails,
  signatureDetails: fc.record({ signature: mostly(filled(60), text(60)), signatureDate: fc.constant(todayInEastern()) }),
};
const documents = fc
  .subarray(AUTO_DOCUMENT_RULES.types.map((type) => type.value))
  .chain((types) => fc.tuple(...types.map((type) => fc.record({ type: fc.constant(type), file: aReceivedFile, description: text(100) }))));

/** An auto change from this person: one policyholder name, no first and last (the inbox shows it and finds it by its last word), signed by them. */
const autoChangeFrom = (person: SamplePerson, own: Record<string, unknown>, options: { customerType?: string; comments?: string } = {}) =>
  changeRequestFrom(
    person,
    {
      contactInfo: { policyNumber: 'pa-7781234', policyholderName: ` ${person.firstName} ${person.lastName} `, email: person.email },
      signatureDetails: { signature: `${person.firstName} ${person.lastName}`, signatureDate: todayInEastern() },
      ...own,
    },
    options,
  );

export const samples = formSamples(AUTO_CHANGE_FORM, {
  bodies: fc.oneof(
    fc.record({ ...common, customerType: fc.constant('customer'), documents, authorizationFile: fc.option(aReceivedFile, { nil: null }) }),
    fc.record({ ...common, customerType: fc.constant('lender'), documents: fc.constant([]), authorizationFile: aReceivedFile }),
  ),
  sent: [
    // A lender's: a kind of change twice (numbered), a VIN typed in lower case (shown as kept), the borrower's authorization.
    (person) =>
      autoChangeFrom(
        person,
        {
          changes: [
            { type: 'addVehicle', details: { yearMakeModel: '2023 Toyota Camry', vin: '4t1b11hk5ku123456', usage: '', primaryDriver: 'Jordan Lee' } },
            { type: 'removeDriver', details: { fullName: 'Pat Lee', reason: '' } },
            { type: 'addVehicle', details: { yearMakeModel: '2024 Honda HR-V', vin: '', usage: 'Commute', primaryDriver: '' } },
          ],
          documents: [],
          authorizationFile: aPdf('authorization.pdf'),
        },
        { customerType: 'lender' },
      ),
    // A policyholder's: a vehicle added and the address changed with another mailing address, the registration attached.
    (person) =>
      autoChangeFrom(
        person,
        {
          changes: [
            { type: 'addVehicle', details: { yearMakeModel: '2023 Toyota Camry', vin: '4t1b11hk5ku123456', usage: 'Commute', primaryDriver: 'Jordan Lee' } },
            {
              type: 'updateAddress',
              details: {
                street: '12 Harbor Way',
                city: 'Tampa',
                state: 'FL',
                zip: '33602',
                mailingSameAsGaraging: false,
                mailingStreet: 'PO Box 44',
                mailingCity: 'Tampa',
                mailingState: 'FL',
                mailingZip: '33601',
              },
            },
          ],
          documents: [{ type: 'vehicle_registration', file: aPdf('registration.pdf'), description: '' }],
          authorizationFile: null,
        },
        { comments: 'Please call me first.' },
      ),
  ],
  summary: [
    ['Policy Number', 'PA-7781234'],
    ['Policyholder', `${SAMPLE_PERSON.firstName} ${SAMPLE_PERSON.lastName}`],
    ['Email', SAMPLE_PERSON.email],
    ['Add Vehicle 1', 'Year/Make/Model: 2023 Toyota Camry; VIN: 4T1B11HK5KU123456; Primary Driver: Jordan Lee'],
    ['Remove Driver', "Driver's Full Name: Pat Lee"],
    ['Add Vehicle 2', 'Year/Make/Model: 2024 Honda HR-V; Usage: Commute'],
    EFFECTIVE_TODAY,
    ['Documents', `Borrower Authorization: authorization.pdf (${formatFileSize(aPdf().size)})`],
    ['Electronic Signature', `${SAMPLE_PERSON.firstName} ${SAMPLE_PERSON.lastName}`],
    ['Signature Date', formatDateForDisplay(todayInEastern())],
  ],
});
