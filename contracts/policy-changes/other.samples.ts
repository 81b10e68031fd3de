/** OTHER_CHANGE_FORM's samples (contracts/forms/samples.ts). */
import fc from 'fast-check';
import { aPdf, aReceivedFile, filled, oneOf } from '../forms/arbitraries';
import { formSamples } from '../forms/form-samples';
import { changeRequestEnvelope, changeRequestFrom, EFFECTIVE_TODAY, SAMPLE_CONTACT_LINES } from './change-form-samples';
import { OTHER_CHANGE_TYPES } from './other';
import { OTHER_CHANGE_FORM } from './other.form';

export const samples = formSamples(OTHER_CHANGE_FORM, {
  bodies: fc.record({
    ...changeRequestEnvelope,
    changeDetails: fc.record({ changeType: oneOf(OTHER_CHANGE_TYPES), description: filled(300) }),
    file: fc.option(aReceivedFile, { nil: null }),
  }),
  sent: [
    (person) =>
      changeRequestFrom(
        person,
        { changeDetails: { changeType: 'personal_info', description: 'Please add my middle name, Alex.' }, file: null },
        { comments: 'Thank you' },
      ),
    (person) =>
      changeRequestFrom(person, { changeDetails: { changeType: 'coverage_change', description: 'Raise my liability limit.' }, file: aPdf('letter.pdf') }),
  ],
  summary: [
    ...SAMPLE_CONTACT_LINES,
    ['Change Type', 'Personal Information Update'],
    ['Description', 'Please add my middle name, Alex.'],
    ['Supporting Document', 'None'],
    EFFECTIVE_TODAY,
    ['Comments', 'Thank you'],
  ],
});
