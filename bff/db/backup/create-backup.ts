/**
 * Writes a backup of the configured database and upload store into a new directory (backup-manifest.ts says
 * what is in one). Safe while the server runs. The database is taken first: a file kept after it has no row in
 * the backup (the orphan sweep removes it after a restore), but every file its rows name is there.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { AppConfig } from '../../config';
import { openStoredFiles } from '../../services/uploads/open-upload-store';
import { isStoredName } from '../../services/uploads/upload-store';
import { digestOf, digesting, FILES_FOLDER, writeManifest, type BackupManifest } from './backup-manifest';
import { dumpPostgres, schemaOf } from './postgres-dump';
import { snapshotSqlite } from './sqlite-snapshot';

/** What was written, and the names in the store it left out (not the store's own). */
export type BackupSummary = { manifest: BackupManifest; skippedNames: string[] };

async function backUpDatabase(database: AppConfig['database'], directory: string): Promise<BackupManifest['database']> {
  if (database.kind === 'sqlite') {
    const file = 'database.sqlite';
    await snapshotSqlite(database.filename, path.join(directory, file));
    return { kind: 'sqlite', file, ...(await digestOf(path.join(directory, file))) };
  }
  const file = 'database.pgdump';
  await dumpPostgres(database, path.join(directory, file));
  return { kind: 'postgres', file, schema: schemaOf(database), ...(await digestOf(path.join(directory, file))) };
}

/** Backs up into `directory`, which must be new or empty. */
export async function createBackup(config: AppConfig, directory: string): Promise<BackupSummary> {
  // Backups hold people's data and documents: readable by this user only.
  await mkdir(path.join(directory, FILES_FOLDER), { recursive: true, mode: 0o700 });
  if ((await readdir(path.join(directory, FILES_FOLDER))).length > 0 || (await readdir(directory)).length > 1) {
    throw new Error(`${directory} is not empty: a backup goes into a new directory.`);
  }
  const createdAt = new Date().toISOString();
  const database = await backUpDatabase(config.database, directory);

  const stored = await openStoredFiles(config.uploads.store);
  const files: BackupManifest['files'] = [];
  const skippedNames: string[] = [];
  for await (const { storedName } of stored.list()) {
    // Only what the store made: anything else in the folder or under the prefix is not the product's.
    if (!isStoredName(storedName)) {
      skippedNames.push(storedName);
      continue;
    }
    const digest = digesting();
    await pipeline(
      await stored.open(storedName),
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          digest.update(chunk);
          yield chunk;
        }
      },
      createWriteStream(path.join(directory, FILES_FOLDER, storedName), { flags: 'wx' }),
    );
    files.push({ name: storedName, ...digest.digest() });
  }
  files.sort((a, b) => a.name.localeCompare(b.name));

  const manifest: BackupManifest = { format: 1, createdAt, database, fileCount: files.length, files };
  await writeManifest(directory, manifest);
  return { manifest, skippedNames };
}
