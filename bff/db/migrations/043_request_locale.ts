import type { Knex } from 'knex';

/**
 * The language each request was made in (issue 26): the mails about it afterwards (status changes, messages,
 * offers) go in it, and staff see it on the submission. Every request before this one was made in English.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('submissions', (t) => {
    t.string('locale', 5).notNullable().defaultTo('en');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('submissions', (t) => {
    t.dropColumn('locale');
  });
}
