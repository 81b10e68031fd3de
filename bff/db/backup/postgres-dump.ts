/**
 * PostgreSQL's side of a backup: pg_dump's custom-format archive of the one schema the app uses
 * (DATABASE_SCHEMA, or public), restored with pg_restore in one transaction. pg_restore recreates the schema
 * under the name it was dumped from; when the configuration names another, it is renamed afterwards, so the
 * dumped name must be free in the target database. A schema already there is moved aside while the archive
 * is restored, and put back should that fail.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import knex, { type Knex } from 'knex';
import type { RestoreTarget } from './restore-target';

const run = promisify(execFile);

export type PostgresSettings = { url: string; schema?: string };

export const schemaOf = (settings: PostgresSettings) => settings.schema ?? 'public';

/** Runs a PostgreSQL client program on the database, its password in the environment rather than the command line (which `ps` shows). */
async function runClient(program: 'pg_dump' | 'pg_restore', url: string, args: string[]): Promise<void> {
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  address.password = '';
  try {
    await run(program, [`--dbname=${address.href}`, ...args], { env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } });
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`${program} failed: ${stderr?.trim() || (error as Error).message}`, { cause: error });
  }
}

export async function dumpPostgres(settings: PostgresSettings, destination: string): Promise<void> {
  await runClient('pg_dump', settings.url, ['--format=custom', `--schema=${schemaOf(settings)}`, `--file=${destination}`]);
}

const schemaExists = async (db: Knex, schema: string) => Boolean(await db('pg_namespace').where({ nspname: schema }).first());
const tableCount = async (db: Knex, schema: string) =>
  Number((await db('information_schema.tables').where({ table_schema: schema }).count({ n: '*' }))[0]?.n ?? 0);

/** The configured schema as a restore target for an archive dumped from `dumpedSchema`. */
export function postgresRestoreTarget(settings: PostgresSettings, dumpedSchema: string): RestoreTarget {
  const db = knex({ client: 'pg', connection: settings.url, pool: { min: 0, max: 1 } });
  const target = schemaOf(settings);
  return {
    refusal: async ({ force }) => {
      if (dumpedSchema !== target && (await schemaExists(db, dumpedSchema))) {
        return `The backup is of schema "${dumpedSchema}", which this database already has; pg_restore recreates it under that name before it becomes "${target}". Restore into another database, or drop or rename "${dumpedSchema}" first.`;
      }
      const tables = await tableCount(db, target);
      if (tables > 0 && !force) return `Schema "${target}" already has ${tables} tables: restore into a new schema or database, or give --force to replace it.`;
    },
    restore: async (archivePath) => {
      const aside = (await schemaExists(db, target)) ? `${target}_before_restore_${Date.now()}` : undefined;
      if (aside) await db.raw('ALTER SCHEMA ?? RENAME TO ??', [target, aside]);
      try {
        await runClient('pg_restore', settings.url, ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', archivePath]);
        if (dumpedSchema !== target) await db.raw('ALTER SCHEMA ?? RENAME TO ??', [dumpedSchema, target]);
      } catch (error) {
        if (aside && !(await schemaExists(db, target))) await db.raw('ALTER SCHEMA ?? RENAME TO ??', [aside, target]);
        throw error;
      }
      if (aside) await db.raw('DROP SCHEMA ?? CASCADE', [aside]);
    },
    close: () => db.destroy(),
  };
}
