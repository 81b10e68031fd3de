import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PolicyNumberInput, type PolicyNumberInputProps } from '@design-system/FormShell/steps';
import { usage } from './docs/usage';

/** PolicyNumberInput is controlled; the stories keep the value the way a form would. */
function ControlledPolicyNumberInput({ onChange, value: initialValue = '', ...props }: PolicyNumberInputProps) {
  const [value, setValue] = useState(String(initialValue));
  return (
    <PolicyNumberInput
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Design system/FormShell/PolicyNumberInput',
  component: PolicyNumberInput,
  render: (args) => <ControlledPolicyNumberInput {...args} />,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            "A policy number field, shown in capitals as it is typed (HO3-550123), as on the customer's documents: the change forms, the insurance request and document management use it.",
          whenNotToUse: 'Not for reference numbers the agency issues (PC-2026-…): those are shown, not typed. Not for searching policies in the back office.',
          accessibility:
            'A labelled text field marked required, with no autocomplete and no spell-check (which would flag every policy number). It reports the value in capitals, so what a screen reader reads back is what will be sent; phones open the keyboard in capitals.',
        }),
      },
    },
  },
  globals: { portalType: 'customer' },
  args: { label: 'Policy Number', onChange: fn() },
} satisfies Meta<typeof PolicyNumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypedInLowerCase: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Policy Number/ });
    await expect(input).toHaveAttribute('autocomplete', 'off');
    await expect(input).toHaveAttribute('spellcheck', 'false');
    await userEvent.type(input, 'ho3-55');
    await expect(input).toHaveValue('HO3-55');
    await expect(args.onChange).toHaveBeenLastCalledWith('HO3-55');
  },
};

export const WithError: Story = { args: { error: 'Policy number is required' } };
