import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { AUTO_CHANGE_TYPES, autoChangeTitles, MAX_AUTO_CHANGES, type AutoChangeType } from '@contracts/policy-changes/auto';
import type { FormShellStepContext } from '@design-system/FormShell';
import { useText } from '@design-system/i18n/Locale';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';
import { emptyDetails, type AutoChangeValues } from './auto-values';
import { ChangeCard } from './ChangeCard';
import { AUTO_CHANGE_TEXT } from './content';

/** Seed 002 §2 step 2: the nine add buttons, each change a card with its section and a close button. */
export function ChangesFields({ form, fieldId }: FormShellStepContext<AutoChangeValues>) {
  const text = useText(AUTO_CHANGE_TEXT);
  // The contract's kinds of change, said in the page's language.
  const translate = useTranslateMessage();
  const { changes } = form.getValues();
  const error = form.getInputProps('changes').error;
  const titles = autoChangeTitles(changes, translate);

  const add = (type: AutoChangeType) => {
    form.setFieldValue('changes', [...changes, { type, details: emptyDetails(type) }]);
    form.clearFieldError('changes');
  };
  const remove = (index: number) => {
    form.setFieldValue(
      'changes',
      changes.filter((_, at) => at !== index),
    );
    form.clearErrors();
  };

  return (
    <Stack gap="md">
      <div role="group" aria-labelledby="auto-change-buttons-label" aria-describedby={error ? `${fieldId('changes')}-error` : undefined}>
        <Text fw={600} size="sm" id="auto-change-buttons-label" mb="xs">
          {text('changesQuestion')}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          {AUTO_CHANGE_TYPES.map(({ value, label }, index) => (
            <Button
              key={value}
              id={index === 0 ? fieldId('changes') : undefined}
              variant="light"
              size="sm"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => add(value)}
              disabled={changes.length >= MAX_AUTO_CHANGES}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
            >
              {translate(label)}
            </Button>
          ))}
        </SimpleGrid>
        {error && (
          <Text size="sm" c="red" mt="xs" id={`${fieldId('changes')}-error`} role="alert">
            {error}
          </Text>
        )}
      </div>
      {changes.length === 0 ? (
        <Text c="dimmed" ta="center" py="md" data-testid="changes-empty">
          {text('empty')}
        </Text>
      ) : (
        changes.map((change, index) => (
          // Keyed by position: a card's fields are named by their place in the list.
          <ChangeCard key={`${index}-${change.type}`} index={index} type={change.type} title={titles[index]!} onRemove={() => remove(index)} />
        ))
      )}
    </Stack>
  );
}
