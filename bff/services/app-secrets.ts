import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import type { AtRestEncryption } from './encryption/at-rest';

export const APP_SECRETS_TABLE = 'app_secrets';

/** What binds an app secret's sealed value to its name (bff/services/encryption). */
export const appSecretContext = (name: string) => `${APP_SECRETS_TABLE}:${name}`;

/**
 * The secret named `name` kept in the database, sealed with the at-rest key, made (32 random bytes, hex) the
 * first time it is asked for. Every instance on the database reads the same one: whichever stores it first
 * wins, the others read it.
 */
export async function storedSecret(db: Database, encryption: AtRestEncryption, name: string): Promise<string> {
  await db(APP_SECRETS_TABLE)
    .insert({ name, value: encryption.seal(randomBytes(32).toString('hex'), appSecretContext(name)), created_at: new Date() })
    .onConflict('name')
    .ignore();
  const row = await db(APP_SECRETS_TABLE).select('value').where({ name }).first();
  return encryption.open(row.value as string, appSecretContext(name));
}
