import { Group } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PolicyStatusBadge } from '@design-system/PolicyStatusBadge/PolicyStatusBadge';

const meta = {
  title: 'Design system/PolicyStatusBadge',
  component: PolicyStatusBadge,
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
