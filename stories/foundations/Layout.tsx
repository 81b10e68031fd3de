import { Box, Code, Paper, SimpleGrid, Stack, Text, useMantineTheme } from '@mantine/core';
import { ExampleList } from './ExampleList';
import { readableLength, SIZES } from './theme-values';

/** The spacing scale (padding, gaps, margins: p="md", gap="sm"), each drawn as a bar of its length. */
export function SpacingScale() {
  const theme = useMantineTheme();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} aria-label="Spacing">
      {SIZES.map((size) => (
        <Box component="li" key={size} data-testid={`spacing-${size}`} style={{ listStyle: 'none' }}>
          <Text size="sm">
            <Code>{size}</Code> {readableLength(theme.spacing[size], theme.scale)}
          </Text>
          <Box aria-hidden h={12} w={theme.spacing[size]} bg="var(--mantine-primary-color-filled)" />
        </Box>
      ))}
    </Stack>
  );
}

/** The corner radii, the default one marked: it is what a component gets when it is given none. */
export function RadiusScale() {
  const theme = useMantineTheme();
  return (
    <SimpleGrid component="ul" cols={{ base: 2, xs: 3, sm: 5 }} p={0} m={0} aria-label="Radii">
      {SIZES.map((size) => (
        <Box component="li" key={size} data-testid={`radius-${size}`} style={{ listStyle: 'none' }}>
          <Box
            aria-hidden
            h={64}
            bg="var(--mantine-primary-color-light)"
            bd="2px solid var(--mantine-primary-color-filled)"
            style={{ borderRadius: theme.radius[size] }}
          />
          <Text size="sm" mt={4}>
            <Code>{size}</Code>
            {size === theme.defaultRadius ? ' (default)' : ''}
          </Text>
          <Text size="sm">{readableLength(theme.radius[size], theme.scale)}</Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** The shadows, each on a card. */
export function ShadowScale() {
  const theme = useMantineTheme();
  return (
    <SimpleGrid component="ul" cols={{ base: 2, xs: 3, sm: 5 }} spacing="lg" p="xs" m={0} aria-label="Shadows">
      {SIZES.map((size) => (
        <Paper component="li" key={size} shadow={size} p="md" data-testid={`shadow-${size}`} style={{ listStyle: 'none' }} title={theme.shadows[size]}>
          <Code>{size}</Code>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/**
 * What the code does at each breakpoint, from the places that name it (visibleFrom, hiddenFrom, media
 * queries of the same width). Written here by hand: the code has no single list of these.
 */
export const BREAKPOINT_USES: Record<(typeof SIZES)[number], string> = {
  xs: 'The header shows its "Get a quote" button (app/layout/SiteHeader.tsx); the quote page shows the product icon; the success screen sets its details as label and value side by side.',
  sm: 'Phone to tablet. The header swaps the menu button for the full navigation; the home hero and the guides go to two columns (guides: section navigation beside the text); policy search results turn from cards into a table; back-office tables add columns. Up to 768 px the contact widget and the signing frame fill the screen.',
  md: 'The header shows the phone number; guides widen their section navigation; back-office tables add the policy, address and attempts columns.',
  lg: 'Back-office tables add their widest columns: the form kind, who it is assigned to, the phone, the writing company.',
  xl: 'The back-office policy search adds the e-mail column.',
};

/** The breakpoints, their widths and what our layouts do from each one up. */
export function Breakpoints() {
  const theme = useMantineTheme();
  return (
    <ExampleList
      label="Breakpoints"
      rows={SIZES.map((size) => ({
        key: size,
        testId: `breakpoint-${size}`,
        title: <Code>{size}</Code>,
        columns: [
          { label: 'From', value: readableLength(theme.breakpoints[size]), span: 2 },
          { label: 'What changes from there up', value: BREAKPOINT_USES[size], span: 7 },
        ],
      }))}
    />
  );
}
