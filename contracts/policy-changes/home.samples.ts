/** Home changes as a browser may send them, for the property test (contracts/forms/round-trip.test.ts). */
import fc from 'fast-check';
import { todayInEastern } from '../dates';
import type { BodyArbitraries } from '../forms/body-arbitraries';
import { COVERAGE_SLIDERS, HOME_DOCUMENT_RULES } from './home';
import { PORTAL_TYPES } from './shared';

export const homeChangeBodies = ({ envelope, text, filled, mostly, aFile }: BodyArbitraries) => {
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
      .chain((types) => fc.tuple(...types.map((type) => fc.record({ type: fc.constant(type), file: aFile, description: text(200) }))));
  return fc.constantFrom(...PORTAL_TYPES).chain((customerType) =>
    fc.record({
      ...envelope,
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
  );
};
