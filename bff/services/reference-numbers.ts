import { randomInt } from 'node:crypto';

/** Crockford base32 without I, L, O, U: nothing a person can misread when reading it out on the phone. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A server-issued reference such as `QR-7K4M2XQ9`: prefix, dash, 8 random characters (40 bits). */
export function issueReference(prefix: string): string {
  let body = '';
  for (let i = 0; i < 8; i += 1) body += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${body}`;
}
