import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [512, '512 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [10_000, '9.77 KB'],
    [1024 ** 2, '1 MB'],
    [15 * 1024 ** 2, '15 MB'],
    [2.345 * 1024 ** 2, '2.35 MB'],
    [1024 ** 3, '1 GB'],
    [3.5 * 1024 ** 4, '3584 GB'],
  ])('shows %d bytes as %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });

  it('carries a value that rounds up to the next unit into that unit', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1 MB');
    expect(formatFileSize(1024 ** 3 - 1)).toBe('1 GB');
  });

  it('shows nonsense (negative, NaN) as 0 Bytes rather than a broken text', () => {
    expect(formatFileSize(-5)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
  });
});
