/**
 * How long the records that pile up by themselves are kept: visit logs and browser error reports (every page
 * view and every fault a browser meets), receipt tokens once long expired, live events long past resuming, staff
 * sign-in counts a day after their last attempt and known-device cookies past their life. Older rows are deleted at start
 * and every hour, a batch at a time so no sweep holds the database for long. Requests, documents and mail are
 * the agency's records and are not swept here.
 */
import { RETENTION_DAYS } from '@site/retention';
import type { RetentionSettings } from '../config';
import type { Database } from '../db/database';
import type { Logger } from '../http/logger';
import { ERROR_REPORTS_TABLE } from './error-reports';
import { LIVE_EVENTS_TABLE } from './live-events/event-bus';
import { RECEIPT_TOKENS_TABLE } from './receipts/receipt-tokens';
import { STAFF_DEVICES_TABLE, KNOWN_DEVICE_DAYS } from './staff/known-devices';
import { FORGET_FAILURES_AFTER_MS, STAFF_SIGN_IN_THROTTLE_TABLE } from './staff/sign-in-throttle';
import { VISITS_TABLE } from './visits';

const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const BATCH = 5000;

/** The tables swept, each by its created_at unless another column is named. */
const SWEPT: { table: string; column?: string; days: (settings: RetentionSettings) => number }[] = [
  { table: VISITS_TABLE, days: (settings: RetentionSettings) => settings.visitsDays },
  { table: ERROR_REPORTS_TABLE, days: (settings: RetentionSettings) => settings.errorReportsDays },
  // A token lives a day (RECEIPT_TOKEN_TTL_MS); after two it can only ever be refused.
  { table: RECEIPT_TOKENS_TABLE, days: () => 2 },
  // A browser resumes its document's events within an events token's life (minutes); a week is ample.
  { table: LIVE_EVENTS_TABLE, days: () => RETENTION_DAYS.liveEvents },
  // Sign-in counts are forgotten a day after their last attempt; the rows would otherwise pile up for every address tried.
  { table: STAFF_SIGN_IN_THROTTLE_TABLE, column: 'last_failure_at', days: () => FORGET_FAILURES_AFTER_MS / DAY_MS },
  // A known-device cookie is worth nothing after KNOWN_DEVICE_DAYS.
  { table: STAFF_DEVICES_TABLE, days: () => KNOWN_DEVICE_DAYS },
];

async function deleteOlderThan(db: Database, table: string, column: string, cutoff: Date): Promise<number> {
  let deleted = 0;
  for (;;) {
    const ids = db(table).select('id').where(column, '<', cutoff).orderBy(column).limit(BATCH);
    const count = await db(table).whereIn('id', ids).delete();
    deleted += count;
    if (count < BATCH) return deleted;
  }
}

/** Deletes what is past its retention; answers how many rows of each table went. */
export async function sweepExpiredRecords(db: Database, settings: RetentionSettings, now = Date.now()): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const { table, column = 'created_at', days } of SWEPT)
    deleted[table] = await deleteOlderThan(db, table, column, new Date(now - days(settings) * DAY_MS));
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
