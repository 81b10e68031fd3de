import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HeroArtwork } from '@design-system/HeroArtwork/HeroArtwork';

const meta = {
  title: 'Design system/HeroArtwork',
  component: HeroArtwork,
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
