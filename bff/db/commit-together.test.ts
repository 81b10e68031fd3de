import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { commitTogether } from './commit-together';
import { openDatabase, type Database } from './database';

describe('commitTogether on SQLite', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'commit-together-'));
  let db: Database;
  beforeAll(async () => {
    db = openDatabase({ kind: 'sqlite', filename: path.join(dir, 'app.db') });
    await db.schema.createTable('notes', (t) => {
      t.increments('id');
      t.string('text').notNullable().unique();
    });
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const note = (text: string) => async (trx: Parameters<Parameters<typeof commitTogether>[1]>[0]) => {
    await trx('notes').insert({ text });
    return text;
  };

  it('stores writes arriving together in one transaction, each answered once it is committed', async () => {
    const transactions = vi.spyOn(db, 'transaction');
    try {
      const written = await Promise.all(['a', 'b', 'c'].map((text) => commitTogether(db, note(text))));
      expect(written).toEqual(['a', 'b', 'c']);
      expect(transactions).toHaveBeenCalledTimes(1);
      expect((await db('notes').pluck('text')).sort()).toEqual(['a', 'b', 'c']);
    } finally {
      transactions.mockRestore();
    }
  });

  it('rolls back only the write that failed; the others beside it are stored', async () => {
    const outcomes = await Promise.allSettled([commitTogether(db, note('d')), commitTogether(db, note('a')), commitTogether(db, note('e'))]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await db('notes').pluck('text')).sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('undoes every statement of a write that fails partway, and nothing of the writes beside it', async () => {
    const halfWritten = async (trx: Parameters<Parameters<typeof commitTogether>[1]>[0]) => {
      await trx('notes').insert({ text: 'half' });
      throw new Error('the second step failed');
    };
    const outcomes = await Promise.allSettled([commitTogether(db, note('h')), commitTogether(db, halfWritten), commitTogether(db, note('i'))]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await db('notes').whereIn('text', ['h', 'half', 'i']).orderBy('text').pluck('text')).toEqual(['h', 'i']);
  });

  it('keeps savepoints in memory, not in a temporary file written page by page', async () => {
    expect(await db.raw('PRAGMA temp_store')).toEqual([{ temp_store: 2 }]);
  });

  it('answers none of them stored when the commit fails', async () => {
    const failing = vi.spyOn(db, 'transaction').mockImplementationOnce((async () => {
      throw new Error('disk I/O error');
    }) as never);
    try {
      const outcomes = await Promise.allSettled([commitTogether(db, note('f')), commitTogether(db, note('g'))]);
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    } finally {
      failing.mockRestore();
    }
    expect(await db('notes').whereIn('text', ['f', 'g']).count({ n: '*' })).toEqual([{ n: 0 }]);
  });
});
