import type { Meta, StoryObj } from '@storybook/react-vite';
import { z } from 'zod';
import { expect, userEvent, within } from 'storybook/test';
import { ZContactInfo } from '@contracts/policy-changes/shared';
import { ContactFields } from '@design-system/FormShell/steps';
import { StepHarness } from './fixtures/step-harness';
import { submitStep, summaryLinks } from './fixtures/step-play';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/FormShell/ContactFields',
  component: ContactFields,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            "The contact step shared by the customer and lender change forms: first and last name, policy number (in capitals as typed), phone (masked) and e-mail, checked by the contract's ZContactInfo.",
          whenNotToUse:
            'Outside a FormShell step: it reads the form from the shell. Not for the public quote forms, which ask for more (address, date of birth) in their own layout.',
          accessibility:
            'Five labelled fields marked required, with `autocomplete` set for name, phone and e-mail so browsers and password managers can fill them. Each error is read with its field, and the error summary links to each one. Two columns from the xs breakpoint, one on phones, in the same reading order.',
        }),
      },
    },
  },
  decorators: [
    (Story) => (
      <StepHarness
        formId="story-contact-fields"
        label="Contact Information"
        schema={z.object({ contactInfo: ZContactInfo })}
        initialValues={{ contactInfo: { firstName: '', lastName: '', policyNumber: '', phoneNumber: '', email: '' } }}
      >
        <Story />
      </StepHarness>
    ),
  ],
  globals: { portalType: 'customer' },
  args: { group: 'contactInfo' },
} satisfies Meta<typeof ContactFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /First Name/ })).toHaveAttribute('autocomplete', 'given-name');
    await userEvent.type(canvas.getByRole('textbox', { name: /Policy Number/ }), 'ho3-550123');
    await expect(canvas.getByRole('textbox', { name: /Policy Number/ })).toHaveValue('HO3-550123');
    await submitStep(canvas);
    await expect((await summaryLinks(canvas)).map((link) => link.textContent)).toEqual([
      'First name is required',
      'Last name is required',
      'Phone number is required',
      'Email is required',
    ]);
  },
};

/** The lender portal's blue. */
export const LenderPortal: Story = { globals: { portalType: 'lender' } };
