import { isIP } from 'node:net';

/**
 * The key a client's requests are counted under: its IPv4 address, or the /64 network of its IPv6 address.
 * One IPv6 subscriber (a home, a phone, a server) is given a whole /64 and may use any address in it, so
 * counting by full address would let it start afresh with every request.
 */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const mappedV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mappedV4?.[1]) return mappedV4[1];
  if (isIP(address) !== 6) return address;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, in lower case without leading zeros ('2001:db8::1' → 2001, db8, 0, ... 1). */
function expandIpv6(address: string): string[] {
  const [withoutZone = address] = address.split('%');
  // A trailing embedded IPv4 address (::1.2.3.4) stands for the last two groups.
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(withoutZone);
  const [a, b, c, d] = (v4?.slice(1) ?? []).map(Number) as [number, number, number, number];
  const hex = v4 ? withoutZone.slice(0, v4.index) + [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)].join(':') : withoutZone;
  const [head, tail] = hex.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return groups.map((group) => parseInt(group, 16).toString(16));
}
