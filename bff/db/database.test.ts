import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';

describe('openDatabase on SQLite', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'database-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('syncs every commit to disk, on a file already in WAL mode too (any start of the server but its first)', async () => {
    const filename = path.join(dir, 'app.db');
    for (const start of ['first', 'second']) {
      const db = openDatabase({ kind: 'sqlite', filename });
      try {
        expect(await db.raw('PRAGMA journal_mode'), start).toEqual([{ journal_mode: 'wal' }]);
        // Read after a write: SQLite lowers an unset level to NORMAL at the connection's first read of a WAL file,
        // so a level read before that says FULL whether or not it was set (bench/servers/bare-insert.ts was caught so).
        await db.raw('CREATE TABLE IF NOT EXISTS written (id INTEGER PRIMARY KEY)');
        await db.raw('INSERT INTO written DEFAULT VALUES');
        expect(await db.raw('PRAGMA synchronous'), start).toEqual([{ synchronous: 2 }]);
      } finally {
        await db.destroy();
      }
    }
  });
});
