/**
 * The migrations: every `NNN_name.ts` of this folder, in the order of their names, each known by its file
 * name without `.ts` (the name knex_migrations records, so a database migrated before keeps its history).
 * Adding a migration is adding its file. A migration is never edited once landed: add a new one.
 *
 * Found by reading the folder and importing each file, which tsx (the server, `npm run db:migrate`) and
 * Vitest both do from the source; nothing bundles the server.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Knex } from 'knex';

type Migration = { up: (db: Knex) => Promise<void>; down: (db: Knex) => Promise<void> };

const FOLDER = path.dirname(fileURLToPath(import.meta.url));

/** A migration's file: three digits, an underscore, its name (not a test, not a helper such as change-request-columns.ts). */
const MIGRATION_FILE = /^(\d{3}_[a-z0-9_]+)\.ts$/;

/** The migrations' names, in order. */
export const migrationNames = (files: readonly string[] = readdirSync(FOLDER)): string[] =>
  files
    .map((file) => MIGRATION_FILE.exec(file)?.[1])
    .filter((name): name is string => name !== undefined)
    .sort();

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => migrationNames(),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    if (!migrationNames().includes(name)) throw new Error(`No migration named ${name}.`);
    const migration = (await import(pathToFileURL(path.join(FOLDER, `${name}.ts`)).href)) as Migration;
    return migration;
  },
};
