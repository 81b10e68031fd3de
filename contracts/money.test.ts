import { describe, expect, it } from 'vitest';
import { formatDollars } from './money';

describe('formatDollars', () => {
  it('shows whole dollars with thousands separators', () => {
    expect(formatDollars(250_000)).toBe('$250,000');
    expect(formatDollars(5_000_000)).toBe('$5,000,000');
    expect(formatDollars(0)).toBe('$0');
  });
});
