import { Group, Radio, Select, TextInput, Textarea } from '@mantine/core';
import { todayInEastern } from '@contracts/dates';
import type { ReasonField } from '@contracts/policy-changes/cancellation';
import { useFormShell } from '@design-system/FormShell';
import { DateField } from '@design-system/FormShell/steps';
import { useText } from '@design-system/i18n/Locale';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';
import { CANCELLATION_TEXT } from './content';

/** A field of a reason's section, drawn as the contract describes it (REASON_SECTIONS). */
export function SectionField({ field: described, path, onChange }: { field: ReasonField; path: string; onChange?: (value: string) => void }) {
  const { form } = useFormShell<Record<string, unknown>>();
  const text = useText(CANCELLATION_TEXT);
  // The contract's words (its labels and options), said in the page's language.
  const translate = useTranslateMessage();
  const field = { ...described, label: translate(described.label) };
  const required = Boolean(field.required);
  const options = field.options?.map(({ value, label }) => ({ value, label: translate(label) })) ?? [];
  switch (field.input) {
    case 'date':
      // A date that has happened (a payoff) may be any day up to today; one to come, today or later.
      return field.date === 'notAfterToday' ? (
        <DateField path={path} label={field.label} required={false} minDate={null} maxDate={todayInEastern()} />
      ) : (
        <DateField path={path} label={field.label} required={false} />
      );
    case 'textarea':
      return <Textarea label={field.label} withAsterisk={required} rows={3} maxLength={field.max} {...form.getInputProps(path)} />;
    case 'select':
      return (
        <Select
          label={field.label}
          placeholder={text('selectOption')}
          data={options}
          withAsterisk={required}
          allowDeselect={false}
          {...form.getInputProps(path)}
        />
      );
    case 'yesno':
      return (
        <Radio.Group label={field.label} withAsterisk={required} {...form.getInputProps(path)} {...(onChange ? { onChange } : {})}>
          <Group gap="lg" mt={6}>
            {options.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Group>
        </Radio.Group>
      );
    default:
      return <TextInput label={field.label} withAsterisk={required} maxLength={field.max ?? 200} {...form.getInputProps(path)} />;
  }
}
