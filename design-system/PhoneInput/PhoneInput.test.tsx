import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../theme/DesignSystemProvider';
import { PhoneInput, type PhoneInputProps } from './PhoneInput';

function Controlled({ initial = '', onChange, ...props }: Omit<PhoneInputProps, 'value'> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <PhoneInput
      label="Phone number"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const renderInProvider = (ui: React.ReactElement) => render(ui, { wrapper: DesignSystemProvider });

describe('PhoneInput', () => {
  it('formats digits as (555) 123-4567 while the person types', async () => {
    const onChange = vi.fn();
    renderInProvider(<Controlled onChange={onChange} />);
    const input = screen.getByLabelText('Phone number');
    await userEvent.type(input, '5551234567');
    expect(input).toHaveValue('(555) 123-4567');
    expect(onChange).toHaveBeenLastCalledWith('(555) 123-4567');
  });

  it('formats a pasted number written another way', async () => {
    renderInProvider(<Controlled />);
    const input = screen.getByLabelText('Phone number');
    await userEvent.click(input);
    await userEvent.paste('555.123.4567');
    expect(input).toHaveValue('(555) 123-4567');
  });

  it('keeps the caret where the person edits, and Backspace goes through the separators', async () => {
    const onChange = vi.fn();
    renderInProvider(<Controlled initial="(555) 123-4567" onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('Phone number');
    await userEvent.type(input, '{Backspace}', { initialSelectionStart: 10, initialSelectionEnd: 10 });
    expect(input).toHaveValue('(555) 124-567');
    expect(input.selectionStart).toBe(8);
    await userEvent.keyboard('9');
    expect(input).toHaveValue('(555) 129-4567');
    expect(input.selectionStart).toBe(9);
    expect(onChange).toHaveBeenLastCalledWith('(555) 129-4567');
  });

  it('shows a saved number formatted, however it was written', () => {
    renderInProvider(<PhoneInput label="Phone number" value="555.987.6543" onChange={vi.fn()} />);
    expect(screen.getByLabelText('Phone number')).toHaveValue('(555) 987-6543');
  });

  it('shows a value set by the form without reporting it back as a change', () => {
    const onChange = vi.fn();
    const { rerender } = renderInProvider(<PhoneInput label="Phone number" value="" onChange={onChange} />);
    rerender(<PhoneInput label="Phone number" value="(555) 987-6543" onChange={onChange} />);
    expect(screen.getByLabelText('Phone number')).toHaveValue('(555) 987-6543');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is a telephone field with a national autocomplete hint and the error as its description', async () => {
    renderInProvider(<PhoneInput label="Phone number" error="Enter a 10-digit phone number" />);
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a 10-digit phone number');
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});
