/** Cancellations as a browser may send them, for the property test (contracts/forms/round-trip.test.ts). */
import fc from 'fast-check';
import { todayInEastern } from '../dates';
import type { BodyArbitraries } from '../forms/body-arbitraries';
import { CALLBACK_WINDOWS, CANCELLATION_REASONS, cancellationDocumentRules, REASON_SECTIONS, type ReasonField } from './cancellation';
import { isOneOf } from './shared';

export const cancellationBodies = ({ envelope, text, filled, mostly, oneOf, dateToCome, aFile }: BodyArbitraries) => {
  // Today is both a date to come and one that has passed, as each date field asks.
  const answer = (field: ReasonField) =>
    field.date ? fc.constant(todayInEastern()) : field.options ? oneOf(field.options) : mostly(filled(field.max ?? 200), text(field.max ?? 200));
  const dynamicFields = fc.record(
    Object.fromEntries(
      Object.values(REASON_SECTIONS).map((section) => [
        section.group,
        fc.record(Object.fromEntries(section.fields.map((field) => [field.name, answer(field)]))),
      ]),
    ),
  );
  // A reason's documents: some of the types it offers, each once (none for a reason that is no reason).
  const documents = (reason: string) =>
    !isOneOf(CANCELLATION_REASONS)(reason)
      ? fc.constant([])
      : fc
          .subarray(cancellationDocumentRules(reason, true).types.map((type) => type.value))
          .chain((types) => fc.tuple(...types.map((type) => fc.record({ type: fc.constant(type), file: aFile, description: text(200) }))));
  return oneOf(CANCELLATION_REASONS).chain((reason) =>
    fc.record({
      ...envelope,
      cancellationDetails: fc.record({
        reason: fc.constant(reason),
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
  );
};
