/**
 * Secrets at rest (TOTP secrets, key passphrases, the app's own keys, links waiting in the mail outbox) are
 * kept in the database encrypted with AES-256-GCM under a key that is not in the database
 * (`APP_ENCRYPTION_KEY`, or the key file made at first start: keys.ts).
 *
 * A sealed value reads `enc:v1:<key id>:<base64url of iv | ciphertext | tag>`. The key id lets older keys
 * still open what they sealed while a new key seals everything new (rotation); `rewrap` moves a value to the
 * current key. Each value is bound to its `context` (what it is and whose, e.g. `staff_members.totp_secret:7`)
 * as additional authenticated data, so a sealed value copied into another row or column does not open there.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const ENCRYPTION_KEY_BYTES = 32;

/** A key's public name: the first 12 hex digits of a hash of it (it tells keys apart, and reveals nothing). */
export const keyIdOf = (key: Buffer) => createHash('sha256').update('keystone-at-rest-key-id:').update(key).digest('hex').slice(0, 12);

export class SealedValueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SealedValueError';
  }
}

export type AtRestEncryption = {
  /** The id of the key that seals new values. */
  readonly keyId: string;
  /** Every key id this instance can open (the current one first). */
  readonly keyIds: readonly string[];
  seal(plaintext: string, context: string): string;
  /** Throws SealedValueError for a value that is not sealed, sealed under an unknown key, altered, or moved from another context. */
  open(sealed: string, context: string): string;
  isSealed(value: string): boolean;
  /** Whether a sealed value is under the current key (else `rewrap` it). */
  isCurrent(sealed: string): boolean;
  /** The value sealed again under the current key. */
  rewrap(sealed: string, context: string): string;
};

type Parsed = { keyId: string; iv: Buffer; ciphertext: Buffer; tag: Buffer };

function parse(sealed: string): Parsed {
  if (!sealed.startsWith(PREFIX)) throw new SealedValueError('The value is not sealed.');
  const [keyId, payload] = sealed.slice(PREFIX.length).split(':');
  if (!keyId || !payload) throw new SealedValueError('The sealed value is malformed.');
  const bytes = Buffer.from(payload, 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new SealedValueError('The sealed value is malformed.');
  return {
    keyId,
    iv: bytes.subarray(0, IV_BYTES),
    ciphertext: bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES),
    tag: bytes.subarray(bytes.length - TAG_BYTES),
  };
}

/** `current` seals; `previous` keys only open (while values sealed under them are rewrapped). */
export function createAtRestEncryption({ current, previous = [] }: { current: Buffer; previous?: Buffer[] }): AtRestEncryption {
  for (const key of [current, ...previous]) {
    if (key.length !== ENCRYPTION_KEY_BYTES) throw new Error(`An encryption key must be ${ENCRYPTION_KEY_BYTES} bytes.`);
  }
  const keyId = keyIdOf(current);
  const keys = new Map<string, Buffer>([[keyId, current], ...previous.map((key): [string, Buffer] => [keyIdOf(key), key])]);

  const seal = (plaintext: string, context: string) => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', current, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `${PREFIX}${keyId}:${Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64url')}`;
  };

  const open = (sealed: string, context: string) => {
    const parsed = parse(sealed);
    const key = keys.get(parsed.keyId);
    if (!key) throw new SealedValueError(`The value was sealed under key ${parsed.keyId}, which this server does not have.`);
    const decipher = createDecipheriv('aes-256-gcm', key, parsed.iv);
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(parsed.tag);
    try {
      return Buffer.concat([decipher.update(parsed.ciphertext), decipher.final()]).toString('utf8');
    } catch {
      throw new SealedValueError('The sealed value was altered, or belongs to another record.');
    }
  };

  return {
    keyId,
    keyIds: [...keys.keys()],
    seal,
    open,
    isSealed: (value) => value.startsWith(PREFIX),
    isCurrent: (sealed) => parse(sealed).keyId === keyId,
    rewrap: (sealed, context) => seal(open(sealed, context), context),
  };
}
