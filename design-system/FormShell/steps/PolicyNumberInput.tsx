import { TextInput, type TextInputProps } from '@mantine/core';

export type PolicyNumberInputProps = Omit<TextInputProps, 'onChange'> & { onChange: (value: string) => void };

/** A policy number field: shown in capitals as it is typed (seed 001 §5), never autocompleted or spell-checked. */
export function PolicyNumberInput({ onChange, ...props }: PolicyNumberInputProps) {
  return (
    <TextInput
      withAsterisk
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      {...props}
      onChange={(event) => onChange(event.currentTarget.value.toUpperCase())}
    />
  );
}
