import { randomBytes } from 'node:crypto';

/** Crockford base32 without I, L, O, U: nothing a person can misread when reading it out on the phone. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A server-issued reference such as `QR-7K4M2XQ9`: prefix, dash, 8 random characters (40 bits). */
export function issueReference(prefix: string): string {
  // 40 random bits, read 5 bits at a time: 8 characters, each of the 32 equally likely.
  let bits = BigInt(`0x${randomBytes(5).toString('hex')}`);
  let body = '';
  for (let i = 0; i < 8; i += 1) {
    body = ALPHABET[Number(bits & 31n)] + body;
    bits >>= 5n;
  }
  return `${prefix}-${body}`;
}
