import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StepSkeleton } from '@design-system/StepSkeleton';

const meta = {
  title: 'Design system/StepSkeleton',
  component: StepSkeleton,
  args: { fields: 3 },
} satisfies Meta<typeof StepSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Usage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('step-skeleton')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the next step');
  },
};

export const FiveFields: Story = {
  args: { fields: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('step-skeleton').children).toHaveLength(6);
  },
};
