import type { Meta, StoryObj } from '@storybook/react-vite';
import { Group } from '@mantine/core';
import { expect, within } from 'storybook/test';
import { BusinessHoursBadge } from '@design-system/BusinessHoursBadge/BusinessHoursBadge';
import { BUSINESS_STATUSES } from '@design-system/BusinessHoursBadge/business-status';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/BusinessHoursBadge',
  component: BusinessHoursBadge,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            'Whether the agency is open right now: "Open now", "Closing soon", "Opening soon" or "Closed now", with a coloured dot. The public site\'s contact panel shows it beside the business hours.',
          whenNotToUse:
            "Not for a policy's or a submission's status: use PolicyStatusBadge or SubmissionStatusBadge. It does not replace the hours themselves: write them out beside it.",
          accessibility:
            "Plain text: the words carry the meaning and the dot's colour only repeats it, so nothing depends on seeing colour. It is not focusable and a change of status is not announced.",
        }),
      },
    },
  },
  args: { status: 'open' },
  argTypes: { status: { control: 'inline-radio', options: [...BUSINESS_STATUSES] } },
} satisfies Meta<typeof BusinessHoursBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const expectBadge = async (canvasElement: HTMLElement, status: string, words: string) => {
  const badge = within(canvasElement).getByText(words).closest('[data-status]');
  await expect(badge).toHaveAttribute('data-status', status);
};

export const Open: Story = {
  play: async ({ canvasElement }) => expectBadge(canvasElement, 'open', 'Open now'),
};

export const ClosingSoon: Story = {
  args: { status: 'closing-soon' },
  play: async ({ canvasElement }) => expectBadge(canvasElement, 'closing-soon', 'Closing soon'),
};

export const OpeningSoon: Story = {
  args: { status: 'opening-soon' },
  play: async ({ canvasElement }) => expectBadge(canvasElement, 'opening-soon', 'Opening soon'),
};

export const Closed: Story = {
  args: { status: 'closed' },
  play: async ({ canvasElement }) => expectBadge(canvasElement, 'closed', 'Closed now'),
};

/** The four states side by side: the words differ, not only the dot's colour. */
export const AllStates: Story = {
  render: (args) => (
    <Group gap="sm">
      {BUSINESS_STATUSES.map((status) => (
        <BusinessHoursBadge key={status} {...args} status={status} />
      ))}
    </Group>
  ),
  play: async ({ canvasElement }) => {
    const badges = canvasElement.querySelectorAll('[data-status]');
    await expect([...badges].map((badge) => badge.textContent)).toEqual(['Open now', 'Closing soon', 'Opening soon', 'Closed now']);
  },
};
