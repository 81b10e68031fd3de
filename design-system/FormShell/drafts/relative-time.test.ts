import { describe, expect, it } from 'vitest';
import { relativeTime, shortDateTime } from './relative-time';

const NOW = new Date(2026, 10, 23, 14, 30, 0).getTime();
const ago = (ms: number) => NOW - ms;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('relativeTime (seed 001 §4 draft banner wording)', () => {
  it.each([
    [0, 'just now'],
    [59_999, 'just now'],
    [MINUTE, '1 minute ago'],
    [5 * MINUTE + 30_000, '5 minutes ago'],
    [59 * MINUTE, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [23 * HOUR + 59 * MINUTE, '23 hours ago'],
  ])('%i ms ago reads %j', (elapsed, words) => {
    expect(relativeTime(ago(elapsed), NOW)).toBe(words);
  });

  it('gives a short date and time from a day old', () => {
    const saved = ago(26 * HOUR);
    expect(relativeTime(saved, NOW)).toBe(shortDateTime(saved));
    expect(shortDateTime(saved)).toBe('11/22/2026, 12:30 PM');
  });

  it('reads a clock that went backwards as just now', () => {
    expect(relativeTime(NOW + 5000, NOW)).toBe('just now');
  });
});
