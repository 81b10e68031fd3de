import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountAvatar } from '@design-system/Account/AccountAvatar';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/Account/AccountAvatar',
  component: AccountAvatar,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            "Seed 001 §3's default avatar: the signed-in person's initials in a circle, or a figure when they have given no name yet. Beside their name on the account page.",
          whenNotToUse: 'Not as the only place a name is shown (it is decorative), and not for staff.',
          accessibility: 'Hidden from screen readers: the name beside it says who it is.',
        }),
      },
    },
  },
  globals: { portalType: 'customer' },
  args: { firstName: 'Jordan', lastName: 'Lee', email: 'jordan.lee@example.com' },
} satisfies Meta<typeof AccountAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithInitials: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('JL')).toBeInTheDocument();
  },
};

export const NoNameYet: Story = { args: { firstName: '', lastName: '' } };
