import { isIP } from 'node:net';

/** What Express's 'trust proxy' setting takes, as we allow it to be configured. */
export type TrustProxy = boolean | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isCidr = (value: string) => {
  const [address, bits, extra] = value.split('/');
  if (extra !== undefined || bits === undefined || !/^\d{1,3}$/.test(bits)) return false;
  const family = isIP(address ?? '');
  return family !== 0 && Number(bits) <= (family === 4 ? 32 : 128);
};

const MEANING =
  'use true or false, a number of hops (e.g. 1 for one load balancer), or addresses, CIDR ranges (10.0.0.0/8) and loopback, linklocal or uniquelocal separated by commas';

/**
 * TRUST_PROXY as Express should be given it: handed over as the raw string, 'true' stopped the server from
 * starting and '1' was read as the address 0.0.0.1. Anything else is refused with what is accepted.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | Error {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 32 ? hops : new Error(`${text} hops is more proxies than any deployment has; ${MEANING}`);
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !NAMED_RANGES.has(entry) && isIP(entry) === 0 && !isCidr(entry));
  if (wrong.length) return new Error(`'${wrong.join("', '")}' ${wrong.length === 1 ? 'is' : 'are'} not understood; ${MEANING}`);
  return entries;
}
