import { List, Paper, Text } from '@mantine/core';

export type AcknowledgementsProps = { title: string; items: readonly string[] };

/** What a person acknowledges by signing (seed 002 §2): a short titled list, read before Submit. */
export function Acknowledgements({ title, items }: AcknowledgementsProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title} bg="var(--mantine-color-default-hover)">
      <Text fw={700} mb="xs">
        {title}
      </Text>
      <List size="sm" spacing={6}>
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
