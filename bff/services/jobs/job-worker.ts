/**
 * Runs the jobs of the queue (job-queue.ts) one at a time: it looks every `pollIntervalMs`, and at once when
 * this instance queued a job (`wake`). A failed job is tried again later, waiting longer each time.
 */
import type { Knex } from 'knex';
import type { Logger } from '../../http/logger';
import { retryDelayMs } from '../mail/worker';
import { claimDueJob, markJobFailed, type Job } from './job-queue';

/** Does the job's work and marks it done (markJobDone) in the transaction that stores its outcome. */
export type JobHandler = (job: Job) => Promise<void>;

export type JobWorker = { start(): void; wake(): void; stop(): Promise<void>; runDue(): Promise<number> };

export type JobWorkerOptions = {
  db: Knex;
  logger: Logger;
  handlers: Record<string, JobHandler>;
  pollIntervalMs: number;
  leaseMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
};

export function createJobWorker({
  db,
  logger,
  handlers,
  pollIntervalMs,
  leaseMs = 120_000,
  retryBaseMs = 10_000,
  retryMaxMs = 3_600_000,
}: JobWorkerOptions): JobWorker {
  const kinds = Object.keys(handlers);
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wakeAgain = false;

  async function runDue(): Promise<number> {
    let done = 0;
    for (;;) {
      const job = await claimDueJob(db, { kinds, leaseMs });
      if (!job) return done;
      try {
        await handlers[job.kind]!(job);
        done += 1;
      } catch (error) {
        const retryAt = new Date(Date.now() + retryDelayMs(job.attempts, retryBaseMs, retryMaxMs));
        await markJobFailed(db, job, { error: error instanceof Error ? error.message : String(error), retryAt });
        logger.error({ jobId: job.id, kind: job.kind, attempts: job.attempts, err: error }, 'job failed; it will be tried again');
      }
      if (stopped) return done;
    }
  }

  const cycle = () => {
    clearTimeout(timer);
    if (running) {
      wakeAgain = true;
      return;
    }
    running = runDue()
      .then(() => undefined)
      .catch((error) => logger.error({ err: error }, 'job worker cycle failed; it will try again'))
      .finally(() => {
        running = undefined;
        if (stopped) return;
        if (wakeAgain) {
          wakeAgain = false;
          cycle();
        } else timer = setTimeout(cycle, pollIntervalMs);
      });
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      cycle();
    },
    wake() {
      if (!stopped) cycle();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    runDue,
  };
}
