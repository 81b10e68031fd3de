/**
 * Durable background jobs (sealing a signed PDF): a row per job in the jobs table, written in the same
 * transaction as what caused it, so a job exists exactly when its cause does. A worker claims one under a
 * lease in one statement (two instances never run the same job at once; on PostgreSQL locked rows are
 * skipped); a worker that dies loses the lease when it runs out and the job is run again.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';

const JOBS_TABLE = 'jobs';
const MAX_ERROR_LENGTH = 2000;

export type Job = { id: number; kind: string; payload: unknown; attempts: number; claimToken: string };

type JobRow = { id: number; kind: string; payload: string; attempts: number };

export async function enqueueJob(db: Knex | Knex.Transaction, kind: string, payload: unknown, runAt = new Date()): Promise<void> {
  await db(JOBS_TABLE).insert({ kind, payload: JSON.stringify(payload), run_at: runAt, created_at: new Date() });
}

/** Takes the oldest due job of one of `kinds` for `leaseMs`, or none. */
export async function claimDueJob(db: Knex, { kinds, leaseMs, now = new Date() }: { kinds: string[]; leaseMs: number; now?: Date }): Promise<Job | undefined> {
  const claimToken = randomUUID();
  const skipLocked = db.client.config.client === 'pg' ? 'FOR UPDATE SKIP LOCKED' : '';
  const result = await db.raw(
    `UPDATE ${JOBS_TABLE} SET claim_token = ?, lease_until = ?, attempts = attempts + 1
      WHERE id = (
        SELECT id FROM ${JOBS_TABLE}
         WHERE done_at IS NULL AND run_at <= ? AND (lease_until IS NULL OR lease_until < ?) AND kind IN (${kinds.map(() => '?').join(', ')})
         ORDER BY run_at, id
         LIMIT 1 ${skipLocked}
      )
      RETURNING id, kind, payload, attempts`,
    [claimToken, new Date(now.getTime() + leaseMs), now, now, ...kinds],
  );
  const [row] = (Array.isArray(result) ? result : (result.rows ?? [])) as JobRow[];
  return row && { id: Number(row.id), kind: row.kind, payload: JSON.parse(row.payload), attempts: Number(row.attempts), claimToken };
}

/** Marks a job done, in the transaction that stored its outcome. False when the lease was lost meanwhile. */
export async function markJobDone(db: Knex | Knex.Transaction, job: Job, now = new Date()): Promise<boolean> {
  const updated = await db(JOBS_TABLE)
    .where({ id: job.id, claim_token: job.claimToken })
    .whereNull('done_at')
    .update({ done_at: now, claim_token: null, lease_until: null });
  return updated === 1;
}

/** Releases a failed job to be tried again at `retryAt`. */
export async function markJobFailed(db: Knex, job: Job, { error, retryAt }: { error: string; retryAt: Date }): Promise<void> {
  await db(JOBS_TABLE)
    .where({ id: job.id, claim_token: job.claimToken })
    .update({ run_at: retryAt, last_error: error.slice(0, MAX_ERROR_LENGTH), claim_token: null, lease_until: null });
}

/** How long the oldest job that is due and not done has waited, in seconds (0 when none): the job lag /metrics reports. */
export async function oldestDueJobWaitSeconds(db: Knex, now = new Date()): Promise<number> {
  const [row] = await db(JOBS_TABLE).whereNull('done_at').andWhere('run_at', '<=', now).min({ oldest: 'run_at' });
  const oldest = row?.oldest as Date | number | string | null | undefined;
  if (oldest === null || oldest === undefined) return 0;
  // SQLite keeps a Date as milliseconds; PostgreSQL answers a Date.
  const at = typeof oldest === 'object' ? oldest.getTime() : Number.isFinite(Number(oldest)) ? Number(oldest) : Date.parse(String(oldest));
  return Math.max(0, (now.getTime() - at) / 1000);
}
