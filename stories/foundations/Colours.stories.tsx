import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contrastRatio, formatRatio, meetsAA } from '@design-system/theme/contrast';
import { AGENCY_PALETTES, agencyCssVariables, createAgencyTheme } from '@design-system/theme/theme';
import { ColourPalettes, LookPalette, TextColours } from './Colours';
import { agencyTheme, LOOKS } from './theme-values';

const meta = {
  title: 'Foundations/Examples/Colours',
  component: LookPalette,
  tags: ['!autodocs'],
  args: { portalType: 'customer' },
} satisfies Meta<typeof LookPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer portal's palette: its filled shade shows the theme's hex and its computed ratios. */
export const CustomerPalette: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Customer portal: customerGreen' })).toBeInTheDocument();
    const filled = within(canvas.getByTestId('swatch-customerGreen.7'));
    const hex = AGENCY_PALETTES.customerGreen[7];
    await expect(filled.getByText('customerGreen.7 (filled)')).toBeInTheDocument();
    await expect(filled.getByTestId('hex')).toHaveTextContent(hex);
    await expect(filled.getByTestId('ratio-white')).toHaveTextContent(formatRatio(contrastRatio(hex, '#ffffff')));
    await expect(filled.getByTestId('ratio-text')).toHaveTextContent(formatRatio(contrastRatio(hex, '#000000')));
    // White text on the filled shade passes AA (the theme's promise); black text on it does not; white on the palest shade fails.
    await expect(filled.getByTestId('verdict-white')).toHaveTextContent('AA normal: pass');
    await expect(meetsAA(contrastRatio(hex, '#000000')).normalText).toBe(false);
    await expect(filled.getByTestId('verdict-text')).toHaveTextContent('AA normal: fail');
    await expect(within(canvas.getByTestId('swatch-customerGreen.0')).getByTestId('verdict-white')).toHaveTextContent('AA normal: fail');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
  },
};

/** Every look's palette, one section each. */
export const AllLooks: Story = {
  render: () => <ColourPalettes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const { portalType, name } of LOOKS) {
      const color = createAgencyTheme(portalType).primaryColor;
      await expect(canvas.getByRole('region', { name: `${name}: ${color}` })).toBeInTheDocument();
    }
  },
};

/** The text colours, the agency's dimmed grey and error red among them. */
export const Text: Story = {
  render: () => <TextColours />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { light } = agencyCssVariables(agencyTheme('public'));
    const dimmed = within(canvas.getByTestId('swatch-Dimmed text'));
    await expect(dimmed.getByTestId('hex')).toHaveTextContent(light['--mantine-color-dimmed']!);
    await expect(dimmed.getByTestId('ratio-white')).toHaveTextContent(formatRatio(contrastRatio(light['--mantine-color-dimmed']!, '#fff')));
    await expect(within(canvas.getByTestId('swatch-Text')).getByTestId('ratio-white')).toHaveTextContent('21.00:1');
  },
};
