import { Box } from '@mantine/core';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { IconCarGarage, IconHomeCog } from '@tabler/icons-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductGrid, type ProductGridItem } from '@design-system/ProductGrid/ProductGrid';
import { usage } from './docs/usage';

/** Clicks run their handlers but do not leave the story (the links lead to the app's pages). */
const stayOnStory: Decorator = (Story) => (
  <Box onClickCapture={(event) => event.preventDefault()}>
    <Story />
  </Box>
);

const PRODUCTS: ProductGridItem[] = [
  { title: 'Home', description: 'Your house, your belongings and your liability.', href: '/quotes/home?productType=Home+Insurance' },
  { title: 'Auto', description: 'Cars, drivers and the road ahead.', href: '/quotes/auto?productType=Auto+Insurance' },
  { title: 'Flood', description: 'What a standard home policy leaves out.', href: '/quotes/flood?productType=Flood+Insurance' },
  { title: 'Business', description: 'Liability and property for your company.', href: '/quotes/commercial?productType=Business+Insurance' },
  {
    title: 'Home Warranty',
    description: 'Home systems and appliances.',
    href: 'https://www.keystone-warranty.example/home-warranty/quote',
    external: true,
    icon: IconHomeCog,
    badge: 'Partner site',
  },
  {
    title: 'Auto Warranty',
    description: 'Repairs after the factory warranty.',
    href: 'https://www.keystone-warranty.example/auto-warranty/quote',
    external: true,
    icon: IconCarGarage,
    badge: 'Partner site',
  },
];

const meta = {
  title: 'Design system/ProductGrid',
  component: ProductGrid,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            "The public site's grid of insurance products, each a ProductCard with GET A QUOTE. Every quote click pushes `{ event: 'click', category: 'Get Quote', label: <title> }` to the analytics data layer.",
          whenNotToUse: 'Not for a single product (use ProductCard) or for guide links (GuideRelatedProducts).',
          accessibility:
            "A list of cards, so a screen reader says how many products there are; each card's title is a heading (`headingOrder`). One column on phones, two from xs, three from md, in reading order.",
        }),
      },
    },
  },
  decorators: [stayOnStory],
  args: { products: PRODUCTS, onQuoteClick: fn() },
  argTypes: { products: { control: false } },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const lastDataLayerEvent = () => window.dataLayer?.at(-1);

export const Usage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(PRODUCTS.length);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(PRODUCTS.map((product) => product.title));
    await expect(canvas.getByRole('link', { name: 'GET A QUOTE for Business' })).toHaveAttribute('href', '/quotes/commercial?productType=Business+Insurance');
  },
};

export const ClickPushesToDataLayer: Story = {
  play: async ({ canvasElement, args }) => {
    // The data layer is made when missing.
    delete window.dataLayer;
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'GET A QUOTE for Auto' }));
    await expect(window.dataLayer).toHaveLength(1);
    await expect(lastDataLayerEvent()).toEqual({ event: 'click', category: 'Get Quote', label: 'Auto' });
    await expect(args.onQuoteClick).toHaveBeenCalledWith(expect.objectContaining({ title: 'Auto' }));

    // ... and kept when present.
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'GET A QUOTE for Flood' }));
    await expect(window.dataLayer).toHaveLength(2);
    await expect(lastDataLayerEvent()).toEqual({ event: 'click', category: 'Get Quote', label: 'Flood' });
  },
};

export const WarrantyCardsOpenANewTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const title of ['Home Warranty', 'Auto Warranty']) {
      const link = canvas.getByRole('link', { name: `GET A QUOTE for ${title} (opens in a new tab)` });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      await expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    await userEvent.click(canvas.getByRole('link', { name: /Home Warranty/ }));
    await expect(lastDataLayerEvent()).toEqual({ event: 'click', category: 'Get Quote', label: 'Home Warranty' });
    // Our own quote pages stay in this tab.
    await expect(canvas.getByRole('link', { name: 'GET A QUOTE for Home' })).not.toHaveAttribute('target');
  },
};
