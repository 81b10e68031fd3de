import { Group } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PolicyStatusBadge } from '@design-system/PolicyStatusBadge/PolicyStatusBadge';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/PolicyStatusBadge',
  component: PolicyStatusBadge,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            "A policy's status in the customer's policy search results (Active, Pending, Expired, Cancelled...), each tone in its own colour. An empty status reads Active, the spec's default.",
          whenNotToUse: 'Not for back-office submissions (use SubmissionStatusBadge) or whether the agency is open (use BusinessHoursBadge).',
          accessibility:
            'Plain text in a badge, dark on a pale fill above 4.5:1 contrast; the word carries the meaning, the colour only repeats it. Not focusable.',
        }),
      },
    },
  },
  args: { status: 'Active' },
} satisfies Meta<typeof PolicyStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Usage: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Active').closest('[data-tone]')).toHaveAttribute('data-tone', 'active');
  },
};

/** Seed 001 §4: active green, pending yellow, expired red, cancelled grey, anything else grey. */
export const EveryStatus: Story = {
  render: () => (
    <Group>
      {['Active', 'Pending', 'Expired', 'Cancelled', 'Lapsed', ''].map((status) => (
        <PolicyStatusBadge key={status || 'empty'} status={status} />
      ))}
    </Group>
  ),
  play: async ({ canvasElement }) => {
    const badges = [...canvasElement.querySelectorAll('[data-tone]')];
    await expect(badges.map((badge) => [badge.textContent, badge.getAttribute('data-tone')])).toEqual([
      ['Active', 'active'],
      ['Pending', 'pending'],
      ['Expired', 'expired'],
      ['Cancelled', 'neutral'],
      ['Lapsed', 'neutral'],
      ['Active', 'active'],
    ]);
  },
};
