/** HOME_CHANGE_FORM's samples (contracts/forms/samples.ts). */
import fc from 'fast-check';
import { formatDateForDisplay, todayInEastern } from '../dates';
import { formatFileSize } from '../file-size';
import { aPdf, aReceivedFile, filled, mostly, text } from '../forms/arbitraries';
import { formSamples, type SamplePerson } from '../forms/form-samples';
import { changeRequestEnvelope, changeRequestFrom, EFFECTIVE_TODAY, SAMPLE_CONTACT_LINES } from './change-form-samples';
import { COVERAGE_SLIDERS, HOME_DOCUMENT_RULES } from './home';
import { HOME_CHANGE_FORM } from './home.form';
import { PORTAL_TYPES } from './shared';

const amount = ({ min, max, step }: (typeof COVERAGE_SLIDERS)[number]) =>
  mostly<number | null>(
    fc.integer({ min: 0, max: (max - min) / step }).map((steps) => min + steps * step),
    fc.oneof(fc.integer(), fc.constant(null)),
  );
const [dwelling, personalProperty, deductible] = COVERAGE_SLIDERS;
const name = fc.record({ firstName: mostly(filled(100), text(100)), lastName: mostly(filled(100), text(100)) });
// A portal's documents: some of its types, each once (a lender's must include the authorization).
const documents = (customerType: (typeof PORTAL_TYPES)[number]) =>
  fc
    .subarray(HOME_DOCUMENT_RULES[customerType].types.map((type) => type.value))
    .chain((types) => fc.tuple(...types.map((type) => fc.record({ type: fc.constant(type), file: aReceivedFile, description: text(200) }))));

const signedBy = (person: SamplePerson) => ({ signature: `${person.firstName} ${person.lastName}`, signatureDate: todayInEastern() });

export const samples = formSamples(HOME_CHANGE_FORM, {
  bodies: fc.constantFrom(...PORTAL_TYPES).chain((customerType) =>
    fc.record({
      ...changeRequestEnvelope,
      customerType: fc.constant(customerType),
      selectedChanges: fc.record({
        updateCoveragesChecked: fc.boolean(),
        addInsuredChecked: fc.boolean(),
        removeInsuredChecked: fc.boolean(),
        changeDetails: fc.record({
          coveragesData: fc.record({
            dwellingAmount: amount(dwelling),
            personalPropertyAmount: amount(personalProperty),
            deductibleAmount: amount(deductible),
          }),
          addInsuredData: name,
          removeInsuredData: name,
        }),
      }),
      documents: documents(customerType),
      signatureDetails: fc.record({ signature: mostly(filled(200), text(200)), signatureDate: fc.constant(todayInEastern()) }),
    }),
  ),
  sent: [
    // A lender's: coverages updated and an insured added, with the lender's authorization.
    (person) =>
      changeRequestFrom(
        person,
        {
          selectedChanges: {
            updateCoveragesChecked: true,
            addInsuredChecked: true,
            removeInsuredChecked: false,
            changeDetails: {
              coveragesData: { dwellingAmount: 320_000, personalPropertyAmount: 150_000, deductibleAmount: 2_000 },
              addInsuredData: { firstName: 'Casey ', lastName: 'Lee' },
              // An unticked change's fields are ignored, on the review as on the server.
              removeInsuredData: { firstName: 'Ignored', lastName: 'Person' },
            },
          },
          documents: [
            { type: 'lender_authorization', file: aPdf('authorization.pdf'), description: 'Signed by the borrower' },
            { type: 'declaration_page', file: aPdf('declarations.pdf'), description: '' },
          ],
          signatureDetails: signedBy(person),
        },
        { customerType: 'lender' },
      ),
    // A policyholder's, without documents: an unticked change's fields sent anyway.
    (person) =>
      changeRequestFrom(
        person,
        {
          selectedChanges: {
            updateCoveragesChecked: false,
            addInsuredChecked: false,
            removeInsuredChecked: true,
            changeDetails: { coveragesData: { dwellingAmount: 500_000 }, removeInsuredData: { firstName: 'Sam', lastName: 'Lee' } },
          },
          documents: [],
          signatureDetails: signedBy(person),
        },
        { comments: 'Sam moved out in May.' },
      ),
  ],
  summary: [
    ...SAMPLE_CONTACT_LINES,
    ['Changes Requested', 'Update Coverages/Deductible, Add Insured'],
    ['Dwelling (Coverage A)', '$320,000'],
    ['Personal Property (Coverage C)', '$150,000'],
    ['Deductible', '$2,000'],
    ['Add Insured', 'Casey Lee'],
    [
      'Documents',
      `Lender Authorization: authorization.pdf (${formatFileSize(aPdf().size)}), Declaration Page: declarations.pdf (${formatFileSize(aPdf().size)})`,
    ],
    EFFECTIVE_TODAY,
    ['Electronic Signature', 'Jordan Lee'],
    ['Signature Date', formatDateForDisplay(todayInEastern())],
  ],
});
