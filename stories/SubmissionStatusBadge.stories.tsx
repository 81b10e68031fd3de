import { Group } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SubmissionStatusBadge } from '@design-system/BackOffice/SubmissionStatusBadge';
import { SUBMISSION_STATUSES } from '@design-system/BackOffice/submission-status';
import { usage } from './docs/usage';

const meta = {
  title: 'Back office/SubmissionStatusBadge',
  component: SubmissionStatusBadge,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            "A submission's status in the back office (Received, In review, Sent to carrier, Completed, Declined), in the inbox table and on the submission's page.",
          whenNotToUse: "Not for a policy's status (use PolicyStatusBadge) or in the portals: customers see their request status in words.",
          accessibility: 'Plain text in a badge, dark on a pale fill above 4.5:1 contrast, never cut short; the word carries the meaning. Not focusable.',
        }),
      },
    },
  },
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
