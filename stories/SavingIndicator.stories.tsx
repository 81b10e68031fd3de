import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SavingIndicator } from '@design-system/SavingIndicator';

const meta = {
  title: 'Design system/SavingIndicator',
  component: SavingIndicator,
  globals: { portalType: 'customer' },
  args: { status: 'saving' },
} satisfies Meta<typeof SavingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saving: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Saving...');
  },
};

export const Saved: Story = {
  args: { status: 'saved' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Saved');
  },
};

export const Hidden: Story = {
  args: { status: 'idle' },
  play: async ({ canvasElement }) => {
    // The live region stays, empty, so the next 'Saving...' is announced.
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('');
  },
};
