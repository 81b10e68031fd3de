import { SimpleGrid } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconCar, IconHome, IconRipple, IconUmbrella } from '@tabler/icons-react';
import { expect, within } from 'storybook/test';
import { LinkCard } from '@design-system/LinkCard/LinkCard';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/LinkCard',
  component: LinkCard,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            'A whole-card link to a page: icon, title and one line of description. The customer-service menus and the page-not-found page use a grid of them.',
          whenNotToUse: 'Not for products with a quote action: use ProductCard. Not for an action that is not navigation.',
          accessibility:
            "The whole card is one link, named by its title and description; the icon is hidden. It navigates through the app's router (DsLink) and shows the focus ring around the card.",
        }),
      },
    },
  },
  args: {
    title: 'Home insurance',
    description: 'Cover for your house, your things and your liability.',
    href: '/insurance/home',
    icon: IconHome,
  },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof LinkCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Usage: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /home insurance/i });
    await expect(link).toHaveAttribute('href', '/insurance/home');
    await expect(link).toHaveTextContent('Cover for your house, your things and your liability.');
    // The icon is decoration: the link's name is its words.
    await expect(link.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Grid: Story = {
  render: () => (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <LinkCard title="Home insurance" description="Your house and your things." href="/insurance/home" icon={IconHome} />
      <LinkCard title="Auto insurance" description="Cars, trucks and motorcycles." href="/insurance/auto" icon={IconCar} />
      <LinkCard title="Flood insurance" description="What home insurance leaves out." href="/insurance/flood" icon={IconRipple} />
      <LinkCard title="Umbrella insurance" description="Liability above your other policies." href="/insurance/umbrella" icon={IconUmbrella} />
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/insurance/home', '/insurance/auto', '/insurance/flood', '/insurance/umbrella']);
  },
};
