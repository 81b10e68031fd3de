import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GuideChecklist } from '@design-system/GuideLayout/GuideBlocks';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/GuideLayout/GuideChecklist',
  component: GuideChecklist,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose: 'A short list with a green tick before each item in a product guide: what a policy covers, what to have ready for a quote.',
          whenNotToUse:
            'Not for what a policy does not cover: use GuideExclusions. Not for points that need a title and an explanation: use GuideNumberedList.',
          accessibility: 'A plain list; the ticks are hidden from screen readers, so each item is read as its words alone.',
        }),
      },
    },
  },
  args: { items: ['Vet bills after an accident or illness', 'Tests, surgery and hospital stays', 'Prescribed medicines'] },
} satisfies Meta<typeof GuideChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WhatPetInsuranceCovers: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(meta.args.items);
  },
};
