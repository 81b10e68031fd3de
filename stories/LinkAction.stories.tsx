import { IconLogin } from '@tabler/icons-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkAction } from '@design-system/LinkAction/LinkAction';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/LinkAction',
  component: LinkAction,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            'The page a single-use link from our mail opens (a customer’s sign-in link, a form kept to finish later): one question and one button. Opening the page does nothing, since mail scanners open links too; pressing the button uses the link.',
          whenNotToUse: 'Not for a link that must not be used up by a person either (a document download); not for forms with fields.',
          accessibility: 'The question is the page’s second-level heading; a failure is announced as an alert above the button, which can be pressed again.',
        }),
      },
    },
  },
  globals: { portalType: 'customer' },
  args: {
    question: 'Press Sign in to finish signing in on this device.',
    actionLabel: 'Sign in',
    icon: <IconLogin size={18} aria-hidden />,
    onAction: fn(),
    busy: false,
    note: 'If you did not ask to sign in, close this page.',
  },
} satisfies Meta<typeof LinkAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignInLink: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign in' }));
    await expect(args.onAction).toHaveBeenCalled();
  },
};

export const AfterAFailure: Story = { args: { error: 'We could not do that just now. Please try again.' } };
