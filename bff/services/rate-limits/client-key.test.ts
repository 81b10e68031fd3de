import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key';

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['2001:DB8:1:2::1', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
    [undefined, 'unknown'],
  ])('%s is counted as %s', (address, key) => expect(clientKey(address)).toBe(key));

  it('puts every address of one /64 under one key, and another /64 under another', () => {
    const sameNetwork = ['2001:db8:aa:bb::1', '2001:db8:aa:bb:ffff::2', '2001:db8:aa:bb:1:2:3:4'].map(clientKey);
    expect(new Set(sameNetwork).size).toBe(1);
    expect(clientKey('2001:db8:aa:bc::1')).not.toBe(sameNetwork[0]);
  });
});
