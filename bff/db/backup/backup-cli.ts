/** `npm run db:backup -- [directory]`: backs up the configured database and upload store (as the server's configuration names them) into a new directory, backups/<time> by default. */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { describeContents } from './backup-manifest';
import { createBackup } from './create-backup';

const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length > 1) {
  console.error('usage: npm run db:backup -- [directory]');
  process.exit(2);
}
const directory = positionals[0] ?? path.join('backups', new Date().toISOString().replace(/[:.]/g, '-'));

const { manifest, skippedNames } = await createBackup(loadConfig(), directory);
console.log(`Backup written to ${directory}:`);
for (const line of describeContents(manifest)) console.log(`  ${line}`);
if (skippedNames.length > 0) console.log(`  left out, not made by the upload store: ${skippedNames.join(', ')}`);
console.log('The at-rest encryption key (APP_ENCRYPTION_KEY or its key file) is not in it: the restored database needs it, so keep it safe as well.');
