import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GuideSubsections } from '@design-system/GuideLayout/GuideBlocks';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/GuideLayout/GuideSubsections',
  component: GuideSubsections,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            'A section of a product guide split into parts, each with its heading and paragraphs, after an optional introduction: the kinds of life insurance, the parts of an auto policy.',
          whenNotToUse: 'Not for one block of text (GuideProse) or for short comparisons (GuideCardGrid).',
          accessibility: "Each part's title is a level 3 heading under the section's level 2 heading, so screen reader users can move between them.",
        }),
      },
    },
  },
  args: {
    overview: 'Life insurance comes in two main kinds. Which suits you depends on how long your family needs the cover.',
    sections: [
      {
        title: 'Term life',
        paragraphs: ['Cover for a set number of years, often until a mortgage is paid off. It costs less and pays only if you die within the term.'],
      },
      { title: 'Whole life', paragraphs: ['Cover for your whole life, with a cash value that grows. It costs more, and you can borrow against it.'] },
    ],
  },
} satisfies Meta<typeof GuideSubsections>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KindsOfLifeInsurance: Story = {
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement).getAllByRole('heading', { level: 3 });
    await expect(headings.map((heading) => heading.textContent)).toEqual(['Term life', 'Whole life']);
  },
};
