import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../theme/DesignSystemProvider';
import { GrowingTextarea } from './GrowingTextarea';

function Controlled() {
  const [value, setValue] = useState('');
  return <GrowingTextarea label="Message" minRows={3} maxRows={8} value={value} onChange={(event) => setValue(event.currentTarget.value)} />;
}

describe('GrowingTextarea', () => {
  it('shows minRows lines and carries both bounds for its stylesheet, with no measuring copy of itself', () => {
    const { container } = render(<GrowingTextarea label="Message" minRows={3} maxRows={8} />, { wrapper: DesignSystemProvider });
    const field = screen.getByLabelText('Message');
    expect(field).toHaveAttribute('rows', '3');
    const styled = field.closest<HTMLElement>('[style*="--growing-textarea-min-rows"]');
    expect(styled?.style.getPropertyValue('--growing-textarea-min-rows')).toBe('3');
    expect(styled?.style.getPropertyValue('--growing-textarea-max-rows')).toBe('8');
    // Mantine's autosize measured the text in a hidden second textarea.
    expect(container.ownerDocument.querySelectorAll('textarea')).toHaveLength(1);
  });

  it('leaves the maximum out when there is none, so the field grows with its text', () => {
    render(<GrowingTextarea label="Mortgagee clause" minRows={2} />, { wrapper: DesignSystemProvider });
    const styled = screen.getByLabelText('Mortgagee clause').closest<HTMLElement>('[style*="--growing-textarea-min-rows"]');
    expect(styled?.style.getPropertyValue('--growing-textarea-max-rows')).toBe('');
  });

  it('takes what is typed, lines included', async () => {
    render(<Controlled />, { wrapper: DesignSystemProvider });
    const field = screen.getByLabelText('Message');
    await userEvent.type(field, 'First line{enter}Second line');
    expect(field).toHaveValue('First line\nSecond line');
  });
});
