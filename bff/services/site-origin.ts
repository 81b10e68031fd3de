/**
 * The site's address as the server last started on this database knew it: recorded at start, read by commands run
 * from another shell (bff/staff-create-cli.ts), whose own HOST and PORT may not be the server's.
 */
import type { Knex } from 'knex';

const SITE_ORIGIN_TABLE = 'site_origin';

export async function recordSiteOrigin(db: Knex, origin: string): Promise<void> {
  await db(SITE_ORIGIN_TABLE).insert({ id: 1, origin, recorded_at: new Date() }).onConflict('id').merge();
}

/** The recorded address, or undefined when no server has started on this database. */
export async function recordedSiteOrigin(db: Knex): Promise<string | undefined> {
  return (await db(SITE_ORIGIN_TABLE).where({ id: 1 }).first('origin'))?.origin;
}
