import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GuideProse } from '@design-system/GuideLayout/GuideBlocks';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/GuideLayout/GuideProse',
  component: GuideProse,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose: "Paragraphs of running text in a product guide's section (what flood insurance is, who needs it), set at a comfortable reading width.",
          whenNotToUse:
            'Not for lists of points (GuideNumberedList, GuideChecklist) or for text with its own headings (GuideSubsections). Not for one short line under a heading: a Text is enough.',
          accessibility: 'Plain paragraphs, read in order. It adds no heading: the section around it has one.',
        }),
      },
    },
  },
  args: {
    paragraphs: [
      'A standard home policy does not cover flood damage. Flood insurance pays to repair your home and replace your belongings after water from outside rises into it.',
      'Cover comes from the National Flood Insurance Program or from private carriers. Most policies start 30 days after you buy them, so do not wait for the storm season.',
    ],
  },
} satisfies Meta<typeof GuideProse>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paragraphs: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(2);
    await expect(within(canvasElement).getByText(/does not cover flood damage/)).toBeInTheDocument();
  },
};
