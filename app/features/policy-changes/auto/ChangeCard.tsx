import { ActionIcon, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { todayInEastern } from '@contracts/dates';
import { AUTO_FIELD_LABELS, type AutoChangeType } from '@contracts/policy-changes/auto';
import { useFormShell } from '@design-system/FormShell';
import { DateField } from '@design-system/FormShell/steps';
import { useText } from '@design-system/i18n/Locale';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';
import { STATE_SELECT_TEXT, useStateOptions } from '../state-options';
import type { AutoChangeValues } from './auto-values';
import { AUTO_CHANGE_TEXT } from './content';

type Input = 'text' | 'textarea' | 'state' | 'pastDate' | 'anyDate' | 'vin' | 'licenseState';

/** How each field of a section is asked (the labels and rules are the contract's). */
const INPUTS: Partial<Record<string, Input>> = {
  vin: 'vin',
  addVin: 'vin',
  removalDate: 'anyDate',
  dob: 'pastDate',
  licenseState: 'licenseState',
  state: 'state',
  mailingState: 'state',
  description: 'textarea',
  requestDetails: 'textarea',
  reason: 'textarea',
};

/** Which fields are required, for the asterisk (the contract says so with its messages). */
const OPTIONAL = new Set(['vin', 'usage', 'primaryDriver', 'removalDate', 'addVin', 'addUsage', 'addPrimaryDriver', 'relationship', 'reason']);
const MAILING = ['mailingStreet', 'mailingCity', 'mailingState', 'mailingZip'];

function Field({ path, field, label }: { path: string; field: string; label: string }) {
  const { form } = useFormShell<AutoChangeValues>();
  const text = useText(AUTO_CHANGE_TEXT);
  const stateText = useText(STATE_SELECT_TEXT);
  const states = useStateOptions();
  const required = !OPTIONAL.has(field) && !MAILING.includes(field);
  const props = form.getInputProps(path);
  switch (INPUTS[field] ?? 'text') {
    case 'textarea':
      return <Textarea label={label} withAsterisk={required} rows={3} {...props} />;
    case 'state':
      return (
        <Select label={label} placeholder={stateText('placeholder')} data={states} searchable withAsterisk={required || MAILING.includes(field)} {...props} />
      );
    case 'pastDate':
      return <DateField path={path} label={label} minDate={null} maxDate={todayInEastern()} />;
    case 'anyDate':
      return <DateField path={path} label={label} minDate={null} required={false} />;
    case 'vin':
      return <TextInput label={label} maxLength={17} description={text('vinHint')} autoCapitalize="characters" {...props} />;
    case 'licenseState':
      return <TextInput label={label} withAsterisk maxLength={2} placeholder={text('licenseStatePlaceholder')} autoCapitalize="characters" {...props} />;
    default:
      return (
        <TextInput
          label={label}
          withAsterisk={required || MAILING.includes(field)}
          placeholder={field.endsWith('earMakeModel') ? text('yearMakeModelPlaceholder') : undefined}
          {...props}
        />
      );
  }
}

/**
 * One change of the list (seed 002 §2 step 2): its section's fields, and a close button. An address change
 * asks for a mailing address only when it differs; ticking "same" clears it.
 */
export function ChangeCard({ index, type, title, onRemove }: { index: number; type: AutoChangeType; title: string; onRemove: () => void }) {
  const { form } = useFormShell<AutoChangeValues>();
  const text = useText(AUTO_CHANGE_TEXT);
  // The contract's labels of each section's fields, said in the page's language.
  const translate = useTranslateMessage();
  const details = form.getValues().changes[index]?.details ?? {};
  const labels = AUTO_FIELD_LABELS[type];
  const path = (field: string) => `changes.${index}.details.${field}`;
  const fields = Object.keys(labels).filter((field) => field !== 'mailingSameAsGaraging' && !MAILING.includes(field));
  const mailingFields = 'mailingSameAsGaraging' in labels && details.mailingSameAsGaraging === false ? MAILING : [];
  const field = (name: string) => <Field key={name} path={path(name)} field={name} label={translate(labels[name] ?? name)} />;
  const invalid = Object.keys(form.errors).some((key) => key.startsWith(`changes.${index}.`));

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label={title}
      data-testid="change-card"
      style={invalid ? { borderColor: 'var(--mantine-color-error)' } : undefined}
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Text fw={700}>{title}</Text>
        <ActionIcon variant="subtle" color="gray" onClick={onRemove} aria-label={text('removeChange', { title })}>
          <IconX size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {fields.filter((name) => INPUTS[name] !== 'textarea').map(field)}
        </SimpleGrid>
        {'mailingSameAsGaraging' in labels && (
          <Checkbox
            label={translate(labels.mailingSameAsGaraging ?? '')}
            checked={details.mailingSameAsGaraging !== false}
            onChange={(event) => {
              const same = event.currentTarget.checked;
              form.setFieldValue(path('mailingSameAsGaraging'), same);
              if (same) for (const field of MAILING) form.setFieldValue(path(field), '');
            }}
          />
        )}
        {mailingFields.length > 0 && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            {mailingFields.map(field)}
          </SimpleGrid>
        )}
        {fields.filter((name) => INPUTS[name] === 'textarea').map(field)}
      </Stack>
    </Paper>
  );
}
