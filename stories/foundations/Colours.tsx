import { Box, Code, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { contrastRatio, formatRatio, meetsAA } from '@design-system/theme/contrast';
import type { PortalType } from '@design-system/theme/theme';
import { agencyTheme, LOOKS, primaryColorOf, textColours } from './theme-values';

/** AA pass or fail for normal and large text; a failure in bold, in the theme's error colour. */
function AAVerdict({ ratio, testId }: { ratio: number; testId: string }) {
  const { normalText, largeText } = meetsAA(ratio);
  const verdict = (passes: boolean, kind: string) => (
    <Text span size="xs" fw={passes ? 400 : 700} c={passes ? undefined : 'var(--mantine-color-error)'}>
      AA {kind}: {passes ? 'pass' : 'fail'}
    </Text>
  );
  return (
    <Group gap={8} wrap="wrap" data-testid={testId}>
      {verdict(normalText, 'normal')}
      {verdict(largeText, 'large')}
    </Group>
  );
}

type SwatchProps = {
  name: string;
  hex: string;
  /** The theme's white. */
  white: string;
  /** The theme's text colour; left out for the text colours themselves. */
  text?: string;
  note?: string;
};

/** One colour with its hex and its contrast against white and against the text colour. */
export function Swatch({ name, hex, white, text, note }: SwatchProps) {
  const onWhite = contrastRatio(hex, white);
  const onText = text === undefined ? undefined : contrastRatio(hex, text);
  return (
    <Paper component="li" withBorder radius="md" p="xs" data-testid={`swatch-${name}`} style={{ listStyle: 'none' }}>
      <Box aria-hidden h={40} mb="xs" style={{ background: hex, borderRadius: 'var(--mantine-radius-sm)', border: '1px solid rgba(0, 0, 0, 0.1)' }} />
      <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {name}
        {note ? ` (${note})` : ''}
      </Text>
      <Code data-testid="hex">{hex}</Code>
      <Stack gap={2} mt="xs">
        <Text size="xs">
          With white <Code>{white}</Code>: <span data-testid="ratio-white">{formatRatio(onWhite)}</span>
        </Text>
        <AAVerdict ratio={onWhite} testId="verdict-white" />
        {text !== undefined && onText !== undefined ? (
          <>
            <Text size="xs" mt={4}>
              With the text colour <Code>{text}</Code>: <span data-testid="ratio-text">{formatRatio(onText)}</span>
            </Text>
            <AAVerdict ratio={onText} testId="verdict-text" />
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}

const SWATCH_COLUMNS = { base: 2, sm: 3, md: 5 } as const;

/** The palette a look's primary colour comes from, shade 0 to 9, its filled shade marked. */
export function LookPalette({ portalType }: { portalType: PortalType }) {
  const theme = agencyTheme(portalType);
  const { text } = textColours(theme);
  const color = primaryColorOf(portalType);
  const name = LOOKS.find((look) => look.portalType === portalType)?.name ?? portalType;
  const filledShade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  const headingId = `palette-${portalType}`;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" data-portal-type={portalType}>
      <Title order={3} size="h4" id={headingId}>
        {name}: {color}
      </Title>
      <Text size="sm">
        Primary colour <Code>{color}</Code>; buttons, links and other filled parts use shade {filledShade}.
      </Text>
      <SimpleGrid component="ul" cols={SWATCH_COLUMNS} spacing="sm" p={0} m={0}>
        {(theme.colors[color] ?? []).map((hex, shade) => (
          <Swatch key={shade} name={`${color}.${shade}`} hex={hex} white={theme.white} text={text} note={shade === filledShade ? 'filled' : undefined} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Every look's palette, one after the other. */
export function ColourPalettes() {
  return (
    <Stack gap="xl">
      {LOOKS.map(({ portalType }) => (
        <LookPalette key={portalType} portalType={portalType} />
      ))}
    </Stack>
  );
}

/** The colours text is set in (the same in every look), against the white page. */
export function TextColours() {
  const theme = agencyTheme('public');
  const { text, dimmed, error } = textColours(theme);
  const colours = [
    { name: 'Text', hex: text },
    { name: 'Dimmed text', hex: dimmed },
    { name: 'Error', hex: error },
  ];
  return (
    <SimpleGrid component="ul" cols={{ base: 2, md: 3 }} spacing="sm" p={0} m={0} aria-label="Text colours">
      {colours.map(({ name, hex }) => (
        <Swatch key={name} name={name} hex={hex} white={theme.white} />
      ))}
    </SimpleGrid>
  );
}
