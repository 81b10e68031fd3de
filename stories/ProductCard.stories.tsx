import { Box, SimpleGrid } from '@mantine/core';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { IconHomeCog } from '@tabler/icons-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductCard } from '@design-system/ProductCard/ProductCard';
import { usage } from './docs/usage';

/** Clicks run their handlers but do not leave the story (the links lead to the app's pages). */
const stayOnStory: Decorator = (Story) => (
  <Box maw={360} onClickCapture={(event) => event.preventDefault()}>
    <Story />
  </Box>
);

const meta = {
  title: 'Design system/ProductCard',
  component: ProductCard,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            "One insurance product on the public site's product grid: icon, title, a sentence and GET A QUOTE. A partner's product (`external`) opens its site in a new tab.",
          whenNotToUse:
            'Not for links to other pages without a quote: use LinkCard. To show several products use ProductGrid, which also sends the analytics event.',
          accessibility:
            'The title is a heading (level 3 by default, `headingOrder`), so screen reader users can jump between cards. The button reads "GET A QUOTE for Flood", and "(opens in a new tab)" for a partner\'s site; its icons are hidden.',
        }),
      },
    },
  },
  decorators: [stayOnStory],
  args: {
    title: 'Flood',
    description: 'The flood cover a standard home policy leaves out, from the federal program or private carriers.',
    href: '/quotes/flood?productType=Flood+Insurance',
    onQuoteClick: fn(),
  },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Usage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Flood' })).toBeInTheDocument();
    const quote = canvas.getByRole('link', { name: 'GET A QUOTE for Flood' });
    await expect(quote).toHaveAttribute('href', '/quotes/flood?productType=Flood+Insurance');
    await expect(quote).not.toHaveAttribute('target');
    await userEvent.click(quote);
    await expect(args.onQuoteClick).toHaveBeenCalledTimes(1);
  },
};

export const ExternalPartner: Story = {
  args: {
    title: 'Home Warranty',
    description: 'Repair or replacement of home systems and appliances when they break down from normal wear.',
    href: 'https://www.keystone-warranty.example/home-warranty/quote',
    external: true,
    icon: IconHomeCog,
    badge: 'Partner site',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const quote = canvas.getByRole('link', { name: 'GET A QUOTE for Home Warranty (opens in a new tab)' });
    await expect(quote).toHaveAttribute('target', '_blank');
    await expect(quote.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    await expect(canvas.getByText('Partner site')).toBeInTheDocument();
    await userEvent.click(quote);
    await expect(args.onQuoteClick).toHaveBeenCalledTimes(1);
  },
};

export const HeadingLevel: Story = {
  args: { title: 'Life', headingOrder: 2, href: '/quotes/life?productType=Life+Insurance' },
  render: (args) => (
    <SimpleGrid cols={1}>
      <ProductCard {...args} />
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Life' })).toBeInTheDocument();
  },
};
