/**
 * How long the records that pile up by themselves are kept: visit logs and browser error reports (every page
 * view and every fault a browser meets), receipt tokens once long expired, and live events long past resuming. Older rows are deleted at start
 * and every hour, a batch at a time so no sweep holds the database for long. Requests, documents and mail are
 * the agency's records and are not swept here.
 */
import { RETENTION_DAYS } from '@site/retention';
import type { Database } from '../db/database';
import type { Logger } from '../http/logger';

export type RetentionSettings = { visitsDays: number; errorReportsDays: number };

const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const BATCH = 5000;

/** The tables swept, each by its created_at. */
const SWEPT = [
  { table: 'visits', days: (settings: RetentionSettings) => settings.visitsDays },
  { table: 'error_reports', days: (settings: RetentionSettings) => settings.errorReportsDays },
  // A token lives a day (RECEIPT_TOKEN_TTL_MS); after two it can only ever be refused.
  { table: 'receipt_tokens', days: () => 2 },
  // A browser resumes its document's events within an events token's life (minutes); a week is ample.
  { table: 'live_events', days: () => RETENTION_DAYS.liveEvents },
] as const;

async function deleteOlderThan(db: Database, table: string, cutoff: Date): Promise<number> {
  let deleted = 0;
  for (;;) {
    const ids = db(table).select('id').where('created_at', '<', cutoff).orderBy('created_at').limit(BATCH);
    const count = await db(table).whereIn('id', ids).delete();
    deleted += count;
    if (count < BATCH) return deleted;
  }
}

/** Deletes what is past its retention; answers how many rows of each table went. */
export async function sweepExpiredRecords(db: Database, settings: RetentionSettings, now = Date.now()): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const { table, days } of SWEPT) deleted[table] = await deleteOlderThan(db, table, new Date(now - days(settings) * DAY_MS));
  return deleted;
}

/** Sweeps at start and then every hour, in the background; returns a stop function. */
export function startRetentionSweeper(db: Database, settings: RetentionSettings, logger: Logger): () => void {
  const sweep = () =>
    sweepExpiredRecords(db, settings)
      .then((deleted) => Object.values(deleted).some(Boolean) && logger.info({ deleted }, 'deleted records past their retention'))
      .catch((error: unknown) => logger.warn({ err: error }, 'could not delete records past their retention'));
  void sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
