/**
 * Files in the upload store that no uploads row names: left by a process that stopped between keeping a
 * file and committing its row (a crash, a kill). Requests delete their own files on every failure they see;
 * this catches the failures they cannot see. Only files older than a margin are taken, so a request still
 * in flight keeps its file. Staged files that old are this instance's leftovers too.
 */
import type { Knex } from 'knex';
import type { Logger } from '../../http/logger';
import { isStoredName, type UploadStore } from './upload-store';
import { UPLOADS_TABLE } from './uploads-repository';

const BATCH = 500;
const ORPHAN_MARGIN_MS = 60 * 60 * 1000;

/** Deletes the orphaned files older than `olderThanMs`; answers how many it deleted. */
export async function sweepOrphanUploads(db: Knex, store: UploadStore, { olderThanMs = ORPHAN_MARGIN_MS, now = Date.now() } = {}): Promise<number> {
  const old: string[] = [];
  for await (const file of store.list()) {
    if (isStoredName(file.storedName) && file.modifiedAt < now - olderThanMs) old.push(file.storedName);
  }
  let deleted = await store.sweepStaging(olderThanMs, now);
  for (let start = 0; start < old.length; start += BATCH) {
    const batch = old.slice(start, start + BATCH);
    const known = new Set((await db(UPLOADS_TABLE).whereIn('stored_name', batch).pluck('stored_name')) as string[]);
    for (const name of batch.filter((candidate) => !known.has(candidate))) {
      await store.remove(name);
      deleted += 1;
    }
  }
  return deleted;
}

/** Sweeps at start and then every hour, in the background; returns a stop function. */
export function startOrphanUploadSweeper(db: Knex, store: UploadStore, logger: Logger): () => void {
  const sweep = () =>
    sweepOrphanUploads(db, store)
      .then((deleted) => deleted && logger.info({ deleted }, 'deleted orphaned uploaded files'))
      .catch((error: unknown) => logger.warn({ err: error }, 'could not sweep orphaned uploaded files'));
  void sweep();
  const timer = setInterval(sweep, ORPHAN_MARGIN_MS);
  timer.unref();
  return () => clearInterval(timer);
}
