import { Anchor, Group, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UnreadBadge } from '@design-system/Messages/UnreadBadge';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/Messages/UnreadBadge',
  // Also checked at 360 px by the end-to-end Storybook walk (tests/e2e/storybook.spec.ts).
  tags: ['phone-width'],
  component: UnreadBadge,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            'How many messages on a request the reader has not read yet: a small red badge with the number beside the request in My requests and in the back office, or "New" on one unread message in a thread. Nothing shows when nothing is unread.',
          whenNotToUse:
            "Not for a status (use RequestCard's status, SubmissionStatusBadge or PolicyStatusBadge). Not on the floating help button: ContactWidgetButton has its own badge.",
          accessibility:
            'The number is hidden from screen readers and replaced by words ("2 unread messages", or your own through `label`), so a link or heading it sits in reads "Messages, 2 unread messages". White on dark red, 5.5:1. It is not focusable and a change is not announced: a page that updates it live says so in its own live region.',
        }),
      },
    },
  },
  globals: { portalType: 'customer' },
  args: { count: 2 },
} satisfies Meta<typeof UnreadBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoUnread: Story = {
  render: (args) => (
    <Group gap="xs">
      <Anchor href="#messages" underline="always">
        Messages <UnreadBadge {...args} />
      </Anchor>
    </Group>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Messages 2 unread messages' })).toBeVisible();
    await expect(canvas.getByTestId('unread-badge')).toHaveTextContent('2');
  },
};

export const OneUnread: Story = {
  args: { count: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 unread message')).toBeInTheDocument();
  },
};

/** More than 99: the badge stops at "99+"; the words say so. */
export const ManyUnread: Story = {
  args: { count: 140 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('unread-badge')).toHaveTextContent('99+');
    await expect(canvas.getByText('more than 99 unread messages')).toBeInTheDocument();
  },
};

/** The words a screen reader hears, named by the page (here, the back office's inbox). */
export const OwnWords: Story = {
  args: { count: 3, label: (count: number) => `${count} new from the customer` },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3 new from the customer')).toBeInTheDocument();
  },
};

/** On one unread message in a thread. */
export const NewMarker: Story = {
  args: { count: 1, variant: 'new' },
  render: (args) => (
    <Group gap="xs">
      <Text fw={700}>Marcus at Keystone Insurance Agency</Text>
      <UnreadBadge {...args} />
    </Group>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('unread-badge')).toHaveTextContent('New');
  },
};

/** Nothing unread: nothing at all. */
export const NothingUnread: Story = {
  args: { count: 0 },
  render: (args) => (
    <Group gap="xs">
      <Text>Messages</Text>
      <UnreadBadge {...args} />
    </Group>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('unread-badge')).toBeNull();
  },
};
