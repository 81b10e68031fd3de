/**
 * Room for uploads: the documents kept may not pass a quota (UPLOAD_QUOTA_BYTES), and the disk must keep
 * some space free (UPLOAD_MIN_FREE_BYTES) for the database and everything else. Before an upload is read,
 * its largest possible size is reserved; a request that would not fit is refused with 507 before a byte of
 * it is written. The reservation is released when the request ends (its files are then counted as stored
 * rows, or deleted).
 */
import { statfs } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_SPACE_MESSAGE } from '@contracts/uploads';
import type { Database } from '../../db/database';
import type { Logger } from '../../http/logger';
import { UPLOADS_TABLE } from './uploads-repository';

export type UploadCapacitySettings = { quotaBytes: number; minFreeBytes: number };

export class NoUploadSpaceError extends Error {
  readonly status = 507;
  constructor(readonly reason: 'quota' | 'disk') {
    super(UPLOAD_SPACE_MESSAGE);
    this.name = 'NoUploadSpaceError';
  }
}

export type UploadCapacity = {
  /** Reserves room for up to `bytes`; answers the release. Throws NoUploadSpaceError when there is none. */
  reserve: (bytes: number) => Promise<() => void>;
};

/** The free bytes of the file system holding `dir` (or its nearest existing parent: the folder is made on first use). */
async function freeBytesAt(dir: string): Promise<number> {
  for (let candidate = path.resolve(dir); ; candidate = path.dirname(candidate)) {
    try {
      const stats = await statfs(candidate);
      return stats.bavail * stats.bsize;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || candidate === path.dirname(candidate)) throw error;
    }
  }
}

const LOG_EVERY_MS = 60_000;

export function createUploadCapacity(
  { db, dir, settings, logger }: { db: Database; dir: string; settings: UploadCapacitySettings; logger: Logger },
  freeBytes = freeBytesAt,
): UploadCapacity {
  let reserved = 0;
  let loggedAt = -Infinity;
  /** Someone must make room: said in the log, once a minute while it lasts. */
  const refuse = (reason: NoUploadSpaceError['reason']) => {
    if (Date.now() - loggedAt >= LOG_EVERY_MS) {
      loggedAt = Date.now();
      logger.warn({ reason, ...settings }, 'uploads are being refused: no room (UPLOAD_QUOTA_BYTES or UPLOAD_MIN_FREE_BYTES)');
    }
    return new NoUploadSpaceError(reason);
  };
  return {
    reserve: async (bytes) => {
      // Reserved before looking, so two uploads arriving together cannot both take the last room.
      reserved += bytes;
      let released = false;
      const release = () => {
        if (!released) reserved -= bytes;
        released = true;
      };
      try {
        const [sum] = await db(UPLOADS_TABLE).sum({ stored: 'size_bytes' });
        if (Number(sum?.stored ?? 0) + reserved > settings.quotaBytes) throw refuse('quota');
        if ((await freeBytes(dir)) - reserved < settings.minFreeBytes) throw refuse('disk');
      } catch (error) {
        release();
        throw error;
      }
      return release;
    },
  };
}
