import { describe, expect, it } from 'vitest';
import { formatFileSize } from '@contracts/file-size';
import { fileSizeIn } from './file-size';

describe('fileSizeIn', () => {
  it.each([0, 512, 1023, 1536, 10_000, 15 * 1024 * 1024, 3 * 1024 ** 3])('writes %i bytes in English as formatFileSize does', (bytes) => {
    expect(fileSizeIn(bytes, 'en', 'Bytes')).toBe(formatFileSize(bytes));
  });

  it('writes the number through Intl and the word for Bytes in Spanish', () => {
    expect(fileSizeIn(512, 'es', 'bytes')).toBe('512 bytes');
    expect(fileSizeIn(1536, 'es', 'bytes')).toBe('1.5 KB');
  });
});
