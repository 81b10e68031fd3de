/**
 * The review step of a described change form (contracts/forms) lists exactly its descriptor's summary of the
 * values, parsed by the contract's body schema as the server parses them: the lines its success screen, its
 * receipt, the agency's notice, the back office and /dashboard show (tests/contract/submission-forms.contract.ts
 * checks those).
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { todayInEastern } from '@contracts/dates';
import { formRoute, type AnySubmissionForm, type SUBMISSION_FORMS } from '@contracts/forms';
import { MORTGAGEE_FORM } from '@contracts/policy-changes/mortgagee.form';
import { OTHER_CHANGE_FORM } from '@contracts/policy-changes/other.form';
import { FormShell, type FormShellStep } from '@design-system/FormShell';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import { AUTO_CHANGE_REVIEW_SAMPLES } from './auto/review-samples';
import { CANCELLATION_REVIEW_SAMPLE } from './cancellation/cancellation-review.sample';
import { HOME_CHANGE_REVIEW_SAMPLE } from './home/home-review.sample';
import { MORTGAGEE_INITIAL_VALUES, MORTGAGEE_STEPS } from './mortgagee/mortgagee-form';
import { OTHER_CHANGE_STEPS, OTHER_INITIAL_VALUES } from './other/other-form';

const CONTACT = { firstName: ' Jordan', lastName: 'Lee ', policyNumber: 'ho3-550123', phoneNumber: '(555) 123-4567', email: 'jordan.lee@example.com' };
const deed = () => new File([new Uint8Array(1536)], 'deed.pdf', { type: 'application/pdf' });
const TODAY_SHOWN = todayInEastern().replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1');

type Sample = { form: AnySubmissionForm; steps: FormShellStep<never>[]; values: object; expected: [string, string][] };

/** A filled-in form of each described change form: a form added to the list and not here does not compile. */
const SAMPLES: Record<(typeof SUBMISSION_FORMS)[number]['name'], Sample[]> = {
  mortgageeChanges: [
    {
      form: MORTGAGEE_FORM,
      steps: MORTGAGEE_STEPS as FormShellStep<never>[],
      values: {
        ...MORTGAGEE_INITIAL_VALUES,
        contactInfo: CONTACT,
        // Fields of another action are ignored, on the review as on the server.
        mortgageeInfo: {
          ...MORTGAGEE_INITIAL_VALUES.mortgageeInfo,
          action: 'remove',
          removalReason: 'paid_off',
          name: 'Ignored Bank',
          notes: ' Paid in full. ',
        },
        file: deed(),
        submissionDetails: { effectiveDate: todayInEastern(), comments: '' },
      },
      expected: [
        ['Policy Number', 'HO3-550123'],
        ['Name', 'Jordan Lee'],
        ['Email', 'jordan.lee@example.com'],
        ['Phone Number', '(555) 123-4567'],
        ['Action', 'Remove Mortgagee'],
        ['Reason for Removal', 'Mortgage Paid Off'],
        ['Supporting Document', 'deed.pdf (1.50 KB)'],
        ['Notes', 'Paid in full.'],
        ['Effective Date', TODAY_SHOWN],
      ],
    },
  ],
  otherChanges: [
    {
      form: OTHER_CHANGE_FORM,
      steps: OTHER_CHANGE_STEPS as FormShellStep<never>[],
      values: {
        ...OTHER_INITIAL_VALUES,
        contactInfo: CONTACT,
        changeDetails: { changeType: 'personal_info', description: 'Please add my middle name, Alex.' },
        submissionDetails: { effectiveDate: todayInEastern(), comments: 'Thank you' },
      },
      expected: [
        ['Policy Number', 'HO3-550123'],
        ['Name', 'Jordan Lee'],
        ['Email', 'jordan.lee@example.com'],
        ['Phone Number', '(555) 123-4567'],
        ['Change Type', 'Personal Information Update'],
        ['Description', 'Please add my middle name, Alex.'],
        ['Supporting Document', 'None'],
        ['Effective Date', TODAY_SHOWN],
        ['Comments', 'Thank you'],
      ],
    },
  ],
  autoChanges: AUTO_CHANGE_REVIEW_SAMPLES as Sample[],
  // No review step: their success screens show the summary (tests/contract/submission-forms.contract.ts).
  insuranceRequests: [],
  documentManagement: [],
  homeChanges: [HOME_CHANGE_REVIEW_SAMPLE],
  cancellations: [CANCELLATION_REVIEW_SAMPLE],
};

/** The review step alone, on the shell, with these values. */
function renderReview({ steps, values }: Sample, portalType: 'customer' | 'lender') {
  render(
    <DesignSystemProvider>
      <FormShell
        formId="review-test"
        title="Review"
        steps={[steps.at(-1)!]}
        initialValues={values as never}
        onSubmit={async () => ({ referenceNumber: 'XX-00000000' })}
        success={() => ({ title: 'Sent', details: [], primaryAction: { label: 'Done', href: '/' } })}
        portalType={portalType}
        saveDrafts={false}
      />
    </DesignSystemProvider>,
  );
  const list = within(screen.getByTestId('review-list'));
  return list.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

describe('the review step of a described change form', () => {
  const cases = Object.values(SAMPLES).flatMap((samples) => samples.map((sample) => [sample.form.title, sample] as const));

  it.each(cases)('%s: lists its descriptor’s summary of the parsed values and their file', (_, sample) => {
    const shown = renderReview(sample, 'lender');
    const { request, documents } = sample.form.split(
      formRoute(sample.form).body.parse(sample.form.bodyOf(sample.values, { requestId: 'review-request-1', portalType: 'lender' })),
    );
    const described = sample.form.describe(
      request,
      documents.map(({ file, type = '', description = '' }) => ({ type, description, name: (file as File).name, sizeBytes: (file as File).size })),
    );
    expect(shown).toEqual(described.map(({ label, value }) => [label, value]));
    expect(shown).toEqual(sample.expected);
  });

  it('lists the rest while the effective date, chosen on this step, is still empty', () => {
    const [sample] = SAMPLES.otherChanges;
    const values = { ...sample!.values, submissionDetails: { effectiveDate: '', comments: 'Thank you' } };
    expect(renderReview({ ...sample!, values }, 'customer')).toEqual(sample!.expected.filter(([label]) => label !== 'Effective Date'));
  });
});
