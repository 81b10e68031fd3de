import type { Knex } from 'knex';

/**
 * A cancellation asks when coverage should end (issue 23): the requested date, YYYY-MM-DD like the other dates
 * of change requests. Requests made before keep '' (the summary then shows no line).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('cancellation_requests', (t) => {
    t.string('coverage_end_date', 10).notNullable().defaultTo('');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('cancellation_requests', (t) => {
    t.dropColumn('coverage_end_date');
  });
}
