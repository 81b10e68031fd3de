/** `npm run db:migrate`: brings the configured database to the latest schema (the server also does this at start). */
import { loadConfig } from '../config';
import { migrateToLatest, openDatabase } from './database';

const config = loadConfig();
const db = openDatabase(config.database);
await migrateToLatest(db, config.database.kind === 'postgres' ? config.database.schema : undefined);
console.log(`database migrated (${config.database.kind})`);
await db.destroy();
