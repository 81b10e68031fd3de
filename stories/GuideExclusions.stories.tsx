import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GuideExclusions } from '@design-system/GuideLayout/GuideBlocks';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/GuideLayout/GuideExclusions',
  component: GuideExclusions,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose: 'What a product usually does not cover, in a grey box under its own heading, so visitors are not surprised at claim time.',
          whenNotToUse: 'Not for what is covered (GuideChecklist) or for warnings about a form (ImportantNotice).',
          accessibility: 'A level 3 heading (the `title`) and a list; the minus icons are hidden, so the heading carries the "not covered" meaning.',
        }),
      },
    },
  },
  args: {
    title: 'What flood insurance usually does not cover',
    items: ['Damage from moisture or mold you could have prevented', 'Cars (your auto policy covers them)', 'Money, precious metals and papers'],
  },
} satisfies Meta<typeof GuideExclusions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Flood: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'What flood insurance usually does not cover' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
