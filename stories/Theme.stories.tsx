import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconShieldCheck } from '@tabler/icons-react';
import { expect, within } from 'storybook/test';
import { DesignSystemProvider, PortalTypeScope, usePortalType } from '@design-system/theme/DesignSystemProvider';
import { PORTAL_PRIMARY_COLOR, type PortalType } from '@design-system/theme/theme';
import { withDemoArgs } from './docs/props-table';
import { usage } from './docs/usage';

const PORTAL_NAMES: Record<PortalType, string> = {
  public: 'Public site',
  customer: 'Customer portal',
  lender: 'Lender portal',
  backOffice: 'Back office',
};

/** Buttons, a link and the shades of the palette of the portal type around it. */
function PaletteSample() {
  const portalType = usePortalType();
  const color = PORTAL_PRIMARY_COLOR[portalType];
  const headingId = `palette-${portalType}`;
  return (
    <Paper component="section" withBorder p="lg" aria-labelledby={headingId} data-portal-type={portalType}>
      <Stack gap="md">
        <Group gap="sm">
          <ThemeIcon variant="light" radius="xl" aria-hidden>
            <IconShieldCheck size={18} />
          </ThemeIcon>
          <Title order={2} size="h4" id={headingId}>
            {PORTAL_NAMES[portalType]}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          Primary colour: {color}, filled shade 7
        </Text>
        <Group gap={4} aria-hidden>
          {Array.from({ length: 10 }, (_, shade) => (
            <div
              key={shade}
              title={`${color}.${shade}`}
              style={{ width: 24, height: 24, borderRadius: 4, background: `var(--mantine-color-${color}-${shade})` }}
            />
          ))}
        </Group>
        <Group gap="sm">
          <Button>Get a quote</Button>
          <Button variant="light">Compare plans</Button>
          <Button variant="outline">Call us</Button>
        </Group>
        <Anchor href="#coverage">Read about coverage</Anchor>
      </Stack>
    </Paper>
  );
}

const meta = {
  title: 'Design system/Theme',
  component: withDemoArgs<object>(DesignSystemProvider),
  subcomponents: { PortalTypeScope },
  render: () => <PaletteSample />,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            "DesignSystemProvider: Mantine with the agency's theme for one portal type: the public site, the customer portal (green), the lender portal (blue) or the back office (neutral). The app wraps everything in it once; PortalTypeScope gives a nested area another portal type (the lender pages inside the app).",
          whenNotToUse:
            "Not to change colours of one component: pass props or use the theme's colours. Do not nest a DesignSystemProvider: use PortalTypeScope for an area of another portal type.",
          accessibility:
            "Every palette keeps text and buttons above WCAG AA contrast (the theme's tests check). The provider also sets how design-system links navigate (`linkComponent`), so links and buttons behave as the browser's own.",
        }),
      },
    },
  },
} satisfies Meta<typeof PaletteSample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four palettes side by side, each in its own portal-type scope. */
export const Palettes: Story = {
  render: () => (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 4 }} spacing="lg">
      {(['public', 'customer', 'lender', 'backOffice'] as const).map((portalType) => (
        <PortalTypeScope key={portalType} portalType={portalType}>
          <PaletteSample />
        </PortalTypeScope>
      ))}
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of Object.values(PORTAL_NAMES)) {
      const section = canvas.getByRole('region', { name });
      await expect(within(section).getByRole('button', { name: 'Get a quote' })).toBeInTheDocument();
    }
  },
};

/** The palette chosen by the toolbar's portal type (the Storybook decorator). */
export const Public: Story = {
  globals: { portalType: 'public' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Public site' })).toBeInTheDocument();
  },
};

export const Customer: Story = {
  globals: { portalType: 'customer' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Customer portal' })).toBeInTheDocument();
  },
};

export const Lender: Story = {
  globals: { portalType: 'lender' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Lender portal' })).toBeInTheDocument();
  },
};

export const BackOffice: Story = {
  globals: { portalType: 'backOffice' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Back office' })).toBeInTheDocument();
  },
};
