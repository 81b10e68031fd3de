/**
 * Bodies an operation accepts, by operation id: every described form's samples (contracts/forms/samples.ts)
 * and a few of the contract tests' (a quote request, a visit, an error report, a quote, a form draft, a policy search). The fuzzer sends them as they are and
 * with one part broken: a request that passes the schema reaches the handler, where a schema-only fuzzer
 * rarely gets.
 */
import fc from 'fast-check';
import { FORM_SAMPLES } from '@contracts/forms/samples';
import { SAMPLE_PERSON } from '@contracts/forms/form-samples';
import { errorReport, QUOTE_DETAILS, simpleQuote, standardQuote, visit } from '../../contract/support';

type Body = Record<string, unknown>;

const FORM_DRAFT = {
  email: SAMPLE_PERSON.email,
  formPath: '/customerservice/policy-changes/home',
  formId: 'home-policy-change',
  portalType: 'customer',
  draft: { formData: { contactInfo: { firstName: 'Ada' } }, currentStep: 2, completedSteps: [1] },
};
const made = (...makers: (() => Body)[]) => fc.constantFrom(...makers).map((make) => make());

export function knownGoodBodies(operationIds: string[]): Record<string, fc.Arbitrary<Body>> {
  const forms = FORM_SAMPLES.flatMap((samples) => {
    const id = operationIds.find((operationId) => operationId.startsWith(`${samples.form.name}.`));
    return id ? [[id, made(...samples.sent.map((sample) => () => sample(SAMPLE_PERSON)))] as const] : [];
  });
  return {
    ...Object.fromEntries(forms),
    'quoteRequests.submitQuote': made(simpleQuote, standardQuote),
    'visits.logVisit': made(visit),
    'errorReports.reportError': made(errorReport),
    'quotes.createQuote': fc.constant(QUOTE_DETAILS),
    'quotes.updateQuote': fc.constant(QUOTE_DETAILS),
    'formDrafts.saveFormDraft': fc.constant(FORM_DRAFT),
    'staffPolicySearch.searchPolicies': fc.constantFrom({ lastName: 'Smith' }, { policyNumber: 'HO3-550123' }, { zip: '33602' }),
  };
}
