import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Database } from '../../db/database';
import { filesInUploadDir } from '../../../tests/support/upload-dir';
import { sweepOrphanUploads } from './sweep-orphans';
import { folderStoredFiles } from './stored-files';
import { createUploadStore } from './upload-store';

const root = mkdtempSync(path.join(tmpdir(), 'sweep-orphans-'));
const uploadDir = path.join(root, 'uploads');
const stagingDir = path.join(uploadDir, '.staging');
const store = createUploadStore(folderStoredFiles(uploadDir), stagingDir);
let db: Database;

beforeAll(async () => {
  db = openDatabase({ kind: 'sqlite', filename: path.join(root, 'app.db') });
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
  rmSync(root, { recursive: true, force: true });
});

const TWO_HOURS_AGO = (Date.now() - 2 * 60 * 60 * 1000) / 1000;

/** A file in the store (or its staging folder), as a request would have left it, `aged` to two hours old. */
function storedFile(name: string, { aged, dir = uploadDir }: { aged: boolean; dir?: string }) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, name), 'x');
  if (aged) utimesSync(path.join(dir, name), TWO_HOURS_AGO, TWO_HOURS_AGO);
}

describe('sweepOrphanUploads', () => {
  it('answers 0 when the upload folder does not exist yet', async () => {
    expect(await sweepOrphanUploads(db, store)).toBe(0);
  });

  it('deletes old files no uploads row names, and keeps recorded files, recent files and anything else', async () => {
    const written = await store.write(Readable.from([Buffer.from('kept')]));
    await db('uploads').insert({
      stored_name: written.storedName,
      original_name: 'a.pdf',
      mime_type: 'application/pdf',
      size_bytes: 4,
      sha256: 'x'.repeat(64),
      created_at: new Date(),
    });
    utimesSync(path.join(uploadDir, written.storedName), TWO_HOURS_AGO, TWO_HOURS_AGO);
    storedFile('a'.repeat(32), { aged: true }); // orphan: deleted
    storedFile('b'.repeat(32), { aged: false }); // a request may still be committing it: kept
    storedFile('README.txt', { aged: true }); // not a stored name: not ours to delete
    storedFile('c'.repeat(32), { aged: true, dir: stagingDir }); // staged by a process killed mid-upload: deleted
    storedFile('d'.repeat(32), { aged: false, dir: stagingDir }); // an upload being checked now: kept

    expect(await sweepOrphanUploads(db, store)).toBe(2);
    expect(filesInUploadDir(uploadDir)).toEqual(['.staging/' + 'd'.repeat(32), 'README.txt', 'b'.repeat(32), written.storedName].sort());
  });
});
