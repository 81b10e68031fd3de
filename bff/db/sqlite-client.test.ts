/**
 * Another connection holding SQLite's write lock (a second instance, db:seed-policies) makes our statements
 * wait between tries, without holding the event loop; a transaction takes the lock at its start.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openOtherSqliteConnection, type OtherSqliteConnection } from '../../tests/support/other-sqlite-connection';
import { DatabaseBusyError } from './database-busy';
import { openDatabase, type Database } from './database';
import { queryRows } from './prepared';
import { first } from '../../tests/support/first';

const dir = mkdtempSync(path.join(tmpdir(), 'sqlite-client-'));
const filename = path.join(dir, 'app.db');
const open: Database[] = [];
let other: OtherSqliteConnection;

/** A pool on the test file, as the server opens it; `busyTimeoutMs` small where the lock outlasts it. */
const database = (busyTimeoutMs?: number) => {
  const db = openDatabase({ kind: 'sqlite', filename, busyTimeoutMs });
  open.push(db);
  return db;
};

const countItems = () => (other.prepare('SELECT count(*) AS n FROM items').get() as { n: number }).n;

/** Resolves when the pool runs a statement matching `sql` (Knex says so just before it runs it). */
const statementStarts = (db: Database, sql: RegExp) =>
  new Promise<void>((resolve) => db.client.on('query', (query: { sql: string }) => sql.test(query.sql) && resolve()));

/** One turn of the event loop: every continuation of what already happened has run. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Whether a query has settled, read without waiting for it. (Run once: each `then` of a Knex builder runs it anew.) */
function track<T>(query: PromiseLike<T>) {
  const promise = Promise.resolve(query);
  const state = { settled: false, promise };
  promise.then(
    () => (state.settled = true),
    () => (state.settled = true),
  );
  return state;
}

beforeAll(async () => {
  const db = database();
  await db.schema.createTable('items', (t) => {
    t.increments('id');
    t.string('name').notNullable();
  });
  // The other connection does not wait at all: it either gets the lock or is told SQLITE_BUSY.
  other = openOtherSqliteConnection(filename);
});

afterEach(() => {
  if (other.inTransaction) other.exec('ROLLBACK');
  other.exec('DELETE FROM items');
});

afterAll(async () => {
  other.close();
  await Promise.all(open.map((db) => db.destroy()));
  rmSync(dir, { recursive: true, force: true });
});

describe('a Knex statement while another connection holds the write lock', () => {
  it('waits between tries, letting the event loop run, and is written once the lock is released', async () => {
    const db = database();
    other.exec('BEGIN IMMEDIATE');
    const started = statementStarts(db, /^insert into `items`/);
    const insert = track(db('items').insert({ name: 'first' }));
    await started;
    await nextTurn();
    expect(insert.settled).toBe(false);
    other.exec('COMMIT');
    await insert.promise;
    expect(countItems()).toBe(1);
  });

  it('gives up with DatabaseBusyError after its budget, having written nothing', async () => {
    const db = database(20);
    other.exec('BEGIN IMMEDIATE');
    await expect(db('items').insert({ name: 'never' })).rejects.toBeInstanceOf(DatabaseBusyError);
    other.exec('COMMIT');
    expect(countItems()).toBe(0);
  });
});

