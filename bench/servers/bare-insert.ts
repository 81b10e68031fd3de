/**
 * The write path's floor: the bare Express 5 handler plus one durable insert of the request into SQLite (WAL, as
 * the BFF's; a statement prepared once; committed before the answer), nothing else: no validation, CSRF, index
 * rows or reference. What the BFF is measured against besides the bare handler.
 */
import { createRequire } from 'node:module';
import express from 'express';
import { serveForBenchmark } from './child';

const sqliteFile = process.env.BENCH_SQLITE_FILE;
if (!sqliteFile) throw new Error('BENCH_SQLITE_FILE is not set.');
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
db.exec(`CREATE TABLE IF NOT EXISTS quote_requests (id INTEGER PRIMARY KEY, email TEXT NOT NULL, body TEXT NOT NULL, created_at INTEGER NOT NULL)`);
const insert = db.prepare('INSERT INTO quote_requests (email, body, created_at) VALUES (?, ?, ?)');

let stored = 0;
const app = express();
app.post('/api/submit-quote', express.json(), (req, res) => {
  insert.run(String((req.body as { email?: unknown }).email), JSON.stringify(req.body), Date.now());
  stored += 1;
  res.status(201).json({ success: true });
});

await serveForBenchmark({ handler: app, stored: () => stored, close: async () => db.close() });
