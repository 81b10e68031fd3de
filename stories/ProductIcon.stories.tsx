import { Group, Stack, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PRODUCT_DISPLAY_NAMES } from '@contracts/products';
import { ProductIcon } from '@design-system/ProductIcon/ProductIcon';
import { usage } from './docs/usage';

// Every product the agency quotes, and one it does not (its icon falls back).
const PRODUCTS = [...PRODUCT_DISPLAY_NAMES, 'Boat Insurance'];

const meta = {
  title: 'Design system/ProductIcon',
  component: ProductIcon,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            "The icon of an insurance product in a round badge, found from the product's name (home, auto, flood, pet, life...), on the quote pages and product guides.",
          whenNotToUse: "Not as the only sign of which product is meant: always with the product's name. Not as a button.",
          accessibility: 'Decorative: hidden from screen readers, so the name beside it is what is read.',
        }),
      },
    },
  },
  args: { productType: 'Home Insurance' },
} satisfies Meta<typeof ProductIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Usage: Story = {
  play: async ({ canvasElement }) => {
    // Decorative: hidden from screen readers, so the words beside it must name the product.
    const badge = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(badge).not.toBeNull();
    await expect(badge?.querySelector('svg')).not.toBeNull();
  },
};

export const Small: Story = {
  args: { productType: 'auto', size: 32 },
};

export const AllProducts: Story = {
  render: (args) => (
    <Group gap="xl">
      {PRODUCTS.map((productType) => (
        <Stack key={productType} align="center" gap={4} w={120}>
          <ProductIcon {...args} productType={productType} />
          <Text size="sm" ta="center">
            {productType}
          </Text>
        </Stack>
      ))}
    </Group>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const productType of PRODUCTS) await expect(canvas.getByText(productType)).toBeInTheDocument();
    // 'Boat Insurance' has no icon of its own and gets the shield, which differs from the house.
    const icons = [...canvasElement.querySelectorAll('svg')].map((svg) => svg.getAttribute('class'));
    await expect(icons[PRODUCTS.indexOf('Boat Insurance')]).not.toEqual(icons[PRODUCTS.indexOf('Home Insurance')]);
  },
};
