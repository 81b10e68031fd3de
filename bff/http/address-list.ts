/**
 * A list of client addresses from configuration (METRICS_ALLOWED_ADDRESSES): addresses, CIDR ranges and the
 * names Express knows (loopback, linklocal, uniquelocal), separated by commas; 'none' for nobody. Checked with
 * node's own BlockList. An IPv4 address written as IPv6 (::ffff:127.0.0.1, as a dual-stack socket reports it)
 * is checked as the IPv4 address it is.
 */
import { BlockList, isIP } from 'node:net';

const NAMED: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Whether an address is on the list; the list is checked when it is read (an Error names what is not understood). */
export function parseAddressList(text: string | undefined = 'none'): ((address: string | undefined) => boolean) | Error {
  const list = new BlockList();
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 1 && entries[0] === 'none') return () => false;
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.split('/');
    if (NAMED[entry]) for (const [network, prefix, family] of NAMED[entry]) list.addSubnet(network, prefix, family);
    else if (isIP(address) && bits === undefined) list.addAddress(address, familyOf(address));
    else if (isIP(address) && extra === undefined && /^\d{1,3}$/.test(bits ?? '') && Number(bits) <= (isIP(address) === 4 ? 32 : 128))
      list.addSubnet(address, Number(bits), familyOf(address));
    else return new Error(`'${entry}' is not understood: use addresses, CIDR ranges (10.0.0.0/8), loopback, linklocal or uniquelocal, or none`);
  }
  return (address) => {
    if (!address || !isIP(address)) return false;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    return mapped ? list.check(mapped, 'ipv4') : list.check(address, familyOf(address));
  };
}
