import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { reportRenderError } from './global-handlers';
import { GLOBAL_ERROR_MESSAGES } from './messages';

/** Shown when a page fails to load or render (seed 000 §8 "Initialization error"); the error is reported. */
export function RouteErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    void reportRenderError(error, 'route');
  }, [error]);
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl" radius="lg" role="alert">
        <Stack align="flex-start">
          <Title order={1}>Something went wrong</Title>
          <Text>{GLOBAL_ERROR_MESSAGES.initialization}</Text>
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
        </Stack>
      </Paper>
    </Container>
  );
}
