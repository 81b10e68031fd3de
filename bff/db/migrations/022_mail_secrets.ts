import type { Knex } from 'knex';

/**
 * A mail's secrets (a set-up link, a download link) are kept apart from its text, sealed with the at-rest
 * key, put into the text only when the mail is delivered and erased once it is sent: the outbox, and so the
 * back office and any copy of the database, never hold a link that grants access readable.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('mail_outbox', (t) => {
    t.text('secrets').nullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('mail_outbox', (t) => t.dropColumn('secrets'));
}
