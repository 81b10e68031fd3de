/**
 * The migrations: every `NNN_name.ts` of this folder, in the order of their names, each known by its file
 * name without `.ts` (the name knex_migrations records, so a database migrated before keeps its history).
 * Adding a migration is adding its file. A migration is never edited once landed: add a new one.
 *
 * Found by reading the folder and importing each file: from the source under tsx and Vitest, or, in the compiled
 * server (bff/build-server.ts), each compiled on its own to the `migrations` folder beside the server's file.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Knex } from 'knex';

type Migration = { up: (db: Knex) => Promise<void>; down: (db: Knex) => Promise<void> };

const COMPILED = !import.meta.url.endsWith('.ts');
const FOLDER = fileURLToPath(new URL(COMPILED ? './migrations/' : '.', import.meta.url));
const EXTENSION = COMPILED ? '.mjs' : '.ts';

/** A migration's file: three digits, an underscore, its name (not a test, not a helper such as change-request-columns.ts). */
const MIGRATION_FILE = /^(\d{3}_[a-z0-9_]+)\.(?:ts|mjs)$/;

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
    const migration = (await import(pathToFileURL(path.join(FOLDER, `${name}${EXTENSION}`)).href)) as Migration;
    return migration;
  },
};
