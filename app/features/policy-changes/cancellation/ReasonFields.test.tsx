/**
 * Every reason for cancelling, on the reason step as a person meets it: the reason's section (seed 002 §2)
 * shows each of its fields under its title, and Next with the section left empty names each required field.
 * The fields are drawn from REASON_SECTIONS, the table the contract's schema is built from, so a field shown
 * is a field the server reads; tests/contract (round trip and submission forms) stores every reason.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CANCELLATION_REASONS, REASON_SECTIONS } from '@contracts/policy-changes/cancellation';
import { FormShell } from '@design-system/FormShell';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import { CANCELLATION_STEPS } from './cancellation-form';
import { CANCELLATION_INITIAL_VALUES, type CancellationValues } from './cancellation-values';

const REASON_STEP = CANCELLATION_STEPS[1]!;

function renderReasonStep(reason: string) {
  const values: CancellationValues = {
    ...CANCELLATION_INITIAL_VALUES,
    cancellationDetails: { ...CANCELLATION_INITIAL_VALUES.cancellationDetails, reason },
  };
  render(
    <DesignSystemProvider>
      <FormShell
        formId="cancellation-reason-test"
        title="Cancellation"
        steps={[REASON_STEP]}
        initialValues={values}
        onSubmit={async () => ({ referenceNumber: 'CR-00000000' })}
        success={() => ({ title: 'Sent', details: [], primaryAction: { label: 'Done', href: '/' } })}
        portalType="customer"
        saveDrafts={false}
      />
    </DesignSystemProvider>,
  );
}

const REASONS_WITH_A_SECTION = CANCELLATION_REASONS.filter(({ value }) => REASON_SECTIONS[value]);

describe('the cancellation reason step, reason by reason', () => {
  it('gives a section to every reason but the sale, which asks for its realtor', () => {
    expect(CANCELLATION_REASONS.filter(({ value }) => !REASON_SECTIONS[value]).map(({ value }) => value)).toEqual(['selling_home']);
  });

  it.each(REASONS_WITH_A_SECTION.map(({ value, label }) => [label, value] as const))(
    '%s: shows its section’s fields, and Next names each required one left empty',
    async (_, reason) => {
      const section = REASON_SECTIONS[reason]!;
      renderReasonStep(reason);
      const region = await screen.findByRole('region', { name: section.title });
      for (const field of section.fields) expect(within(region).getAllByText(field.label, { exact: false }).length).toBeGreaterThan(0);

      await userEvent.click(screen.getByRole('button', { name: /Submit|Next/ }));
      const required = section.fields.flatMap((field) => (field.required ? [field.required] : []));
      for (const message of required) expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    },
  );

  it('Selling the Home: asks for the realtor or lender instead of a section', async () => {
    renderReasonStep('selling_home');
    expect(await screen.findByText('Realtor/Lender Information')).toBeInTheDocument();
  });
});
