import type { Meta, StoryObj } from '@storybook/react-vite';
import { z } from 'zod';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { todayInEastern } from '@contracts/dates';
import { ZSubmissionDetails } from '@contracts/policy-changes/shared';
import { DateField } from '@design-system/FormShell/steps';
import { StepHarness } from './fixtures/step-harness';
import { STEP_TIMERS, submitStep, summaryLinks } from './fixtures/step-play';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/FormShell/DateField',
  component: DateField,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            "A date in a change form (the effective date of a change, the date of a cancellation): the browser's own date input, whose picker blocks dates before `minDate` (today in US Eastern time by default) or after `maxDate`, and which phones show natively. The contract's schema checks the date again on the server.",
          whenNotToUse:
            'Outside a FormShell step: it reads the form from the shell. Not for a date of birth or other dates far in the past without `minDate={null}`. Not for a date and time.',
          accessibility:
            "A native date input with a visible label, so every browser and screen reader knows how to fill it in, with the keyboard or the picker. Its description and error are read with it; the error summary's link moves focus to it.",
        }),
      },
    },
  },
  decorators: [
    (Story) => (
      <StepHarness
        formId="story-date-field"
        label="Change Details"
        schema={z.object({ submissionDetails: ZSubmissionDetails })}
        initialValues={{ submissionDetails: { effectiveDate: '', comments: '' } }}
      >
        <Story />
      </StepHarness>
    ),
  ],
  globals: { portalType: 'customer' },
  args: {
    path: 'submissionDetails.effectiveDate',
    label: 'Effective Date',
    description: 'The date you would like the change to start. Your agent confirms it.',
  },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No date before today; an empty date is listed in the error summary, whose link takes focus to the field. */
export const EffectiveDate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Effective Date/);
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveAttribute('min', todayInEastern());
    await submitStep(canvas);
    const [link] = await summaryLinks(canvas);
    await expect(link).toHaveTextContent('Effective date is required');
    await userEvent.click(link!);
    await waitFor(() => expect(input).toHaveFocus(), STEP_TIMERS);
  },
};
