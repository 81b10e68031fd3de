/** MAILING_ADDRESS_FORM's samples (contracts/forms/samples.ts). */
import fc from 'fast-check';
import { ZIP_PATTERN } from '../fields';
import { filled, mostly, text } from '../forms/arbitraries';
import { formSamples } from '../forms/form-samples';
import { US_STATES } from '../us-states';
import { changeRequestEnvelope, changeRequestFrom, EFFECTIVE_TODAY, SAMPLE_CONTACT_LINES } from './change-form-samples';
import { MAILING_ADDRESS_FORM } from './mailing-address.form';

export const samples = formSamples(MAILING_ADDRESS_FORM, {
  bodies: fc.record({
    ...changeRequestEnvelope,
    newAddress: fc.record({
      street: mostly(filled(200), text(200)),
      city: mostly(filled(100), text(100)),
      state: mostly(fc.constantFrom(...US_STATES.map((state) => state.code)), text(2)),
      zip: mostly(fc.stringMatching(ZIP_PATTERN), text(10)),
    }),
  }),
  sent: [
    (person) => changeRequestFrom(person, { newAddress: { street: ' 12 Harbor Lane ', city: 'Sarasota', state: 'FL', zip: '34236' } }),
    (person) =>
      changeRequestFrom(person, { newAddress: { street: 'PO Box 881', city: 'Juneau', state: 'AK', zip: '99801-0881' } }, { comments: 'Until June.' }),
  ],
  summary: [...SAMPLE_CONTACT_LINES, ['New Mailing Address', '12 Harbor Lane, Sarasota, FL 34236'], EFFECTIVE_TODAY],
});
