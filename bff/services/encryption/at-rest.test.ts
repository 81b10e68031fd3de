import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, chmodSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAtRestEncryption, SealedValueError } from './at-rest';
import { loadEncryptionKeys, parseEncryptionKey } from './keys';

describe('secrets sealed at rest', () => {
  const key = randomBytes(32);
  const encryption = createAtRestEncryption({ current: key });

  it('open only with their key and in their own context; an altered value does not open', () => {
    const sealed = encryption.seal('JBSWY3DPEHPK3PXP', 'staff_members.totp_secret:7');
    expect(sealed).toMatch(/^enc:v1:[0-9a-f]{12}:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(encryption.seal('JBSWY3DPEHPK3PXP', 'staff_members.totp_secret:7')).not.toBe(sealed); // a new IV each time
    expect(encryption.open(sealed, 'staff_members.totp_secret:7')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => encryption.open(sealed, 'staff_members.totp_secret:8')).toThrow(SealedValueError);
    const altered = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'AB' : 'AA');
    expect(() => encryption.open(altered, 'staff_members.totp_secret:7')).toThrow(SealedValueError);
    expect(() => createAtRestEncryption({ current: randomBytes(32) }).open(sealed, 'staff_members.totp_secret:7')).toThrow(/does not have/);
    expect(() => encryption.open('JBSWY3DPEHPK3PXP', 'x')).toThrow(/not sealed/);
  });

  it('rotate: an old key still opens what it sealed, and rewrap moves a value to the new key', () => {
    const rotated = createAtRestEncryption({ current: randomBytes(32), previous: [key] });
    const old = encryption.seal('secret', 'c');
    expect(rotated.isCurrent(old)).toBe(false);
    const rewrapped = rotated.rewrap(old, 'c');
    expect(rotated.isCurrent(rewrapped)).toBe(true);
    expect(rotated.open(rewrapped, 'c')).toBe('secret');
    expect(rotated.keyIds).toEqual([rotated.keyId, encryption.keyId]);
  });
});

describe('the at-rest key', () => {
  const dir = () => mkdtempSync(path.join(tmpdir(), 'keys-'));

  it('is made once in a file readable by its owner only, and read from it ever after', () => {
    const keyFile = path.join(dir(), 'nested', 'encryption.key');
    const first = loadEncryptionKeys({ key: undefined, previousKeys: [], keyFile });
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(loadEncryptionKeys({ key: undefined, previousKeys: [], keyFile }).current.equals(first.current)).toBe(true);
    expect(parseEncryptionKey(readFileSync(keyFile, 'utf8'))?.equals(first.current)).toBe(true);
  });

  it('refuses a key file others can read, and keys of the wrong size', () => {
    const keyFile = path.join(dir(), 'encryption.key');
    writeFileSync(keyFile, randomBytes(32).toString('base64'));
    chmodSync(keyFile, 0o644);
    expect(() => loadEncryptionKeys({ key: undefined, previousKeys: [], keyFile })).toThrow(/chmod 600/);
    expect(() => loadEncryptionKeys({ key: 'too-short', previousKeys: [], keyFile })).toThrow(/APP_ENCRYPTION_KEY/);
    expect(() => loadEncryptionKeys({ key: randomBytes(32).toString('hex'), previousKeys: ['nope'], keyFile })).toThrow(/APP_ENCRYPTION_KEYS_PREVIOUS/);
    expect(loadEncryptionKeys({ key: randomBytes(32).toString('base64'), previousKeys: [], keyFile }).current).toHaveLength(32);
  });
});
