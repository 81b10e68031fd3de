/**
 * Group commit on SQLite: writes that arrive together (in the same turn of the event loop) run in one
 * transaction, each in a savepoint of its own, and each caller is answered only once that transaction has
 * committed. One BEGIN and one durable COMMIT (a WAL sync) serve them all, where each paid its own before;
 * nothing is acknowledged before it is on disk, and one write that fails rolls back only its own savepoint.
 * On PostgreSQL, where commits do not queue behind one writer, each write is its own transaction.
 */
import type { Knex } from 'knex';
import { isPostgres, type Database } from './database';
import { queryRows } from './prepared';

type Outcome = { stored: true; value: unknown } | { stored: false; error: unknown };
type Pending = { work: (trx: Knex.Transaction) => Promise<unknown>; settle: (outcome: Outcome) => void };

/** Enough to share a commit among every connection a busy moment brings, few enough to keep each wait short. */
const MOST_IN_ONE_COMMIT = 64;

/**
 * Each write's savepoint, as fixed statements prepared once (bff/db/prepared.ts), where Knex's nested transaction
 * built a transaction object and prepared a newly named SAVEPOINT for every write. The writes of a batch run one
 * after the other, so one name serves them all.
 */
const SAVEPOINT = 'SAVEPOINT one_write';
const RELEASE = 'RELEASE one_write';
const ROLLBACK_TO = 'ROLLBACK TO one_write';

const queues = new WeakMap<Database, Pending[]>();

async function commitBatch(db: Database, batch: Pending[]): Promise<void> {
  const outcomes: Outcome[] = [];
  try {
    await db.transaction(async (trx) => {
      for (const { work } of batch) {
        await queryRows(trx, SAVEPOINT, []);
        try {
          const value = await work(trx);
          await queryRows(trx, RELEASE, []);
          outcomes.push({ stored: true, value });
        } catch (error) {
          await queryRows(trx, ROLLBACK_TO, []);
          await queryRows(trx, RELEASE, []);
          outcomes.push({ stored: false, error });
        }
      }
    });
  } catch (error) {
    // The commit itself failed: nothing of the batch is stored, and every caller is told.
    for (const pending of batch) pending.settle({ stored: false, error });
    return;
  }
  batch.forEach((pending, index) => pending.settle(outcomes[index]!));
}

export function commitTogether<T>(db: Database, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  if (isPostgres(db)) return db.transaction(work);
  return new Promise<T>((resolve, reject) => {
    let queue = queues.get(db);
    if (!queue) {
      queues.set(db, (queue = []));
      setImmediate(function flush() {
        const waiting = queues.get(db) ?? [];
        queues.delete(db);
        for (let start = 0; start < waiting.length; start += MOST_IN_ONE_COMMIT) void commitBatch(db, waiting.slice(start, start + MOST_IN_ONE_COMMIT));
      });
    }
    queue.push({ work, settle: (outcome) => (outcome.stored ? resolve(outcome.value as T) : reject(outcome.error)) });
  });
}
