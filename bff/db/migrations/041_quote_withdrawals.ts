import type { Knex } from 'knex';

/** A quote request its person withdrew from their account (issue 25): the agency keeps it, marked with when. */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('quote_requests', (t) => {
    t.timestamp('withdrawn_at', { useTz: true }).nullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('quote_requests', (t) => {
    t.dropColumn('withdrawn_at');
  });
}
