import { Code, Stack, Table, Text, useMantineTheme } from '@mantine/core';
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
    <Table verticalSpacing="sm" aria-label="Font sizes">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Size</Table.Th>
          <Table.Th scope="col">Font size, line height</Table.Th>
          <Table.Th scope="col">Sample</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {SIZES.map((size) => (
          <Table.Tr key={size} data-testid={`font-size-${size}`}>
            <Table.Th scope="row">
              <Code>{size}</Code>
            </Table.Th>
            <Table.Td>
              {readableLength(theme.fontSizes[size], theme.scale)}, {theme.lineHeights[size]}
            </Table.Td>
            <Table.Td>
              <Text fz={size} lh={size}>
                {SAMPLE}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** The heading sizes (set here as text, not as headings, so the page's outline stays the page's). */
export function HeadingSizes() {
  const theme = useMantineTheme();
  return (
    <Table verticalSpacing="sm" aria-label="Heading sizes">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Level</Table.Th>
          <Table.Th scope="col">Font size, line height, weight</Table.Th>
          <Table.Th scope="col">Sample</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {HEADINGS.map((level) => {
          const { fontSize, lineHeight, fontWeight = theme.headings.fontWeight } = theme.headings.sizes[level];
          return (
            <Table.Tr key={level} data-testid={`heading-${level}`}>
              <Table.Th scope="row">
                <Code>{level}</Code>
              </Table.Th>
              <Table.Td>
                {readableLength(fontSize, theme.scale)}, {lineHeight}, {fontWeight}
              </Table.Td>
              <Table.Td>
                <Text ff={theme.headings.fontFamily} fz={fontSize} lh={lineHeight} fw={fontWeight}>
                  Home insurance
                </Text>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
