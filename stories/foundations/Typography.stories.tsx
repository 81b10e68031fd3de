import { DEFAULT_THEME } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createAgencyTheme } from '@design-system/theme/theme';
import { FontFamilies, FontSizes, HeadingSizes } from './Typography';

const meta = {
  title: 'Foundations/Examples/Typography',
  component: FontSizes,
  tags: ['!autodocs'],
} satisfies Meta<typeof FontSizes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The body sizes in px and with their line heights. */
export const Sizes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('font-size-md')).toHaveTextContent(`1rem (16 px), ${DEFAULT_THEME.lineHeights.md}`);
    await expect(canvas.getByTestId('font-size-xs')).toHaveTextContent('0.75rem (12 px)');
    await expect(within(canvas.getByRole('list', { name: 'Font sizes' })).getAllByRole('listitem')).toHaveLength(5);
  },
};

export const Headings: Story = {
  render: () => <HeadingSizes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const weight = createAgencyTheme('public').headings?.fontWeight;
    await expect(canvas.getByTestId('heading-h1')).toHaveTextContent(`2.125rem (34 px), ${DEFAULT_THEME.headings.sizes.h1.lineHeight}, ${weight}`);
    // Samples, not headings: the docs page keeps its own outline.
    await expect(canvas.queryAllByRole('heading')).toHaveLength(0);
  },
};

export const Families: Story = {
  render: () => <FontFamilies />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByTestId('family-Body text')).getByText(createAgencyTheme('public').fontFamily!)).toBeInTheDocument();
  },
};
