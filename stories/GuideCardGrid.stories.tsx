import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconBed, IconHome, IconSofa } from '@tabler/icons-react';
import { expect, within } from 'storybook/test';
import { GuideCardGrid } from '@design-system/GuideLayout/GuideBlocks';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/GuideLayout/GuideCardGrid',
  component: GuideCardGrid,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            'Cards in a grid in a product guide: the coverages of a policy, the kinds of policy, what sets the price. Each card has a title and a sentence, with an icon or an accent border.',
          whenNotToUse: 'Not for links: cards here are not clickable (use GuideRelatedProducts or LinkCard). Not for steps in order: use GuideNumberedList.',
          accessibility:
            'A list of cards, so a screen reader says how many there are. Each title is a heading (level 3 by default, `headingLevel` 4 under a sub-section), so the cards show in the page outline. Icons are hidden.',
        }),
      },
    },
  },
  args: {
    columns: 3,
    items: [
      { title: 'Dwelling', description: 'The house itself: walls, roof, floors, built-in appliances.', icon: <IconHome size={22} /> },
      { title: 'Personal property', description: 'Your furniture, clothes and electronics, at home or away.', icon: <IconSofa size={22} /> },
      { title: 'Loss of use', description: 'A hotel and meals while your home is being repaired.', icon: <IconBed size={22} /> },
    ],
  },
  argTypes: { items: { control: false } },
} satisfies Meta<typeof GuideCardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Coverages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Dwelling', 'Personal property', 'Loss of use']);
  },
};

/** Without icons each card gets an accent border; under a sub-section the titles are level 4. */
export const WithoutIcons: Story = {
  args: {
    columns: 2,
    headingLevel: 4,
    items: [
      { title: 'Where you live', description: 'Coastal and flood-zone addresses cost more to insure.' },
      { title: 'Your claims history', description: 'Recent claims raise the premium for a few years.' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 4 })).toHaveLength(2);
  },
};
