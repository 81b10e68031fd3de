import { Code, Stack, Text, useMantineTheme } from '@mantine/core';
import { ExampleList } from './ExampleList';
import { readableLength, SIZES } from './theme-values';

const SAMPLE = 'Get a quote in minutes';

/** The theme's font families: body, headings and code. */
export function FontFamilies() {
  const theme = useMantineTheme();
  const families = [
    { use: 'Body text', family: theme.fontFamily, weight: undefined },
    { use: 'Headings', family: theme.headings.fontFamily, weight: theme.headings.fontWeight },
    { use: 'Code and numbers set apart', family: theme.fontFamilyMonospace, weight: undefined },
  ];
  return (
    <Stack gap="md">
      {families.map(({ use, family, weight }) => (
        <div key={use} data-testid={`family-${use}`}>
          <Text fw={700}>
            {use}
            {weight ? `, weight ${weight}` : ''}
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap' }}>
            {family}
          </Code>
          <Text ff={family} fw={weight} fz="lg" mt={4}>
            {SAMPLE}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

/** The body text sizes, each with the line height of the same name, set in a sample line. */
export function FontSizes() {
  const theme = useMantineTheme();
  return (
    <ExampleList
      label="Font sizes"
      rows={SIZES.map((size) => ({
        key: size,
        testId: `font-size-${size}`,
        title: <Code>{size}</Code>,
        columns: [
          { label: 'Font size, line height', value: `${readableLength(theme.fontSizes[size], theme.scale)}, ${theme.lineHeights[size]}`, span: 4 },
          {
            label: 'Sample',
            span: 5,
            value: (
              <Text fz={size} lh={size}>
                {SAMPLE}
              </Text>
            ),
          },
        ],
      }))}
    />
  );
}

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** The heading sizes (set here as text, not as headings, so the page's outline stays the page's). */
export function HeadingSizes() {
  const theme = useMantineTheme();
  return (
    <ExampleList
      label="Heading sizes"
      rows={HEADINGS.map((level) => {
        const { fontSize, lineHeight, fontWeight = theme.headings.fontWeight } = theme.headings.sizes[level];
        return {
          key: level,
          testId: `heading-${level}`,
          title: <Code>{level}</Code>,
          columns: [
            { label: 'Font size, line height, weight', value: `${readableLength(fontSize, theme.scale)}, ${lineHeight}, ${fontWeight}`, span: 4 },
            {
              label: 'Sample',
              span: 5,
              value: (
                <Text ff={theme.headings.fontFamily} fz={fontSize} lh={lineHeight} fw={fontWeight}>
                  Home insurance
                </Text>
              ),
            },
          ],
        };
      })}
    />
  );
}
