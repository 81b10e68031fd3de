import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GuideCallToAction } from '@design-system/GuideLayout/GuideCallToAction';
import { LinkProvider } from '@design-system/navigation/LinkContext';
import { StoryRouterLink } from './fixtures/back-office';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/GuideLayout/GuideCallToAction',
  component: GuideCallToAction,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            "The band at the end of a product guide: 'WATCH YOUR SAVINGS ADD UP.', a sentence on bundling, and Get a quote, which leads to the product list.",
          whenNotToUse:
            'Only once, at the end of a guide. Not at the top of a page (ProductHeroBanner has GET A QUOTE) and not in the portals, where customers already have a policy.',
          accessibility: 'A section named by its level 2 heading. Get a quote is a link styled as a button, so it is announced as a link; its arrow is hidden.',
        }),
      },
    },
  },
  decorators: [
    (Story) => (
      <LinkProvider component={StoryRouterLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  args: { text: 'Bundle your home and auto policies and save on both.', href: '/chooseproducts' },
} satisfies Meta<typeof GuideCallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EndOfAGuide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const band = canvas.getByRole('region', { name: 'WATCH YOUR SAVINGS ADD UP.' });
    await expect(within(band).getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', '/chooseproducts');
  },
};
