import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useText } from '../../i18n/Locale';
import { COPIED_INDICATOR_MS } from '../constants';
import { FORM_SHELL_CATALOGUE } from '../text';
import classes from './SuccessScreen.module.css';

/** The server-issued reference, large enough to read out on the phone, with a Copy button ('Copied' for 2 s). */
export function ReferenceNumber({ value }: { value: string }) {
  const text = useText(FORM_SHELL_CATALOGUE);
  const clipboard = useClipboard({ timeout: COPIED_INDICATOR_MS });
  return (
    <div className={classes.reference}>
      <Text size="sm" c="dimmed" fw={600}>
        {text('reference.label')}
      </Text>
      <Group gap="sm" justify="center" wrap="wrap">
        <Text component="strong" fz={{ base: 'xl', sm: 26 }} fw={800} ff="monospace" className={classes.referenceValue} data-testid="reference-number">
          {value}
        </Text>
        <Button
          size="xs"
          variant={clipboard.copied ? 'filled' : 'light'}
          leftSection={clipboard.copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
          aria-label={clipboard.copied ? text('reference.copiedLabel') : text('reference.copyLabel')}
          onClick={() => clipboard.copy(value)}
        >
          {clipboard.copied ? text('copied') : text('copy')}
        </Button>
      </Group>
      <VisuallyHidden role="status" aria-live="polite">
        {clipboard.copied ? text('reference.copiedAnnouncement') : ''}
      </VisuallyHidden>
    </div>
  );
}
