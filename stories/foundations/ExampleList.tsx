import { Box, Grid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type ExampleColumn = { label: string; value: ReactNode; testId?: string; span?: number };
export type ExampleRow = { key: string; title: ReactNode; note?: ReactNode; columns: ExampleColumn[]; testId?: string };

const TITLE_SPAN = 3;

/**
 * Rows of examples that read as a table on a laptop and as labelled blocks on a phone (a table of three or
 * four columns does not fit 360 px). Each value carries its column's label, so the meaning never depends on a
 * header out of sight.
 */
export function ExampleList({ label, rows }: { label: string; rows: ExampleRow[] }) {
  return (
    <Box component="ul" aria-label={label} p={0} m={0}>
      {rows.map(({ key, title, note, columns, testId }) => (
        <Box component="li" key={key} data-testid={testId} py="sm" style={{ listStyle: 'none', borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <Grid rowGap={4} columnGap="md">
            <Grid.Col span={{ base: 12, sm: TITLE_SPAN }}>
              <Text fw={700}>{title}</Text>
              {note ? <Text size="xs">{note}</Text> : null}
            </Grid.Col>
            {columns.map((column) => (
              <Grid.Col key={column.label} span={{ base: 12, sm: column.span ?? Math.floor((12 - TITLE_SPAN) / columns.length) }}>
                <Text size="xs" c="dimmed">
                  {column.label}
                </Text>
                <Box data-testid={column.testId} style={{ overflowWrap: 'anywhere' }}>
                  {column.value}
                </Box>
              </Grid.Col>
            ))}
          </Grid>
        </Box>
      ))}
    </Box>
  );
}
