/**
 * The write path's floor: the bare Express 5 handler plus one durable insert of the request into SQLite (WAL, as
 * the BFF's; a statement prepared once; committed and synced before the answer), nothing else: no validation, CSRF,
 * index rows or reference. What the BFF is measured against besides the bare handler.
 *
 * BENCH_COMMITS_TOGETHER=1: the inserts that arrive in one turn of the event loop share one transaction and its one
 * sync, each answered after that commit: the floor of the BFF's own way of committing (bff/db/commit-together.ts).
 */
import { createRequire } from 'node:module';
import express from 'express';
import { serveForBenchmark } from './child';

const sqliteFile = process.env.BENCH_SQLITE_FILE;
if (!sqliteFile) throw new Error('BENCH_SQLITE_FILE is not set.');
const commitsTogether = process.env.BENCH_COMMITS_TOGETHER === '1';
type Connection = {
  pragma: (sql: string) => unknown;
  exec: (sql: string) => void;
  prepare: (sql: string) => { run: (...values: unknown[]) => unknown };
  close: () => void;
};
// better-sqlite3 ships no types; what is used of it is typed above.
const Database = createRequire(import.meta.url)('better-sqlite3') as new (file: string) => Connection;
const db = new Database(sqliteFile);
db.pragma('journal_mode = WAL');
// Said outright, as bff/db/database.ts does: this SQLite lowers a WAL connection whose level was never set to NORMAL
// (no sync at commit) at its first read of the file, the file's first connection included.
db.pragma('synchronous = FULL');
db.exec(`CREATE TABLE IF NOT EXISTS quote_requests (id INTEGER PRIMARY KEY, email TEXT NOT NULL, body TEXT NOT NULL, created_at INTEGER NOT NULL)`);
const insert = db.prepare('INSERT INTO quote_requests (email, body, created_at) VALUES (?, ?, ?)');

type Waiting = { row: unknown[]; answer: () => void };
let waiting: Waiting[] | undefined;

function commitWaiting() {
  const batch = waiting!;
  waiting = undefined;
  db.exec('BEGIN IMMEDIATE');
  for (const { row } of batch) insert.run(...row);
  db.exec('COMMIT');
  stored += batch.length;
  for (const { answer } of batch) answer();
}

let stored = 0;
const app = express();
app.post('/api/submit-quote', express.json(), (req, res) => {
  const row = [String((req.body as { email?: unknown }).email), JSON.stringify(req.body), Date.now()];
  const answer = () => void res.status(201).json({ success: true });
  if (!commitsTogether) {
    insert.run(...row);
    stored += 1;
    answer();
    return;
  }
  if (!waiting) {
    waiting = [];
    setImmediate(commitWaiting);
  }
  waiting.push({ row, answer });
});

await serveForBenchmark({ handler: app, stored: () => stored, close: async () => db.close() });
