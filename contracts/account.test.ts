import { describe, expect, it } from 'vitest';
import { fullNameOf, ZProfileUpdate } from './account';

describe('fullNameOf (seed 001 §3)', () => {
  it.each([
    [{ firstName: 'Jordan', lastName: 'Lee', email: 'j@example.com' }, 'Jordan Lee'],
    [{ firstName: 'Jordan', lastName: '', email: 'j@example.com' }, 'Jordan'],
    [{ firstName: '', lastName: 'Lee', email: 'j@example.com' }, 'j@example.com'],
    [{ firstName: ' ', lastName: ' ', email: '' }, 'Guest'],
    [undefined, 'Guest'],
  ])('%o is %s', (profile, name) => {
    expect(fullNameOf(profile)).toBe(name);
  });
});

describe('ZProfileUpdate', () => {
  it('takes blank fields, names, and a 10-digit phone', () => {
    expect(ZProfileUpdate.parse({})).toEqual({ firstName: '', lastName: '', phone: '' });
    expect(ZProfileUpdate.parse({ firstName: ' Nguyễn ', lastName: "O'Brien", phone: '555.123.4567' })).toEqual({
      firstName: 'Nguyễn',
      lastName: "O'Brien",
      phone: '555.123.4567',
    });
  });

  it('refuses markup, digits in a name, a short phone and unknown fields', () => {
    expect(ZProfileUpdate.safeParse({ firstName: '<b>Eve</b>' }).success).toBe(false);
    expect(ZProfileUpdate.safeParse({ lastName: 'Lee2' }).success).toBe(false);
    expect(ZProfileUpdate.safeParse({ phone: '12345' }).success).toBe(false);
    expect(ZProfileUpdate.safeParse({ email: 'other@example.com' }).success).toBe(false);
  });
});
