/**
 * What the upload store keeps its files in: the part that differs between a folder on this machine (the
 * embedded default) and an S3-compatible bucket (several instances, s3-stored-files.ts). Names reach this
 * already checked (upload-store.ts).
 */
import { once } from 'node:events';
import { copyFile, mkdir, open as openFile, readdir, rename, rm, stat } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

export type StoredFileEntry = { storedName: string; modifiedAt: number };

export type StoredFiles = {
  /** Takes the file at `localPath` (of `sizeBytes`) under `storedName`; the caller deletes `localPath`. */
  put: (storedName: string, localPath: string, sizeBytes: number) => Promise<void>;
  /** The file as a stream; rejects before any byte when it is not there. */
  open: (storedName: string) => Promise<Readable>;
  /** Deletes the file; one already gone is not an error. */
  remove: (storedName: string) => Promise<void>;
  /** Every file, with when it was written (the orphan sweep's view). */
  list: () => AsyncIterable<StoredFileEntry>;
};

/** Waits until what the file or folder at `filePath` holds is on the disk, not only in the operating system's cache. */
export async function syncToDisk(filePath: string): Promise<void> {
  const handle = await openFile(filePath, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Files in one folder. The staging folder is made inside it, so keeping a file is a rename on one disk.
 * `sync` is what puts a file on the disk (a test watches it).
 */
export function folderStoredFiles(dir: string, sync = syncToDisk): StoredFiles & { dir: string; ensureDir: () => Promise<unknown> } {
  const root = path.resolve(dir);
  let ready: Promise<unknown> | undefined;
  const ensureDir = () =>
    (ready ??= mkdir(root, { recursive: true, mode: 0o700 }).catch((error) => {
      ready = undefined;
      throw error;
    }));
  const pathOf = (storedName: string) => path.join(root, storedName);

  return {
    dir: root,
    /** Makes the folder (owner-only) the first time it is needed. */
    ensureDir,
    put: async (storedName, localPath) => {
      await ensureDir();
      try {
        await rename(localPath, pathOf(storedName));
      } catch (error) {
        // A staging folder configured on another disk: copied instead.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(localPath, pathOf(storedName));
      }
      // On the disk before the submission that names it is committed (and that commit is synced, database.ts):
      // the file's bytes, then the folder's entry for it. A power cut must not leave a stored request without its file.
      await sync(pathOf(storedName));
      await sync(root);
    },
    open: async (storedName) => {
      const stream = createReadStream(pathOf(storedName));
      await once(stream, 'open');
      return stream;
    },
    remove: (storedName) => rm(pathOf(storedName), { force: true }),
    list: async function* () {
      const names = await readdir(root).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [] as string[];
        throw error;
      });
      for (const name of names) {
        const info = await stat(pathOf(name)).catch(() => null);
        if (info?.isFile()) yield { storedName: name, modifiedAt: info.mtimeMs };
      }
    },
  };
}
