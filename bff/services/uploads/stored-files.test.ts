import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { folderStoredFiles, syncToDisk } from './stored-files';

describe('files kept in a folder', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'stored-files-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('puts a kept file on the disk, its bytes and then its folder entry, before answering', async () => {
    const synced: string[] = [];
    const files = folderStoredFiles(path.join(dir, 'store'), async (filePath) => {
      await syncToDisk(filePath);
      synced.push(filePath);
    });
    const staged = path.join(dir, 'staged');
    writeFileSync(staged, 'a signed page');
    await files.put('kept', staged, 13);
    expect(synced).toEqual([path.join(files.dir, 'kept'), files.dir]);
    expect(readFileSync(path.join(files.dir, 'kept'), 'utf8')).toBe('a signed page');
  });
});
