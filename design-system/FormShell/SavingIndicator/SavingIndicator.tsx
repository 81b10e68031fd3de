import { Group, Loader, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { DraftSaveStatus } from '../hooks/useFormDraft';
import { useText } from '../../i18n/Locale';
import { FORM_SHELL_CATALOGUE } from '../text';

/**
 * Whether the draft is being kept: 'Saving...' while a save is pending, then 'Saved' (useFormDraft hides it
 * after 2 s). A polite live region that is always present, so the change is announced.
 */
export function SavingIndicator({ status }: { status: DraftSaveStatus }) {
  const text = useText(FORM_SHELL_CATALOGUE);
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-live="polite" mih={24} data-testid="saving-indicator" data-status={status}>
      {status === 'saving' && (
        <>
          <Loader size={14} aria-hidden />
          <Text size="sm" c="dimmed">
            {text('saving')}
          </Text>
        </>
      )}
      {status === 'saved' && (
        <>
          <IconCircleCheck size={16} color="var(--mantine-primary-color-filled)" aria-hidden />
          <Text size="sm" c="dimmed">
            {text('saved')}
          </Text>
        </>
      )}
    </Group>
  );
}
