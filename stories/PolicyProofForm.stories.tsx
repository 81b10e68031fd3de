import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PolicyProofForm } from '@design-system/PolicyProofForm/PolicyProofForm';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/PolicyProofForm',
  component: PolicyProofForm,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            'Proving a policy with two things about it: its whole number and the last name, or the full name and the ZIP code. The public Policy Search uses it to find a policy, and a signed-in customer to link one to their account.',
          whenNotToUse:
            'Not for staff, who search by any beginning (the back office has its own search). Not to ask for one factor alone: a policy is personal.',
          accessibility:
            'Two tabs (arrow keys move between them), each a form of two labelled fields with hints; a wrong field says why beside it and takes the focus. The privacy note is plain text after the tabs.',
        }),
      },
    },
  },
  globals: { portalType: 'customer' },
  args: {
    submitLabel: 'Search',
    onSubmit: fn(),
    busy: false,
  },
} satisfies Meta<typeof PolicyProofForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByPolicyNumber: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByText('Policy number is required')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Policy number/ }), 'ho12345678');
    await userEvent.type(canvas.getByRole('textbox', { name: /Last name/ }), 'Smith');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ policyNumber: 'HO12345678', lastName: 'Smith' });
  },
};

export const LinkingToAnAccount: Story = { args: { submitLabel: 'Add this policy' } };
