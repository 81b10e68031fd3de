import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GuideNumberedList } from '@design-system/GuideLayout/GuideBlocks';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/GuideLayout/GuideNumberedList',
  component: GuideNumberedList,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose: 'A numbered list of points in a product guide, each a bold title and a sentence: tips to lower a premium, the steps of a claim.',
          whenNotToUse: 'Not when the order means nothing and the points are short: use GuideChecklist. Not for cards that compare options: use GuideCardGrid.',
          accessibility:
            'An ordered list, so a screen reader says how many points there are and which one it is reading. The titles are bold text, not headings.',
        }),
      },
    },
  },
  args: {
    items: [
      { title: 'Know your flood zone', description: 'Your zone on the FEMA map sets much of the price. Ask us to look it up for your address.' },
      { title: 'Raise your deductible', description: 'A higher deductible lowers the premium; choose one you could pay after a flood.' },
      { title: 'Elevate your utilities', description: 'A furnace and water heater above the flood line can lower the premium and the damage.' },
    ],
  },
} satisfies Meta<typeof GuideNumberedList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tips: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};
