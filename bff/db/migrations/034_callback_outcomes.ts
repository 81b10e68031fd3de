import type { Knex } from 'knex';

/**
 * How each win-back callback went, recorded by staff on its own (issue 23): done, no answer, or rescheduled to a
 * new day and window. Append-only: the last one decides where the callback stands; the request's status is untouched.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('callback_outcomes', (t) => {
    t.increments('id').primary();
    t.string('reference_number', 40).notNullable().index();
    t.string('outcome', 20).notNullable(); // done | no_answer | rescheduled
    t.string('new_date', 10).nullable(); // a rescheduled callback's day, YYYY-MM-DD
    t.string('new_window', 20).nullable(); // and window
    t.string('note', 1000).notNullable().defaultTo('');
    t.integer('staff_id').nullable().references('id').inTable('staff_members');
    t.timestamp('at', { useTz: true }).notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('callback_outcomes');
}
