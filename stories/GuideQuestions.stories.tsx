import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GuideQuestions } from '@design-system/GuideLayout/GuideBlocks';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/GuideLayout/GuideQuestions',
  component: GuideQuestions,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            "A product guide's Common Questions: the questions people ask before buying, each answered in a few plain sentences. The same items make the page's FAQPage data for search engines.",
          whenNotToUse:
            'Not for long explanations with their own sub-topics (GuideSubsections), and not for questions the page does not answer in full: a question shown here is one a search result may quote on its own.',
          accessibility:
            'Each question is a level 3 heading under the section’s own heading, so screen reader users can jump from question to question; the answers are plain paragraphs. Nothing is hidden behind a disclosure: the answers read without script.',
        }),
      },
    },
  },
  args: {
    items: [
      {
        question: 'Does homeowners insurance cover flood damage?',
        answer: ['No. Homeowners, condo and renters policies exclude damage from flooding, so you need a separate flood policy.'],
      },
      {
        question: 'How long before a flood policy takes effect?',
        answer: [
          'A new NFIP policy usually takes effect 30 days after you buy it.',
          'There are a few exceptions, such as a policy bought when a lender requires it.',
        ],
      },
    ],
  },
} satisfies Meta<typeof GuideQuestions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoQuestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Does homeowners insurance cover flood damage?',
      'How long before a flood policy takes effect?',
    ]);
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(3);
  },
};
