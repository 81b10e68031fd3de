/**
 * SQLite's side of a backup: a snapshot made with SQLite's online backup API (better-sqlite3's `backup`),
 * consistent while the server keeps writing; restored by copying it beside the configured file and renaming
 * it into place, with the old file's write-ahead log removed (the server is stopped while a restore runs).
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RestoreTarget } from './restore-target';

type SqliteConnection = {
  backup: (destination: string) => Promise<unknown>;
  prepare: (sql: string) => { pluck: () => { get: () => unknown } };
  close: () => void;
};
type BetterSqlite3 = new (filename: string, options: { readonly: boolean; fileMustExist: boolean }) => SqliteConnection;
const BetterSqlite3 = createRequire(import.meta.url)('better-sqlite3') as BetterSqlite3;

const openReadOnly = (filename: string) => new BetterSqlite3(filename, { readonly: true, fileMustExist: true });

export async function snapshotSqlite(filename: string, destination: string): Promise<void> {
  const db = openReadOnly(filename);
  try {
    await db.backup(destination);
  } finally {
    db.close();
  }
}

function tableCount(filename: string): number {
  if (!existsSync(filename)) return 0;
  const db = openReadOnly(filename);
  try {
    return Number(db.prepare("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'").pluck().get());
  } finally {
    db.close();
  }
}

export function sqliteRestoreTarget(filename: string): RestoreTarget {
  return {
    refusal: async ({ force }) => {
      const tables = tableCount(filename);
      if (tables > 0 && !force) return `The SQLite database ${filename} already has ${tables} tables: restore into a new file, or give --force to replace it.`;
    },
    restore: async (archivePath) => {
      await mkdir(path.dirname(path.resolve(filename)), { recursive: true });
      const incoming = `${filename}.restoring`;
      await copyFile(archivePath, incoming);
      await Promise.all(['-wal', '-shm'].map((suffix) => rm(`${filename}${suffix}`, { force: true })));
      await rename(incoming, filename);
    },
    close: async () => undefined,
  };
}
