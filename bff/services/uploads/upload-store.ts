/**
 * Where uploaded files live: one folder (UPLOAD_DIR, by default data/uploads), outside anything served, each
 * file under a server-made random name. A file is written as it arrives (streamed, never held in memory),
 * hashed and counted on the way, and cut off at the size limit.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A file written to the store, not yet known to the database. */
export type WrittenFile = {
  storedName: string;
  path: string;
  sizeBytes: number;
  sha256: string;
};

/** The file went over the size limit; what was written of it has been deleted. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes.`);
    this.name = 'FileTooLargeError';
  }
}

/** 32 hex characters: unguessable, and nothing of the person's file name reaches the disk. */
const newStoredName = () => randomBytes(16).toString('hex');
const STORED_NAME = /^[0-9a-f]{32}$/;
/** Whether a name in the upload folder is one the store made. */
export const isStoredName = (name: string) => STORED_NAME.test(name);

export type UploadStore = ReturnType<typeof createUploadStore>;

export function createUploadStore(dir: string) {
  const root = path.resolve(dir);
  let ready: Promise<unknown> | undefined;
  const ensureDir = () =>
    (ready ??= mkdir(root, { recursive: true, mode: 0o700 }).catch((error) => {
      ready = undefined;
      throw error;
    }));

  const pathOf = (storedName: string) => {
    if (!isStoredName(storedName)) throw new Error('Not a stored file name.');
    return path.join(root, storedName);
  };

  /**
   * Writes a stream to a new file. With `maxBytes`, a stream that goes past it is cut off: the partial file
   * is deleted and FileTooLargeError thrown. Any other failure also deletes the partial file.
   */
  async function write(source: Readable, { maxBytes }: { maxBytes?: number } = {}): Promise<WrittenFile> {
    // A source that fails while the folder is being made must not crash the process: the pipeline below
    // then finds it destroyed and rejects.
    source.on('error', () => undefined);
    await ensureDir();
    const storedName = newStoredName();
    const filePath = path.join(root, storedName);
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
    return { storedName, path: filePath, sizeBytes, sha256: hash.digest('hex') };
  }

  /** Deletes a stored file; one already gone is not an error. */
  const remove = (storedName: string) => rm(pathOf(storedName), { force: true });

  /** Reads a stored file back (for the back office, or to attach it to a mail). */
  const open = (storedName: string) => createReadStream(pathOf(storedName));

  return { dir: root, write, remove, open, pathOf };
}
