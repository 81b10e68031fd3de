import type { Meta, StoryObj } from '@storybook/react-vite';
import { Paper } from '@mantine/core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContactWidgetPanel } from '@design-system/ContactWidget/ContactWidgetPanel';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/ContactWidget/ContactWidgetPanel',
  component: ContactWidgetPanel,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            'What the contact panel offers: Live Chat, Call and Email, with the business hours and whether the agency is open now. While the agency is closed, Live Chat is disabled and says why.',
          whenNotToUse: "Not on its own on a page: it goes inside ContactWidgetDialog. For contact details in a page's content use ContactCard.",
          accessibility:
            'The three ways are a list named "Ways to reach us". Live Chat is a button; Call and Email are `tel:` and `mailto:` links. Each is named by its title and detail ("Call (800) 555-0199"), and the e-mail promise is read as its description. A disabled Live Chat is described by the reason it is closed. The business hours are a section with its own heading.',
        }),
      },
    },
  },
  args: {
    status: 'open',
    businessHours: 'Mon-Fri 9AM-5PM Eastern',
    phone: '(800) 555-0199',
    email: 'help@agency.example',
    emailPromise: 'We reply within 24 hours.',
    onStartChat: fn(),
  },
  decorators: [
    (Story) => (
      <Paper withBorder p="md" maw={380}>
        <Story />
      </Paper>
    ),
  ],
} satisfies Meta<typeof ContactWidgetPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Business hours' })).toBeInTheDocument();
    await expect(canvas.getByText('Mon-Fri 9AM-5PM Eastern')).toBeInTheDocument();
    await expect(canvas.getByText('Open now')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Call (800) 555-0199' })).toHaveAttribute('href', 'tel:8005550199');
    const email = canvas.getByRole('link', { name: 'Email help@agency.example' });
    await expect(email).toHaveAttribute('href', 'mailto:help@agency.example');
    await expect(email).toHaveAccessibleDescription('We reply within 24 hours.');
    const chat = canvas.getByRole('button', { name: 'Live Chat' });
    await expect(chat).toBeEnabled();
    await expect(canvas.queryByTestId('chat-closed-reason')).not.toBeInTheDocument();
    await userEvent.click(chat);
    await expect(args.onStartChat).toHaveBeenCalledTimes(1);
  },
};

export const ClosedChatDisabled: Story = {
  args: { status: 'closed' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Closed now')).toBeInTheDocument();
    const chat = canvas.getByRole('button', { name: 'Live Chat' });
    await expect(chat).toBeDisabled();
    const reason = 'Live Chat is available Mon-Fri 9AM-5PM Eastern. Please call or email us instead.';
    await expect(canvas.getByTestId('chat-closed-reason')).toHaveTextContent(reason);
    await expect(chat).toHaveAccessibleDescription(`Chat with a licensed agent ${reason}`);
    await userEvent.click(chat, { pointerEventsCheck: 0 });
    await expect(args.onStartChat).not.toHaveBeenCalled();
    // Calling and e-mailing stay available.
    await expect(canvas.getByRole('link', { name: /^Call / })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /^Email / })).toBeInTheDocument();
  },
};

export const ClosingSoon: Story = {
  args: { status: 'closing-soon' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Closing soon')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Live Chat' })).toBeEnabled();
  },
};

export const OpeningSoon: Story = {
  args: { status: 'opening-soon' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Opening soon')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Live Chat' })).toBeEnabled();
  },
};

export const CustomClosedMessage: Story = {
  args: { status: 'closed', chatClosedMessage: 'Our agents are away. Leave us an email and we will answer first thing.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('chat-closed-reason')).toHaveTextContent('Our agents are away.');
  },
};
