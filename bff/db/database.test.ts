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
        expect(await db.raw('PRAGMA synchronous'), start).toEqual([{ synchronous: 2 }]);
      } finally {
        await db.destroy();
      }
    }
  });
});
