import { describe, expect, it } from 'vitest';
import { sanitizeFileName } from './file-name';

describe('sanitizeFileName', () => {
  it('keeps an ordinary name', () => {
    expect(sanitizeFileName('Borrower authorization (signed).pdf')).toBe('Borrower authorization (signed).pdf');
  });

  it('drops folders, either slash', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('C:\\Users\\ada\\form.docx')).toBe('form.docx');
  });

  it('drops control and direction-override characters', () => {
    expect(sanitizeFileName('inv\u0000oice\u202Efdp.exe')).toBe('invoicefdp.exe');
  });

  it('names a nameless file "document"', () => {
    expect(sanitizeFileName(undefined)).toBe('document');
    expect(sanitizeFileName('  ')).toBe('document');
    expect(sanitizeFileName('..')).toBe('document');
  });

  it('shortens a long name to 255 characters, keeping its extension', () => {
    const name = sanitizeFileName(`${'a'.repeat(400)}.pdf`);
    expect(name).toHaveLength(255);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});
