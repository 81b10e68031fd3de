import { InputBase, type ElementProps, type InputBaseProps } from '@mantine/core';
import { IMaskInput } from 'react-imask';

/** The spec's mask (999) 999-9999, in IMask's notation (0 = any digit). */
const US_PHONE_MASK = '(000) 000-0000';

export type PhoneInputProps = InputBaseProps &
  ElementProps<'input', 'onChange' | 'value' | 'size' | 'type'> & {
    value?: string;
    onChange?: (value: string) => void;
  };

/** A US phone number field that formats as the person types: (555) 123-4567. */
export function PhoneInput({ value = '', onChange, placeholder = '(555) 555-5555', autoComplete = 'tel-national', ...props }: PhoneInputProps) {
  return (
    <InputBase
      {...props}
      component={IMaskInput}
      mask={US_PHONE_MASK}
      value={value}
      // IMask reports changes through onAccept; the value keeps its formatting. A value without a digit
      // (the mask's "(" left after a rejected letter) is empty.
      onAccept={(accepted: string) => {
        const next = /\d/.test(accepted) ? accepted : '';
        if (next !== value) onChange?.(next);
      }}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      placeholder={placeholder}
    />
  );
}
