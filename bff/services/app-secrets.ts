import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';

/**
 * The secret named `name` kept in the database, made (32 random bytes, hex) the first time it is asked for.
 * Every instance on the database reads the same one: whichever stores it first wins, the others read it.
 */
export async function storedSecret(db: Database, name: string): Promise<string> {
  await db('app_secrets')
    .insert({ name, value: randomBytes(32).toString('hex'), created_at: new Date() })
    .onConflict('name')
    .ignore();
  const row = await db('app_secrets').select('value').where({ name }).first();
  return row.value as string;
}
