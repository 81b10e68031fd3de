import { describe, expect, it } from 'vitest';
import { parseAddressList } from './address-list';

const allows = (list: string) => {
  const parsed = parseAddressList(list);
  if (parsed instanceof Error) throw parsed;
  return parsed;
};

describe('parseAddressList', () => {
  it('takes loopback in both families, an IPv4 address written as IPv6 among them', () => {
    const loopback = allows('loopback');
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].map(loopback)).toEqual([true, true, true, true]);
    expect(['10.0.0.1', '::2', '::ffff:10.0.0.1', undefined, 'not an address'].map(loopback)).toEqual([false, false, false, false, false]);
  });

  it('takes addresses and CIDR ranges, and none for nobody', () => {
    const list = allows('10.1.0.0/16, 192.0.2.7, 2001:db8::/32');
    expect(['10.1.200.3', '192.0.2.7', '2001:db8::5', '10.2.0.1', '192.0.2.8', '127.0.0.1'].map(list)).toEqual([true, true, true, false, false, false]);
    expect(allows('none')('127.0.0.1')).toBe(false);
  });

  it('refuses what it does not understand, naming it', () => {
    expect(parseAddressList('loopback, example.com')).toEqual(
      new Error("'example.com' is not understood: use addresses, CIDR ranges (10.0.0.0/8), loopback, linklocal or uniquelocal, or none"),
    );
    expect(parseAddressList('10.0.0.0/33')).toBeInstanceOf(Error);
    expect(parseAddressList('10.0.0.0/8/1')).toBeInstanceOf(Error);
  });
});
