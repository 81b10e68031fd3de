/**
 * Puts known policies into the e2e server's SQLite file (E2E_SQLITE_FILE), through the same insert the demo
 * seed uses, so their search keys are made exactly as the server's.
 */
import knex from 'knex';
import { insertPolicies, type PolicyInput } from '../../../bff/db/seed-policies';
import { sqliteFile } from './db';

export type { PolicyInput };

export async function seedPolicies(policies: PolicyInput[]): Promise<void> {
  const db = knex({ client: 'better-sqlite3', connection: { filename: sqliteFile() }, useNullAsDefault: true });
  try {
    await db.raw('PRAGMA busy_timeout = 5000');
    await insertPolicies(db, policies);
  } finally {
    await db.destroy();
  }
}

/** Letters only (a name's search key keeps letters), different for every call: a surname no other test uses. */
export const uniqueSurname = (base: string) => base + Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** Eight digits no other test uses (with a type prefix, a policy number). */
export const uniqueDigits = () => String(10_000_000 + Math.floor(Math.random() * 89_999_999));
