/** CANCELLATION_FORM's samples (contracts/forms/samples.ts). */
import fc from 'fast-check';
import { formatDateForDisplay, todayInEastern } from '../dates';
import { formatFileSize } from '../file-size';
import { aPdf, aReceivedFile, dateToCome, filled, mostly, oneOf, text } from '../forms/arbitraries';
import { formSamples, SAMPLE_PERSON, type SamplePerson } from '../forms/form-samples';
import { CALLBACK_WINDOWS, CANCELLATION_REASONS, cancellationDocumentRules, REASON_SECTIONS, type ReasonField } from './cancellation';
import { CANCELLATION_FORM } from './cancellation.form';
import { changeRequestEnvelope, changeRequestFrom } from './change-form-samples';
import { isOneOf } from './shared';

// Today is both a date to come and one that has passed, as each date field asks.
const answer = (field: ReasonField) =>
  field.date ? fc.constant(todayInEastern()) : field.options ? oneOf(field.options) : mostly(filled(field.max ?? 200), text(field.max ?? 200));
const dynamicFields = fc.record(
  Object.fromEntries(
    Object.values(REASON_SECTIONS).map((section) => [section.group, fc.record(Object.fromEntries(section.fields.map((field) => [field.name, answer(field)])))]),
  ),
);
// A reason's documents: some of the types it offers, each once (none for a reason that is no reason).
const documents = (reason: string) =>
  !isOneOf(CANCELLATION_REASONS)(reason)
    ? fc.constant([])
    : fc
        .subarray(cancellationDocumentRules(reason, true).types.map((type) => type.value))
        .chain((types) => fc.tuple(...types.map((type) => fc.record({ type: fc.constant(type), file: aReceivedFile, description: text(200) }))));

/** A cancellation from this person: a change request whose submission details are its comments and the terms agreed to. */
const cancellationFrom = (person: SamplePerson, own: Record<string, unknown>, comments: string) => ({
  ...changeRequestFrom(person, own),
  submissionDetails: { comments, userAgrees: true },
});

const winBack = { isWinBackSelected: true, callbackTime: { date: todayInEastern(), time: 'afternoon' } };

export const samples = formSamples(CANCELLATION_FORM, {
  bodies: oneOf(CANCELLATION_REASONS).chain((reason) =>
    fc.record({
      ...changeRequestEnvelope,
      cancellationDetails: fc.record({
        reason: fc.constant(reason),
        coverageEndDate: dateToCome,
        realtorInfo: fc.record({
          firstName: text(100),
          lastName: text(100),
          email: fc.oneof(fc.emailAddress(), fc.constant('')),
          phoneNumber: fc.constant(''),
        }),
        isWinBackSelected: fc.boolean(),
        callbackTime: fc.record({ date: dateToCome, time: oneOf(CALLBACK_WINDOWS) }),
        dynamicFields,
      }),
      documents: documents(reason),
      submissionDetails: fc.record({ comments: text(300), userAgrees: mostly(fc.constant(true), fc.boolean()) }),
    }),
  ),
  sent: [
    // A switch of insurer with the win-back callback and the new policy's confirmation.
    (person) =>
      cancellationFrom(
        person,
        {
          cancellationDetails: {
            reason: 'new_insurer',
            coverageEndDate: todayInEastern(),
            ...winBack,
            dynamicFields: {
              newInsurer: { name: 'Harbor Mutual ', policyNumber: 'HM-778812', effectiveDate: '' },
              // Another reason's answers are ignored, on the review as on the server.
              moving: { newAddress: '9 Pine Road', movingDate: '', isPropertySold: 'yes' },
            },
          },
          documents: [{ type: 'new_insurance_confirmation', file: aPdf('harbor.pdf'), description: '' }],
        },
        'Thank you',
      ),
    // A sale with its realtor and no document: another reason's answers sent, and not kept.
    (person) =>
      cancellationFrom(
        person,
        {
          cancellationDetails: {
            reason: 'selling_home',
            coverageEndDate: todayInEastern(),
            ...winBack,
            realtorInfo: { firstName: 'Pat', lastName: 'Quinn', email: 'pat@realty.example', phoneNumber: '' },
            dynamicFields: { newInsurer: { name: 'Ignored Mutual' } },
          },
          documents: [],
        },
        '',
      ),
  ],
  summary: [
    ['Policy Number', 'HO3-550123'],
    ['Policyholder', `${SAMPLE_PERSON.firstName} ${SAMPLE_PERSON.lastName}`],
    ['Email', SAMPLE_PERSON.email],
    ['Phone Number', '(555) 123-4567'],
    ['Reason', 'Switching to a New Insurer'],
    ['Coverage End Date', `${formatDateForDisplay(todayInEastern())} (requested)`],
    ['New Insurer Name', 'Harbor Mutual'],
    ['New Policy Number', 'HM-778812'],
    ['Callback Requested', `${formatDateForDisplay(todayInEastern())}, Afternoon (12pm - 5pm) (Eastern time)`],
    ['Comments', 'Thank you'],
    ['Documents', `New Insurance Confirmation: harbor.pdf (${formatFileSize(aPdf().size)})`],
  ],
});