describe('a Knex transaction on SQLite', () => {
  it('takes the write lock at BEGIN: a write from elsewhere between its read and its write is refused, not ours', async () => {
    const db = database();
    await db.transaction(async (trx) => {
      const { n } = first(await trx('items').count({ n: '*' }));
      // Under a deferred BEGIN this write would go through, and ours below fail with SQLITE_BUSY_SNAPSHOT.
      expect(() => other.prepare('INSERT INTO items (name) VALUES (?)').run('elsewhere')).toThrow(expect.objectContaining({ code: 'SQLITE_BUSY' }));
      await trx('items').insert({ name: `after ${n}` });
    });
    expect(other.prepare('SELECT name FROM items').all()).toEqual([{ name: 'after 0' }]);
  });

  it('waits for the lock before it begins, letting the event loop run, then runs whole', async () => {
    const db = database();
    other.exec('BEGIN IMMEDIATE');
    const begins = statementStarts(db, /^BEGIN\b/);
    let bodyRan = false;
    const transaction = track(
      db.transaction(async (trx) => {
        bodyRan = true;
        await trx('items').insert({ name: 'in a transaction' });
      }),
    );
    await begins;
    await nextTurn();
    expect(transaction.settled).toBe(false);
    expect(bodyRan).toBe(false);
    other.exec('COMMIT');
    await transaction.promise;
    expect(countItems()).toBe(1);
  });

  it('gives up with DatabaseBusyError when the lock outlasts the budget, having written nothing', async () => {
    const db = database(20);
    other.exec('BEGIN IMMEDIATE');
    // (Knex still calls the body after a failed BEGIN, but refuses its statements.)
    await expect(db.transaction((trx) => trx('items').insert({ name: 'never' }))).rejects.toBeInstanceOf(DatabaseBusyError);
    other.exec('COMMIT');
    expect(countItems()).toBe(0);
  });

  it('rolls back a COMMIT that stays busy, leaving nothing written and the connection out of the transaction', async () => {
    // Under WAL a COMMIT never waits; without it, a COMMIT waits for every reader to finish.
    const journalFile = path.join(dir, 'rollback-journal.db');
    const db = openDatabase({ kind: 'sqlite', filename: journalFile, busyTimeoutMs: 20 });
    open.push(db);
    await db.raw('PRAGMA journal_mode = DELETE');
    await db.schema.createTable('items', (t) => t.string('name'));
    const reader = openOtherSqliteConnection(journalFile);
    try {
      reader.exec('BEGIN');
      reader.prepare('SELECT count(*) FROM items').get();
      await expect(db.transaction((trx) => trx('items').insert({ name: 'never' }))).rejects.toBeInstanceOf(DatabaseBusyError);
      reader.exec('COMMIT');
      expect(reader.prepare('SELECT count(*) AS n FROM items').get()).toEqual({ n: 0 });
      // The pool's connection is out of the transaction: the next statement stands alone and is kept.
      await db('items').insert({ name: 'next' });
      expect(reader.prepare('SELECT name FROM items').all()).toEqual([{ name: 'next' }]);
    } finally {
      reader.close();
    }
  });

  it('keeps the deferred BEGIN when read-only, so reading takes no write lock', async () => {
    const db = database();
    other.exec('BEGIN IMMEDIATE');
    await expect(db.transaction(async (trx) => first(await trx('items').count({ n: '*' })).n, { readOnly: true })).resolves.toBe(0);
  });
});

describe('queryRows (a prepared statement on the pooled connection)', () => {
  /** Resolves once queryRows has its connection: its first try follows at once, in the same turn. */
  const connectionAcquired = (db: Database) => {
    const acquire = db.client.acquireConnection.bind(db.client);
    return new Promise<void>((resolve) =>
      vi.spyOn(db.client, 'acquireConnection').mockImplementationOnce(async () => {
        const connection = await acquire();
        resolve();
        return connection;
      }),
    );
  };

  it('waits between tries while the lock is held elsewhere, and writes once it is released', async () => {
    const db = database();
    other.exec('BEGIN IMMEDIATE');
    const acquired = connectionAcquired(db);
    const insert = track(queryRows(db, 'INSERT INTO items (name) VALUES (?)', ['prepared']));
    await acquired;
    await nextTurn();
    expect(insert.settled).toBe(false);
    other.exec('COMMIT');
    await insert.promise;
    expect(countItems()).toBe(1);
  });

  it('gives up with DatabaseBusyError after its budget, having written nothing', async () => {
    const db = database(20);
    other.exec('BEGIN IMMEDIATE');
    await expect(queryRows(db, 'INSERT INTO items (name) VALUES (?)', ['never'])).rejects.toBeInstanceOf(DatabaseBusyError);
    other.exec('COMMIT');
    expect(countItems()).toBe(0);
  });
});
