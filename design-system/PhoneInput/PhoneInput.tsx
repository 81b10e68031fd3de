import { InputBase, type ElementProps, type InputBaseProps } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { editUsPhone, formatUsPhone } from './us-phone-edit';

export type PhoneInputProps = InputBaseProps &
  ElementProps<'input', 'onChange' | 'value' | 'size' | 'type'> & {
    value?: string;
    onChange?: (value: string) => void;
  };

const deletionOf = (event: ChangeEvent<HTMLInputElement>) => {
  const { inputType } = event.nativeEvent as InputEvent;
  return inputType?.startsWith('deleteContentBackward') ? 'backward' : inputType?.startsWith('delete') ? 'forward' : undefined;
};

/** A US phone number field that formats as the person types: (555) 123-4567. */
export function PhoneInput({ value = '', onChange, placeholder = '(555) 555-5555', autoComplete = 'tel-national', ...props }: PhoneInputProps) {
  // A value set by the form (a draft, a saved record) is shown formatted, whichever way it was written.
  const shown = formatUsPhone(value);
  return (
    <InputBase
      {...props}
      value={shown}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const input = event.currentTarget;
        const edit = editUsPhone(shown, input.value, input.selectionStart ?? input.value.length, deletionOf(event));
        // Written to the field before React renders: the value React then sets is the same, so the caret stays.
        input.value = edit.value;
        if (input.ownerDocument.activeElement === input) input.setSelectionRange(edit.caret, edit.caret);
        if (edit.value !== value) onChange?.(edit.value);
      }}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      placeholder={placeholder}
    />
  );
}
