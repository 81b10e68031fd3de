import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconCar, IconHome, IconUmbrella } from '@tabler/icons-react';
import { expect, within } from 'storybook/test';
import { GuideRelatedProducts } from '@design-system/GuideLayout/GuideBlocks';
import { LinkProvider } from '@design-system/navigation/LinkContext';
import { StoryRouterLink } from './fixtures/back-office';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/GuideLayout/GuideRelatedProducts',
  component: GuideRelatedProducts,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose: 'Links from one product guide to the guides of related products (home to flood and umbrella), at the end of a guide.',
          whenNotToUse: 'Not for quotes (ProductGrid, GuideCallToAction) or for links to pages other than product guides (LinkCard).',
          accessibility:
            "A list of links, each named by its product's title; the arrow is hidden. They navigate through the app's router (DsLink), and show the focus outline.",
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
  args: {
    items: [
      { title: 'Home Insurance', href: '/insurance/home', icon: <IconHome size={22} aria-hidden /> },
      { title: 'Auto Insurance', href: '/insurance/auto', icon: <IconCar size={22} aria-hidden /> },
      { title: 'Umbrella Insurance', href: '/insurance/umbrella', icon: <IconUmbrella size={22} aria-hidden /> },
    ],
  },
  argTypes: { items: { control: false } },
} satisfies Meta<typeof GuideRelatedProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromTheFloodGuide: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Umbrella Insurance' });
    await expect(link).toHaveAttribute('href', '/insurance/umbrella');
    await expect(link).toHaveAttribute('data-router-link');
  },
};
