import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContactWidgetWelcome } from '@design-system/ContactWidget/ContactWidgetWelcome';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/ContactWidget/ContactWidgetWelcome',
  component: ContactWidgetWelcome,
  args: {
    opened: true,
    title: 'Hi there!',
    message: 'Questions about coverage or a quote? Chat with a licensed agent, call or email us.',
    actionLabel: 'Get help',
    onAction: fn(),
    onDismiss: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: usage({
          purpose:
            'A short welcome that appears above the help button after a while on wide screens, with a button that opens the contact panel and a close button that dismisses it for good.',
          whenNotToUse:
            "Not on phones (it would cover the page: the button's unread badge stands for it there). Not for news, offers or anything the visitor must read.",
          accessibility:
            'A section named by its heading. Its appearance is not announced and it does not take focus, so it never interrupts reading or typing. "Get help" opens the panel; the close button is named "Dismiss welcome message".',
        }),
      },
    },
  },
} satisfies Meta<typeof ContactWidgetWelcome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Usage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const message = await canvas.findByRole('region', { name: 'Hi there!' });
    await expect(message).toHaveTextContent('Questions about coverage or a quote?');
    await userEvent.click(canvas.getByRole('button', { name: 'Get help' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss welcome message' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Hidden: Story = {
  args: { opened: false },
  render: (args) => (
    <div>
      <p>The welcome message is not shown.</p>
      <ContactWidgetWelcome {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};
