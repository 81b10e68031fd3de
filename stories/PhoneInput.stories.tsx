import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneInput, type PhoneInputProps } from '@design-system/PhoneInput/PhoneInput';
import { usage } from './docs/usage';

/** PhoneInput is controlled; the stories keep its value the way a form would. */
function ControlledPhoneInput({ value: initialValue = '', onChange, ...props }: PhoneInputProps) {
  const [value, setValue] = useState(initialValue);
  return (
    <PhoneInput
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Design system/PhoneInput',
  component: PhoneInput,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            "A US phone number field that formats as the person types: (555) 123-4567. Used in the quote forms, the insurance request, document management and the change forms' contact step.",
          whenNotToUse: 'Not for international numbers, nor for numbers to show: write those as a `tel:` link.',
          accessibility:
            'A text field of type `tel` with the numeric keypad on phones and `autocomplete="tel-national"`. Give it a visible `label`; the mask\'s brackets are typed for the person, and a letter is ignored rather than reported.',
        }),
      },
    },
  },
  render: (args) => <ControlledPhoneInput {...args} />,
  args: { label: 'Phone number', onChange: fn() },
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Usage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Phone number');
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('placeholder', '(555) 555-5555');
    await userEvent.type(input, '5551234567');
    await expect(input).toHaveValue('(555) 123-4567');
    await expect(args.onChange).toHaveBeenLastCalledWith('(555) 123-4567');
  },
};

export const IgnoresLettersAndExtraDigits: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Phone number');
    await userEvent.type(input, '555abc1234567999');
    await expect(input).toHaveValue('(555) 123-4567');
  },
};

export const Prefilled: Story = {
  args: { value: '(555) 987-6543', description: 'We call only about your quote.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Phone number')).toHaveValue('(555) 987-6543');
  },
};

export const WithError: Story = {
  args: { value: '(555) 12', error: 'Enter a 10-digit phone number', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /phone number/i });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/enter a 10-digit phone number/i);
  },
};

export const Disabled: Story = {
  args: { value: '(555) 123-4567', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Phone number')).toBeDisabled();
  },
};
