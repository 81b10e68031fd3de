import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesInUploadDir } from '../../../tests/support/upload-dir';
import { startS3Server, type S3Server } from '../../../tests/support/s3-server';
import { s3StoredFiles } from './s3-stored-files';
import { folderStoredFiles, type StoredFiles } from './stored-files';
import { createUploadStore, FileTooLargeError } from './upload-store';

const root = mkdtempSync(path.join(tmpdir(), 'upload-store-'));
let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  rmSync(root, { recursive: true, force: true });
});

/** A stream of `count` chunks of 64 KiB. */
const chunks = (count: number) => Readable.from(Array.from({ length: count }, (_, i) => Buffer.alloc(64 * 1024, i)));
async function listed(files: StoredFiles) {
  const names: string[] = [];
  for await (const file of files.list()) names.push(file.storedName);
  return names.sort();
}

describe.each([
  ['a folder', (dir: string) => folderStoredFiles(dir)],
  [
    'an S3-compatible bucket',
    (dir: string) =>
      s3StoredFiles({
        bucket: s3.bucket,
        prefix: `${path.basename(dir)}/`,
        endpoint: s3.endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        requestTimeoutMs: 2000,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      }),
  ],
] as const)('upload store in %s', (where, filesIn) => {
  const dir = path.join(root, where.replace(/\W+/g, '-'));
  const staging = path.join(dir, '.staging');
  let files: StoredFiles;
  let store: ReturnType<typeof createUploadStore>;
  beforeAll(() => {
    files = filesIn(dir);
    store = createUploadStore(files, staging);
  });

  it('keeps a stream under a random name, with its size and SHA-256, and reads it back', async () => {
    const bytes = Buffer.from('%PDF-1.4 hello');
    const written = await store.write(Readable.from([bytes]));
    expect(written.storedName).toMatch(/^[0-9a-f]{32}$/);
    expect(written.sizeBytes).toBe(bytes.length);
    expect(written.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(await store.read(written.storedName)).toEqual(bytes);
    expect(Buffer.concat(await (await store.open(written.storedName)).toArray())).toEqual(bytes);
    expect(await listed(files)).toContain(written.storedName);
    expect(filesInUploadDir(dir).filter((name) => name.startsWith('.staging/'))).toEqual([]);
    await store.remove(written.storedName);
    expect(await listed(files)).not.toContain(written.storedName);
    await store.remove(written.storedName); // already gone: not an error
  });

  it('streams a large file both ways without changing a byte', async () => {
    const written = await store.write(chunks(40));
    expect(written.sizeBytes).toBe(40 * 64 * 1024);
    const back = await store.read(written.storedName);
    expect(createHash('sha256').update(back).digest('hex')).toBe(written.sha256);
    await store.remove(written.storedName);
  });

  it('cuts off a stream over the limit and keeps nothing of it, staged or stored', async () => {
    const before = await listed(files);
    await expect(store.write(chunks(20), { maxBytes: 1024 * 1024 })).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await listed(files)).toEqual(before);
    expect(filesInUploadDir(staging)).toEqual([]);
  });

  it('deletes the partial file when the stream fails midway', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.write(failing)).rejects.toThrow('client went away');
    expect(filesInUploadDir(staging)).toEqual([]);
  });

  it('refuses to open a file it does not have, before sending anything', async () => {
    await expect(store.open('0'.repeat(32))).rejects.toThrow();
  });

  it('refuses a name it did not make (no path tricks)', async () => {
    await expect(store.open('../app.db')).rejects.toThrow('Not a stored file name.');
    await expect(store.remove('../app.db')).rejects.toThrow('Not a stored file name.');
  });
});
