import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type LinkActionProps = {
  /** What pressing the button does, as a heading: "Press Sign in to finish signing in on this device." */
  question: string;
  actionLabel: string;
  icon: ReactNode;
  onAction: () => void;
  busy: boolean;
  /** Why the last press did not work (it may be pressed again). */
  error?: string;
  /** For someone who did not expect our mail. */
  note: string;
};

/**
 * Where a single-use link from our mail leads (sign in, finish a form): opening the page does nothing, since
 * mail scanners open links too; pressing its one button does.
 */
export function LinkAction({ question, actionLabel, icon, onAction, busy, error, note }: LinkActionProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md" align="flex-start">
        <Title order={2} size="h3">
          {question}
        </Title>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Button onClick={onAction} loading={busy} leftSection={icon}>
          {actionLabel}
        </Button>
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      </Stack>
    </Paper>
  );
}
