import { Group } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SubmissionStatusBadge } from '@design-system/BackOffice/SubmissionStatusBadge';
import { SUBMISSION_STATUSES } from '@design-system/BackOffice/submission-status';

const meta = {
  title: 'Back office/SubmissionStatusBadge',
  component: SubmissionStatusBadge,
  globals: { portalType: 'backOffice' },
  args: { status: 'received' },
  argTypes: { status: { control: 'select', options: SUBMISSION_STATUSES } },
} satisfies Meta<typeof SubmissionStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Usage: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Received')).toBeVisible();
  },
};

/** Every status, in the order a submission moves through them. */
export const EveryStatus: Story = {
  render: () => (
    <Group>
      {SUBMISSION_STATUSES.map((status) => (
        <SubmissionStatusBadge key={status} status={status} />
      ))}
    </Group>
  ),
  play: async ({ canvasElement }) => {
    const badges = [...canvasElement.querySelectorAll('[data-status]')];
    await expect(badges.map((badge) => [badge.getAttribute('data-status'), badge.textContent])).toEqual([
      ['received', 'Received'],
      ['in_review', 'In review'],
      ['sent_to_carrier', 'Sent to carrier'],
      ['completed', 'Completed'],
      ['declined', 'Declined'],
    ]);
  },
};
