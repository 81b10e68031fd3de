import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { COPIED_INDICATOR_MS, FORM_SHELL_TEXT } from '../constants';
import classes from './SuccessScreen.module.css';

/** The server-issued reference, large enough to read out on the phone, with a Copy button ('Copied' for 2 s). */
export function ReferenceNumber({ value }: { value: string }) {
  const clipboard = useClipboard({ timeout: COPIED_INDICATOR_MS });
  return (
    <div className={classes.reference}>
      <Text size="sm" c="dimmed" fw={600}>
        Your reference number
      </Text>
      <Group gap="sm" justify="center" wrap="wrap">
        <Text component="strong" fz={{ base: 'xl', sm: 26 }} fw={800} ff="monospace" className={classes.referenceValue} data-testid="reference-number">
          {value}
        </Text>
        <Button
          size="xs"
          variant={clipboard.copied ? 'filled' : 'light'}
          leftSection={clipboard.copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
          aria-label={clipboard.copied ? `Reference number ${FORM_SHELL_TEXT.copied.toLowerCase()}` : `${FORM_SHELL_TEXT.copy} reference number`}
          onClick={() => clipboard.copy(value)}
        >
          {clipboard.copied ? FORM_SHELL_TEXT.copied : FORM_SHELL_TEXT.copy}
        </Button>
      </Group>
      <VisuallyHidden role="status" aria-live="polite">
        {clipboard.copied ? 'Reference number copied to the clipboard' : ''}
      </VisuallyHidden>
    </div>
  );
}
