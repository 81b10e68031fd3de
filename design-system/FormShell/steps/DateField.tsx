import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { todayInEastern } from '@contracts/dates';
import { useFormShell } from '../FormShell.context';

export type DateFieldProps = {
  path: string;
  label: string;
  description?: ReactNode;
  /** The earliest date that can be chosen; null for none (a date in the past). @default today in US Eastern time */
  minDate?: string | null;
  maxDate?: string;
  required?: boolean;
};

/**
 * A date field of a change form (seed 002 §5): the browser's own date input, whose picker blocks dates outside
 * min and max and which phones show natively; values YYYY-MM-DD. The contract's schema checks it again.
 */
export function DateField({ path, label, description, minDate = todayInEastern(), maxDate, required = true }: DateFieldProps) {
  const { form } = useFormShell<Record<string, unknown>>();
  const input = form.getInputProps(path);
  return (
    <TextInput
      type="date"
      label={label}
      description={description}
      withAsterisk={required}
      min={minDate ?? undefined}
      max={maxDate}
      {...input}
      value={typeof input.value === 'string' ? input.value : ''}
      onChange={(event) => input.onChange(event.currentTarget.value)}
    />
  );
}
