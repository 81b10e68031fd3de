import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createUploadStore, FileTooLargeError } from './upload-store';

const dir = path.join(mkdtempSync(path.join(tmpdir(), 'upload-store-')), 'uploads');
afterAll(() => rmSync(path.dirname(dir), { recursive: true, force: true }));
const store = createUploadStore(dir);

/** A stream of `count` chunks of 64 KiB. */
const chunks = (count: number) => Readable.from(Array.from({ length: count }, (_, i) => Buffer.alloc(64 * 1024, i)));

describe('upload store', () => {
  it('writes a stream under a random name, with its size and SHA-256', async () => {
    const bytes = Buffer.from('%PDF-1.4 hello');
    const written = await store.write(Readable.from([bytes]));
    expect(written.storedName).toMatch(/^[0-9a-f]{32}$/);
    expect(written.sizeBytes).toBe(bytes.length);
    expect(written.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(readFileSync(store.pathOf(written.storedName))).toEqual(bytes);
    await store.remove(written.storedName);
    expect(readdirSync(dir)).not.toContain(written.storedName);
  });

  it('cuts off a stream over the limit and deletes what it had written', async () => {
    const before = readdirSync(dir);
    await expect(store.write(chunks(20), { maxBytes: 1024 * 1024 })).rejects.toBeInstanceOf(FileTooLargeError);
    expect(readdirSync(dir)).toEqual(before);
  });

  it('deletes the partial file when the stream fails midway', async () => {
    const before = readdirSync(dir);
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.write(failing)).rejects.toThrow('client went away');
    expect(readdirSync(dir)).toEqual(before);
  });

  it('refuses a name it did not make (no path tricks)', () => {
    expect(() => store.pathOf('../app.db')).toThrow();
  });
});
