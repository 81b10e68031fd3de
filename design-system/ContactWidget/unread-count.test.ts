import { describe, expect, it } from 'vitest';
import { textsIn } from '@site/i18n/catalogue';
import { CONTACT_WIDGET_PARTS_TEXT } from './text';
import { describeUnreadCount, formatUnreadCount, UNREAD_BADGE_CAP } from './unread-count';

describe('formatUnreadCount', () => {
  it.each([
    [0, null],
    [-3, null],
    [Number.NaN, null],
    [0.5, null],
    [1, '1'],
    [2.7, '2'],
    [42, '42'],
    [98, '98'],
    [99, '99'],
    [100, '99+'],
    [1_000_000, '99+'],
    [Number.POSITIVE_INFINITY, '99+'],
  ])('%s unread shows %s', (count, badge) => {
    expect(formatUnreadCount(count)).toBe(badge);
  });

  it('caps at 99', () => {
    expect(UNREAD_BADGE_CAP).toBe(99);
  });
});

describe('describeUnreadCount', () => {
  it.each([
    [0, null],
    [1, '1 unread message'],
    [5, '5 unread messages'],
    [99, '99 unread messages'],
    [100, 'more than 99 unread messages'],
  ])('%s is read out as %s', (count, words) => {
    expect(describeUnreadCount(count, textsIn('en')(CONTACT_WIDGET_PARTS_TEXT))).toBe(words);
  });
});
