import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContactWidgetButton } from '@design-system/ContactWidget/ContactWidgetButton';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/ContactWidget/ContactWidgetButton',
  component: ContactWidgetButton,
  args: { opened: false, panelId: 'help-panel', unreadCount: 0, onClick: fn() },
  // The button floats at the bottom right of the viewport, like on the site.
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: usage({
          purpose:
            'The round help button fixed at the bottom right of every public page ("Need help?"), which opens the contact panel, with a badge of unread messages.',
          whenNotToUse: 'Not for other actions, and only once per page. It opens ContactWidgetDialog; do not use it to open another dialog.',
          accessibility:
            'A real button named by its words and description ("Need help? Chat, call or email us") plus the unread count in words ("1 unread message"); the visible badge and icon are hidden. It has `aria-haspopup="dialog"` and `aria-expanded`, and points to the open panel with `aria-controls`. On phones the words are hidden visually but still read.',
        }),
      },
    },
  },
} satisfies Meta<typeof ContactWidgetButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const NAME = /^Need help\? Chat, call or email us/;

export const Usage: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: NAME });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    // No panel yet, so nothing to point at.
    await expect(button).not.toHaveAttribute('aria-controls');
    await expect(within(canvasElement).queryByTestId('contact-widget-unread')).not.toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Opened: Story = {
  args: { opened: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: NAME });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-controls', 'help-panel');
  },
};

export const Toggles: Story = {
  render: function TogglingButton(args) {
    const [opened, setOpened] = useState(false);
    return <ContactWidgetButton {...args} opened={opened} onClick={() => setOpened((value) => !value)} />;
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: NAME });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OneUnreadMessage: Story = {
  args: { unreadCount: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('contact-widget-unread')).toHaveTextContent('1');
    await expect(canvas.getByRole('button', { name: 'Need help? Chat, call or email us, 1 unread message' })).toBeInTheDocument();
  },
};

export const UnreadCappedAt99: Story = {
  args: { unreadCount: 150 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('contact-widget-unread')).toHaveTextContent(/^99\+$/);
    await expect(canvas.getByRole('button', { name: /more than 99 unread messages$/ })).toBeInTheDocument();
  },
};

export const NinetyNineUnread: Story = {
  args: { unreadCount: 99 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('contact-widget-unread')).toHaveTextContent(/^99$/);
  },
};
