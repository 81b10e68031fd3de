import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createAgencyTheme } from '@design-system/theme/theme';
import { Breakpoints, RadiusScale, ShadowScale, SpacingScale } from './Layout';

const meta = {
  title: 'Foundations/Examples/Layout',
  component: Breakpoints,
  tags: ['!autodocs'],
} satisfies Meta<typeof Breakpoints>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The theme's breakpoints (ours, not Mantine's defaults), in em and px. */
export const BreakpointTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { breakpoints } = createAgencyTheme('public');
    await expect(breakpoints?.sm).toBe('48em');
    await expect(canvas.getByTestId('breakpoint-sm')).toHaveTextContent('48em (768 px)');
    await expect(canvas.getByTestId('breakpoint-md')).toHaveTextContent(`${breakpoints?.md} (`);
    await expect(canvas.getByTestId('breakpoint-sm')).toHaveTextContent('menu button');
  },
};

export const Spacing: Story = {
  render: () => <SpacingScale />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('spacing-xl')).toHaveTextContent('2rem (32 px)');
  },
};

/** The default radius is the theme's ('md'). */
export const Radii: Story = {
  render: () => <RadiusScale />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId(`radius-${createAgencyTheme('public').defaultRadius}`)).toHaveTextContent('(default)');
    await expect(canvas.getAllByText('(default)', { exact: false })).toHaveLength(1);
  },
};

export const Shadows: Story = {
  render: () => <ShadowScale />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(5);
  },
};
