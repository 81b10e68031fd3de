import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HeroArtwork } from '@design-system/HeroArtwork/HeroArtwork';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/HeroArtwork',
  component: HeroArtwork,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose: "The home page's hero picture: an umbrella over a house, a car and the products around it, drawn for the primary-coloured hero band.",
          whenNotToUse: 'Not anywhere else: product pages have ProductHeroBanner with their own pictures. Not for anything that carries meaning.',
          accessibility: "Decorative: hidden from screen readers (`aria-hidden`) and never focusable, so the hero's heading and text carry the message.",
        }),
      },
    },
  },
  // Made for the primary-coloured hero band.
  decorators: [
    (Story) => (
      <Box p="lg" maw={560} style={{ background: 'linear-gradient(135deg, var(--mantine-color-brand-9), var(--mantine-color-brand-7))', borderRadius: 16 }}>
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof HeroArtwork>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Usage: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg[data-hero-artwork]');
    await expect(svg).not.toBeNull();
    // Decoration: hidden from assistive technology, and nothing in it takes focus.
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('focusable', 'false');
    await expect(svg?.getAttribute('viewBox')).toBe('0 0 520 440');
  },
};

export const Narrow: Story = {
  args: { width: 280 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg[data-hero-artwork]')).toHaveAttribute('width', '280');
  },
};
