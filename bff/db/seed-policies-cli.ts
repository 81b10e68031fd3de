/**
 * `npm run db:seed-policies -- --count N [--seed S]`: adds N demo policies (default 2,000) to the configured
 * database (SQLITE_FILE or DATABASE_URL, as the server), migrating it first, and prints a few to search for.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { migrateToLatest, openDatabase } from './database';
import { seedDemoPolicies } from './seed-policies';

const { values } = parseArgs({ options: { count: { type: 'string', default: '2000' }, seed: { type: 'string' } } });
const count = Number(values.count);
const seed = values.seed === undefined ? undefined : Number(values.seed);
if (!Number.isInteger(count) || count < 1 || (seed !== undefined && !Number.isInteger(seed))) {
  console.error('usage: npm run db:seed-policies -- --count <whole number of policies> [--seed <whole number>]');
  process.exit(2);
}

const config = loadConfig();
const db = openDatabase(config.database);
try {
  await migrateToLatest(db, config.database.kind === 'postgres' ? config.database.schema : undefined);
  const startedAt = performance.now();
  const { inserted, samples } = await seedDemoPolicies(db, { count, seed });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(`${inserted.toLocaleString('en-US')} demo policies added (${config.database.kind}) in ${seconds} s. Try searching for:`);
  // The public search needs two exact factors: the number and the last name, or the full name and the ZIP code.
  for (const policy of samples) {
    console.log(
      `  policy number ${policy.policy_number} with last name "${policy.last_name}"   or   customer name "${policy.first_name} ${policy.last_name}" with ZIP ${policy.zip}`,
    );
  }
} finally {
  await db.destroy();
}
