/**
 * Restores a backup (create-backup.ts) into the configured database and upload store, with the server
 * stopped. Refused, before anything is written, when the backup's database is of another kind, when any of
 * its files differs from the manifest, or when the database already has data (unless forced). The files go
 * back under their stored names, so the restored rows find them.
 */
import { copyFile, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config';
import { openStoredFiles } from '../../services/uploads/open-upload-store';
import { FILES_FOLDER, readManifest, verifyBackup, type BackupManifest } from './backup-manifest';
import { postgresRestoreTarget } from './postgres-dump';
import { RestoreRefusedError } from './restore-refused';
import type { RestoreTarget } from './restore-target';
import { sqliteRestoreTarget } from './sqlite-snapshot';

function restoreTarget(database: AppConfig['database'], manifest: BackupManifest): RestoreTarget {
  if (manifest.database.kind !== database.kind) {
    throw new RestoreRefusedError(`The backup is of a ${manifest.database.kind} database, and the configuration names ${database.kind}.`);
  }
  if (database.kind === 'sqlite') return sqliteRestoreTarget(database.filename);
  return postgresRestoreTarget(database, manifest.database.schema ?? 'public');
}

async function restoreFiles(config: AppConfig['uploads'], directory: string, manifest: BackupManifest): Promise<void> {
  const stored = await openStoredFiles(config.store);
  // A folder store takes a file by renaming it, so each goes in from a copy in the staging folder (on the store's disk), never from the backup.
  await mkdir(config.stagingDir, { recursive: true, mode: 0o700 });
  for (const { name, sizeBytes } of manifest.files) {
    const copy = path.join(config.stagingDir, name);
    await copyFile(path.join(directory, FILES_FOLDER, name), copy);
    try {
      await stored.put(name, copy, sizeBytes);
    } finally {
      await rm(copy, { force: true });
    }
  }
}

export async function restoreBackup(config: AppConfig, directory: string, { force = false } = {}): Promise<BackupManifest> {
  const manifest = await readManifest(directory);
  const target = restoreTarget(config.database, manifest);
  try {
    const refusal = await target.refusal({ force });
    if (refusal) throw new RestoreRefusedError(refusal);
    await verifyBackup(directory, manifest);
    await target.restore(path.join(directory, manifest.database.file));
  } finally {
    await target.close();
  }
  await restoreFiles(config.uploads, directory, manifest);
  return manifest;
}
