import type { Meta, StoryObj } from '@storybook/react-vite';
import { z } from 'zod';
import { expect, within } from 'storybook/test';
import { todayInEastern } from '@contracts/dates';
import { ZSignatureDetails } from '@contracts/policy-changes/shared';
import { SignatureFields } from '@design-system/FormShell/steps';
import { StepHarness } from './fixtures/step-harness';
import { submitStep, summaryLinks } from './fixtures/step-play';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/FormShell/SignatureFields',
  component: SignatureFields,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            'The electronic signature at the end of a change form: the person types their full name as their signature, and the date of signing, which is today (US Eastern time) and can be neither earlier nor later. Put Acknowledgements above it.',
          whenNotToUse:
            'Outside a FormShell step: it reads the form from the shell. Not for signing a document (a PDF): that is SignaturePanel on the signing page.',
          accessibility:
            'A section named "Sign Your Request". The signature field says what typing your name means in its description, read with it; it fills from the browser with `autocomplete="name"`. The date field allows today only (min and max).',
        }),
      },
    },
  },
  decorators: [
    (Story) => (
      <StepHarness
        formId="story-signature-fields"
        label="Sign"
        schema={z.object({ signatureDetails: ZSignatureDetails })}
        initialValues={{ signatureDetails: { signature: '', signatureDate: todayInEastern() } }}
      >
        <Story />
      </StepHarness>
    ),
  ],
  globals: { portalType: 'customer' },
  args: { group: 'signatureDetails' },
} satisfies Meta<typeof SignatureFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unsigned: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(canvas.getByRole('region', { name: 'Sign Your Request' }));
    const date = section.getByLabelText(/Signature Date/);
    await expect(date).toHaveValue(todayInEastern());
    await expect(date).toHaveAttribute('min', todayInEastern());
    await expect(date).toHaveAttribute('max', todayInEastern());
    await submitStep(canvas);
    await expect((await summaryLinks(canvas)).map((link) => link.textContent)).toEqual(['Electronic signature is required']);
  },
};
