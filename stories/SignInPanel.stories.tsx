import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignInPanel } from '@design-system/Account/SignInPanel';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/Account/SignInPanel',
  component: SignInPanel,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            'Signing in to the customer account without a password: an e-mail address to which we send a single-use link, or a passkey on this device. /account, /account/requests and a sign-in link that no longer works show it.',
          whenNotToUse: 'Not for the back office (staff sign in with a password and a code). Not to collect an address for anything else.',
          accessibility:
            'The address field is labelled, its error is beside it and focus goes to it; once sent, the confirmation takes focus and is announced. The passkey button is a real button; its failure is announced as an alert.',
        }),
      },
    },
  },
  globals: { portalType: 'customer' },
  args: {
    onSendLink: fn(async (email: string) => ({ sent: `If ${email} is yours, a sign-in link is on its way to it. The link works once, for 15 minutes.` })),
    onPasskey: fn(async () => undefined),
  },
} satisfies Meta<typeof SignInPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AskForALink: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'E-mail me a sign-in link' }));
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'pat@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'E-mail me a sign-in link' }));
    await expect(args.onSendLink).toHaveBeenCalledWith('pat@example.com');
    await expect(await canvas.findByText(/a sign-in link is on its way/)).toBeVisible();
  },
};

export const LinkNoLongerWorks: Story = {
  args: { notice: 'This sign-in link has expired or has already been used. Enter your e-mail address below and we will send you a new one.' },
};

export const WithoutPasskeys: Story = { args: { onPasskey: undefined } };
