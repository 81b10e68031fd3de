/**
 * `npm run db:restore -- <directory> [--force]`: restores a backup (npm run db:backup) into the configured
 * database and upload store; stop the server first. Refused (exit 1) when the backup does not match its
 * manifest, or when the database already has data and --force is not given.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { describeContents } from './backup-manifest';
import { RestoreRefusedError } from './restore-refused';
import { restoreBackup } from './restore-backup';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
const [directory] = positionals;
if (!directory || positionals.length > 1) {
  console.error('usage: npm run db:restore -- <backup directory> [--force]');
  process.exit(2);
}

try {
  const manifest = await restoreBackup(loadConfig(), directory, { force: values.force });
  console.log(`Restored ${directory} (backed up ${manifest.createdAt}):`);
  for (const line of describeContents(manifest)) console.log(`  ${line}`);
} catch (error) {
  if (!(error instanceof RestoreRefusedError)) throw error;
  console.error(`Restore refused: ${error.message}`);
  process.exitCode = 1;
}
