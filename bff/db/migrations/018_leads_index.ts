import type { Knex } from 'knex';

/**
 * The leads report (back office, issue 12) reads the quote requests of a period: counted by product,
 * campaign, UTM source and medium and per day, and exported in order of arrival a page at a time (the next
 * page after the last row's moment and id). Both are ranges of this index.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('quote_requests', (t) => {
    t.index(['created_at', 'id'], 'quote_requests_created_at_id_index');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('quote_requests', (t) => {
    t.dropIndex(['created_at', 'id'], 'quote_requests_created_at_id_index');
  });
}
