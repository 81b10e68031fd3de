/**
 * Where the at-rest key comes from: `APP_ENCRYPTION_KEY` (32 bytes, base64 or 64 hex digits), else a key file
 * made at first start beside the SQLite file (`data/encryption.key`), readable by its owner only. Several
 * instances must share one key: set APP_ENCRYPTION_KEY on each (the file is for one machine).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { EncryptionKeySettings } from '../../config';
import { ENCRYPTION_KEY_BYTES } from './at-rest';

/** A key written as 64 hex digits or as base64/base64url of 32 bytes; undefined for anything else. */
export function parseEncryptionKey(text: string): Buffer | undefined {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const bytes = Buffer.from(value, 'base64');
    return bytes.length === ENCRYPTION_KEY_BYTES ? bytes : undefined;
  }
  return undefined;
}

const OWNER_ONLY = 0o600;

/** The key file's key, made (owner-only) when there is none yet. Refuses a file others can read. */
function keyFromFile(keyFile: string): Buffer {
  try {
    writeFileSync(keyFile, `${randomBytes(ENCRYPTION_KEY_BYTES).toString('base64url')}\n`, { flag: 'wx', mode: OWNER_ONLY });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      mkdirSync(path.dirname(keyFile), { recursive: true, mode: 0o700 });
      return keyFromFile(keyFile);
    }
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if (process.platform !== 'win32' && (statSync(keyFile).mode & 0o077) !== 0) {
    throw new Error(`The encryption key file ${keyFile} can be read by others: chmod 600 it (it must be readable by its owner only).`);
  }
  const key = parseEncryptionKey(readFileSync(keyFile, 'utf8'));
  if (!key) throw new Error(`The encryption key file ${keyFile} does not hold a key (32 bytes, base64 or 64 hex digits).`);
  return key;
}

export function loadEncryptionKeys(settings: EncryptionKeySettings): { current: Buffer; previous: Buffer[] } {
  const previous = settings.previousKeys.map((text, index) => {
    const key = parseEncryptionKey(text);
    if (!key) throw new Error(`Invalid configuration: APP_ENCRYPTION_KEYS_PREVIOUS: key ${index + 1} is not 32 bytes in base64 or 64 hex digits`);
    return key;
  });
  if (settings.key !== undefined) {
    const current = parseEncryptionKey(settings.key);
    if (!current) throw new Error('Invalid configuration: APP_ENCRYPTION_KEY: must be 32 bytes in base64 or 64 hex digits (e.g. openssl rand -base64 32)');
    return { current, previous };
  }
  return { current: keyFromFile(settings.keyFile), previous };
}
