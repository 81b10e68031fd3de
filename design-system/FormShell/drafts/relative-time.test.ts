import { describe, expect, it } from 'vitest';
import { relativeTime, savedWhen, shortDateTime, timeAgo } from './relative-time';

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

describe("in the page's language (the draft banner)", () => {
  it('measures how long ago, and says it through Intl', () => {
    expect(savedWhen(ago(30_000), NOW)).toEqual({ kind: 'just-now' });
    expect(savedWhen(ago(5 * MINUTE), NOW)).toEqual({ kind: 'ago', count: 5, unit: 'minute' });
    expect(savedWhen(ago(26 * HOUR), NOW)).toEqual({ kind: 'on-date' });
    expect(timeAgo(1, 'minute', 'es')).toBe('hace 1 minuto');
    expect(timeAgo(3, 'hour', 'es')).toBe('hace 3 horas');
  });

  it("writes a Spanish date with the month's name, never 11/22 or 22/11", () => {
    const saved = ago(26 * HOUR);
    expect(shortDateTime(saved, 'es')).toMatch(/^22 de noviembre de 2026.*12:30/);
  });
});
