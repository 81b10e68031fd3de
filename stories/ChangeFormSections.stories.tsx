import type { Meta, StoryObj } from '@storybook/react-vite';
import { z } from 'zod';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ZAutoChanges } from '@contracts/policy-changes/auto';
import { ZCancellationDetails } from '@contracts/policy-changes/cancellation';
import { useFormShell } from '@design-system/FormShell';
import { autoInitialValues, type AutoChangeValues } from '../app/features/policy-changes/auto/auto-values';
import { ChangesFields } from '../app/features/policy-changes/auto/ChangesFields';
import { CANCELLATION_INITIAL_VALUES, type CancellationValues } from '../app/features/policy-changes/cancellation/cancellation-values';
import { ReasonFields } from '../app/features/policy-changes/cancellation/ReasonFields';
import { StepHarness } from './fixtures/step-harness';
import { usage } from './docs/usage';

/**
 * The richest sections of the change forms, alone in a one-step shell: the auto form's change-card list and the
 * cancellation's reason sections with the win-back block (seed 002 §2).
 */
const meta = {
  title: 'Change forms/Sections',
  // Also checked at 360 px by the end-to-end Storybook walk (tests/e2e/storybook.spec.ts).
  tags: ['phone-width'],
  component: StepHarness,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            "The richest sections of the app's change forms on their own: the auto form's list of change cards and the cancellation's reason sections with the win-back block. They are app components (app/features/policy-changes), shown here in a one-step form shell so their validation can be tried.",
          whenNotToUse: 'Not a component to reuse: to build a change form, start from FormShell and the shared steps (Design system/FormShell).',
          accessibility:
            'Each section uses the shell\'s error summary: a failed Submit moves focus to "Please correct the following errors", whose links move focus to each field. The auto form\'s change buttons are a group named by their label, with its error read out as an alert.',
        }),
      },
    },
  },
  args: { formId: 'story-section', label: 'Section', initialValues: {}, children: null },
  globals: { portalType: 'customer' },
} satisfies Meta<typeof StepHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const TIMERS = { timeout: 4000 };

function AutoChangeList() {
  return <ChangesFields {...useFormShell<AutoChangeValues>()} />;
}

function CancellationReason() {
  return <ReasonFields {...useFormShell<CancellationValues>()} />;
}

export const AutoChangeCards: Story = {
  args: {
    formId: 'story-auto-changes',
    label: 'Request Changes',
    schema: z.object({ changes: ZAutoChanges }),
    initialValues: autoInitialValues(),
    children: <AutoChangeList />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('changes-empty')).toHaveTextContent('Please select a change type above to add details.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Vehicle' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Vehicle' }));
    await expect(canvas.getByRole('region', { name: 'Add Vehicle 2' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Add Vehicle 2' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Add Vehicle' }));
    await expect(canvas.getByTestId('changes-empty')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 250));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(canvas.getByTestId('error-summary')).toHaveTextContent('Please add at least one change request'), TIMERS);
  },
};

export const AutoAddressCard: Story = {
  args: { ...AutoChangeCards.args, formId: 'story-auto-address' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update Address' }));
    const card = within(canvas.getByRole('region', { name: 'Update Address' }));
    await expect(card.queryByRole('textbox', { name: /Mailing Street/ })).not.toBeInTheDocument();
    await userEvent.click(card.getByRole('checkbox', { name: 'Mailing address is the same as the garaging address' }));
    await userEvent.type(card.getByRole('textbox', { name: /Mailing Street/ }), 'PO Box 44');
    // Ticking "same" again clears the mailing address.
    await userEvent.click(card.getByRole('checkbox', { name: 'Mailing address is the same as the garaging address' }));
    await userEvent.click(card.getByRole('checkbox', { name: 'Mailing address is the same as the garaging address' }));
    await expect(card.getByRole('textbox', { name: /Mailing Street/ })).toHaveValue('');
  },
};

export const CancellationReasonSections: Story = {
  args: {
    formId: 'story-cancellation-reason',
    label: 'Cancellation Reason',
    schema: z.object({ cancellationDetails: ZCancellationDetails }),
    initialValues: CANCELLATION_INITIAL_VALUES,
    children: <CancellationReason />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Financial Hardship' }));
    await expect(await canvas.findByRole('region', { name: 'Financial Hardship Details' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Would you like to discuss your options?' }));
    await expect(await canvas.findByLabelText(/Preferred Date/)).toBeInTheDocument();
    // A reason without the offer switches the win-back off and shows its own section.
    await userEvent.click(canvas.getByRole('radio', { name: 'Selling the Home' }));
    await expect(canvas.queryByRole('region', { name: 'Before you go' })).not.toBeInTheDocument();
    await expect(await canvas.findByRole('region', { name: 'Realtor/Lender Information' })).toBeInTheDocument();
  },
};

export const CancellationWinBack: Story = {
  args: { ...CancellationReasonSections.args, formId: 'story-cancellation-win-back' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'No Longer Required by Mortgage' }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Would you like to discuss your options?' }));
    await new Promise((resolve) => setTimeout(resolve, 250));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      const summary = canvas.getByTestId('error-summary');
      expect(summary).toHaveTextContent('Previous mortgage company is required');
      expect(summary).toHaveTextContent('Please select a callback date');
      expect(summary).toHaveTextContent('Please select a callback time');
    }, TIMERS);
  },
};
