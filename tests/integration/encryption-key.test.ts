/**
 * The at-rest key and the database belong together: a server given another key refuses to start (rather
 * than failing sign-ins one by one), and a rotated key starts with the old one kept to open what it sealed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@bff/config';
import { createDependencies } from '@bff/dependencies';

const root = mkdtempSync(path.join(tmpdir(), 'encryption-key-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let dir = root;
/** Each test on a database of its own. */
beforeEach(() => {
  dir = mkdtempSync(path.join(root, 'db-'));
});

const start = async (env: Record<string, string> = {}) => {
  const deps = await createDependencies(
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SQLITE_FILE: path.join(dir, 'app.db'), STATIC_DIR: path.join(dir, 'no-app'), ...env }),
  );
  const keyCheck = (await deps.db('app_secrets').where({ name: 'encryption-key-check' }).first()).value as string;
  await deps.close();
  return { keyId: deps.encryption.keyId, keyCheck };
};

describe('the at-rest key of a database', () => {
  it('is made beside it at first start; another key stops the start; a rotation keeps the old key to open and moves to the new', async () => {
    const first = await start();
    const fileKey = readFileSync(path.join(dir, 'encryption.key'), 'utf8').trim();
    expect(first.keyCheck).toContain(first.keyId);
    expect((await start()).keyId).toBe(first.keyId);

    await expect(start({ APP_ENCRYPTION_KEY: randomBytes(32).toString('base64') })).rejects.toThrow(/sealed under an encryption key this server does not have/);

    const newKey = randomBytes(32).toString('base64');
    const rotated = await start({ APP_ENCRYPTION_KEY: newKey, APP_ENCRYPTION_KEYS_PREVIOUS: fileKey });
    expect(rotated.keyId).not.toBe(first.keyId);
    expect(rotated.keyCheck).toContain(rotated.keyId);
    expect((await start({ APP_ENCRYPTION_KEY: newKey })).keyId).toBe(rotated.keyId);
  });

  it('is not replaced by another key when the key check row is gone: the other sealed secrets must open', async () => {
    const first = await start();
    const withoutCheck = async () => {
      const deps = await createDependencies(
        loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SQLITE_FILE: path.join(dir, 'app.db'), STATIC_DIR: path.join(dir, 'no-app') }),
      );
      await deps.db('app_secrets').where({ name: 'encryption-key-check' }).delete();
      await deps.close();
    };
    await withoutCheck();
    await expect(start({ APP_ENCRYPTION_KEY: randomBytes(32).toString('base64') })).rejects.toThrow(/does not have/);
    expect((await start()).keyId).toBe(first.keyId);
  });
});
