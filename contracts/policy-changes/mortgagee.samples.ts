/** MORTGAGEE_FORM's samples (contracts/forms/samples.ts). */
import fc from 'fast-check';
import { ZIP_PATTERN } from '../fields';
import { formatFileSize } from '../file-size';
import { aPdf, aReceivedFile, filled, mostly, oneOf, text } from '../forms/arbitraries';
import { formSamples } from '../forms/form-samples';
import { US_STATES } from '../us-states';
import { changeRequestEnvelope, changeRequestFrom, EFFECTIVE_TODAY, SAMPLE_CONTACT_LINES } from './change-form-samples';
import { MORTGAGEE_ACTIONS, REMOVAL_REASONS } from './mortgagee';
import { MORTGAGEE_FORM } from './mortgagee.form';

export const samples = formSamples(MORTGAGEE_FORM, {
  bodies: fc.record({
    ...changeRequestEnvelope,
    mortgageeInfo: fc.record({
      action: oneOf(MORTGAGEE_ACTIONS),
      name: mostly(filled(200), text(200)),
      loanNumber: mostly(filled(50), text(50)),
      address: mostly(filled(200), text(200)),
      city: mostly(filled(100), text(100)),
      state: mostly(fc.constantFrom(...US_STATES.map((state) => state.code)), text(2)),
      zip: mostly(fc.stringMatching(ZIP_PATTERN), text(10)),
      removalReason: oneOf(REMOVAL_REASONS),
      notes: text(300),
    }),
    file: fc.option(aReceivedFile, { nil: null }),
  }),
  sent: [
    (person) =>
      changeRequestFrom(
        person,
        {
          mortgageeInfo: {
            action: 'add',
            name: 'First Federal Bank',
            loanNumber: 'LN-99812',
            address: '100 Main Street',
            city: 'Orlando',
            state: 'FL',
            zip: '32801',
            notes: ' Refinanced in October. ',
          },
          file: aPdf('deed.pdf'),
        },
        { customerType: 'lender' },
      ),
    // A removal: the address fields sent are not kept, and not shown.
    (person) =>
      changeRequestFrom(
        person,
        { mortgageeInfo: { action: 'remove', removalReason: 'sold', name: 'Sent Anyway Bank', notes: '' }, file: null },
        { comments: 'Closing on the 3rd.' },
      ),
  ],
  summary: [
    ...SAMPLE_CONTACT_LINES,
    ['Action', 'Add New Mortgagee'],
    ['Mortgagee Name', 'First Federal Bank'],
    ['Loan Number', 'LN-99812'],
    ['Address', '100 Main Street, Orlando, FL 32801'],
    ['Supporting Document', `deed.pdf (${formatFileSize(aPdf().size)})`],
    ['Notes', 'Refinanced in October.'],
    EFFECTIVE_TODAY,
  ],
});
