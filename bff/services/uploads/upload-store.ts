/**
 * Where uploaded files, signing copies and sealed PDFs live: a folder by default (UPLOAD_DIR, data/uploads), or
 * an S3-compatible bucket when several instances must share them (UPLOAD_S3_BUCKET). Either way each file is
 * kept under a server-made random name, outside anything served.
 *
 * A file arrives in two steps. It is first staged: written as it arrives to this instance's staging folder
 * (streamed, never held in memory), hashed and counted on the way, and cut off at the size limit; there it is
 * typed and checked. Only then is it kept: moved into the store under its stored name. What is kept is always
 * whole; what is staged is this instance's scratch, swept when old.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { folderStoredFiles, type StoredFiles } from './stored-files';

/** A file in this instance's staging folder, not yet in the store. */
export type StagedFile = { path: string; sizeBytes: number; sha256: string };

/** A file kept in the store, not yet known to the database. */
export type WrittenFile = { storedName: string; sizeBytes: number; sha256: string };

/** The file went over the size limit; what was written of it has been deleted. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes.`);
    this.name = 'FileTooLargeError';
  }
}

/** 32 hex characters: unguessable, and nothing of the person's file name reaches the store. */
const newStoredName = () => randomBytes(16).toString('hex');
const STORED_NAME = /^[0-9a-f]{32}$/;
/** Whether a name in the store is one the store made. */
export const isStoredName = (name: string) => STORED_NAME.test(name);

function checkStoredName(storedName: string): string {
  if (!isStoredName(storedName)) throw new Error('Not a stored file name.');
  return storedName;
}

export type UploadStore = ReturnType<typeof createUploadStore>;

/** The store over `files` (a folder or a bucket), staging in `stagingDir` on this instance's disk. */
export function createUploadStore(files: StoredFiles, stagingDir: string) {
  const staging = path.resolve(stagingDir);
  // The staging folder is a folder of files like the folder store's: made, listed and emptied the same way.
  const staged = folderStoredFiles(staging);

  /**
   * Writes a stream to a new staged file. With `maxBytes`, a stream that goes past it is cut off: the partial
   * file is deleted and FileTooLargeError thrown. Any other failure also deletes the partial file.
   */
  async function stage(source: Readable, { maxBytes }: { maxBytes?: number } = {}): Promise<StagedFile> {
    // A source that fails while the folder is being made must not crash the process: the pipeline below
    // then finds it destroyed and rejects.
    source.on('error', () => undefined);
    await staged.ensureDir();
    const filePath = path.join(staging, newStoredName());
    const hash = createHash('sha256');
    let sizeBytes = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        sizeBytes += chunk.length;
        if (maxBytes !== undefined && sizeBytes > maxBytes) return done(new FileTooLargeError(maxBytes));
        hash.update(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(source, measure, createWriteStream(filePath, { flags: 'wx', mode: 0o600 }));
    } catch (error) {
      await rm(filePath, { force: true });
      throw error;
    }
    return { path: filePath, sizeBytes, sha256: hash.digest('hex') };
  }

  /** Deletes a staged file that will not be kept. */
  const discard = (staged: StagedFile) => rm(staged.path, { force: true });

  /** Moves a staged file into the store under a new stored name; the staged file is gone either way. */
  async function keep(staged: StagedFile): Promise<WrittenFile> {
    const storedName = newStoredName();
    try {
      await files.put(storedName, staged.path, staged.sizeBytes);
    } finally {
      await discard(staged);
    }
    return { storedName, sizeBytes: staged.sizeBytes, sha256: staged.sha256 };
  }

  /** Stages and keeps a stream in one step: for files the server makes itself. */
  const write = async (source: Readable, options: { maxBytes?: number } = {}) => keep(await stage(source, options));

  /** Deletes staged files older than `olderThanMs`: left by a process stopped between staging and keeping. */
  async function sweepStaging(olderThanMs: number, now = Date.now()): Promise<number> {
    let deleted = 0;
    for await (const file of staged.list()) {
      if (isStoredName(file.storedName) && file.modifiedAt < now - olderThanMs) {
        await staged.remove(file.storedName);
        deleted += 1;
      }
    }
    return deleted;
  }

  return {
    stagingDir: staging,
    stage,
    discard,
    keep,
    write,
    sweepStaging,
    /** A stored file as a stream; rejects (before any byte) when it is not there. */
    open: async (storedName: string) => files.open(checkStoredName(storedName)),
    /** A stored file whole, for the work that needs all of it (a signing copy, a seal). */
    read: async (storedName: string) => Buffer.concat(await (await files.open(checkStoredName(storedName))).toArray()),
    /** Deletes a stored file; one already gone is not an error. */
    remove: async (storedName: string) => files.remove(checkStoredName(storedName)),
    /** Every stored file the store made, with when it was last written. */
    list: () => files.list(),
  };
}
