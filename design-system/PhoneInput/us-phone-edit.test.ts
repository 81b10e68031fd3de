import { describe, expect, it } from 'vitest';
import { editUsPhone, formatUsPhone } from './us-phone-edit';

/** Types `key` at `caret` (or replaces the selection up to `end`), as the browser would before the mask. */
const typeAt = (previous: string, key: string, caret: number, end = caret) =>
  editUsPhone(previous, previous.slice(0, caret) + key + previous.slice(end), caret + key.length);

const backspaceAt = (previous: string, caret: number) => editUsPhone(previous, previous.slice(0, caret - 1) + previous.slice(caret), caret - 1, 'backward');

const deleteAt = (previous: string, caret: number) => editUsPhone(previous, previous.slice(0, caret) + previous.slice(caret + 1), caret, 'forward');

describe('formatUsPhone', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['5551234567', '(555) 123-4567'],
    ['555.123.4567', '(555) 123-4567'],
    ['(555) 123-4567', '(555) 123-4567'],
    ['55512345678', '(555) 123-4567'],
    ['abc', ''],
  ])('%j -> %j', (text, formatted) => expect(formatUsPhone(text)).toBe(formatted));
});

describe('editUsPhone', () => {
  it('formats each digit as it is typed, the caret after it', () => {
    let field = { value: '', caret: 0 };
    for (const digit of '5551234567') field = typeAt(field.value, digit, field.caret);
    expect(field).toEqual({ value: '(555) 123-4567', caret: 14 });
  });

  it('refuses a letter, the caret where it was', () => {
    expect(typeAt('(555) 1', 'a', 7)).toEqual({ value: '(555) 1', caret: 7 });
  });

  it('inserts a digit in the middle and keeps the caret after it', () => {
    expect(typeAt('(555) 124', '3', 8)).toEqual({ value: '(555) 123-4', caret: 9 });
  });

  it('takes no eleventh digit where it is typed', () => {
    expect(typeAt('(555) 123-4567', '9', 7)).toEqual({ value: '(555) 123-4567', caret: 7 });
    expect(typeAt('(555) 123-4567', '9', 14)).toEqual({ value: '(555) 123-4567', caret: 14 });
  });

  it('deletes the digit before a separator that Backspace reaches, so Backspace never sticks', () => {
    expect(backspaceAt('(555) 123-4567', 10)).toEqual({ value: '(555) 124-567', caret: 8 });
    expect(backspaceAt('(555) 1', 6)).toEqual({ value: '(551', caret: 3 });
    expect(backspaceAt('(5', 1)).toEqual({ value: '(5', caret: 0 });
  });

  it('deletes the digit after a separator that Delete reaches', () => {
    expect(deleteAt('(555) 123-4567', 9)).toEqual({ value: '(555) 123-567', caret: 9 });
  });

  it('empties the field when its last digit goes', () => {
    expect(backspaceAt('(5', 2)).toEqual({ value: '', caret: 0 });
  });

  it('formats a paste written another way, the country code left out', () => {
    expect(typeAt('', '555.123.4567', 0)).toEqual({ value: '(555) 123-4567', caret: 14 });
    expect(typeAt('', '+1 555 123 4567', 0)).toEqual({ value: '(555) 123-4567', caret: 14 });
    expect(typeAt('(555) 123-4567', '(212) 555-0100', 0, 14)).toEqual({ value: '(212) 555-0100', caret: 14 });
  });
});
