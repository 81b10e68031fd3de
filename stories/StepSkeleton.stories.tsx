import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StepSkeleton } from '@design-system/FormShell/StepSkeleton/StepSkeleton';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/FormShell/StepSkeleton',
  component: StepSkeleton,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose: 'The grey shapes shown for the 400 ms of a step change in FormShell, so the page does not jump.',
          whenNotToUse: 'Not for slow loading of data: use a Loader with words. Not on its own outside the form shell.',
          accessibility: '`aria-busy`, with a hidden status "Loading the next step"; the shapes themselves are not read.',
        }),
      },
    },
  },
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
