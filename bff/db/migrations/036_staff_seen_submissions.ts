import type { Knex } from 'knex';

/**
 * Which submissions each member of staff has opened (issue 23): the inbox marks the others, arrived since the
 * member joined, as new to them.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('staff_seen_submissions', (t) => {
    t.integer('staff_id').notNullable().references('id').inTable('staff_members');
    t.string('reference_number', 40).notNullable();
    t.timestamp('seen_at', { useTz: true }).notNullable();
    t.primary(['staff_id', 'reference_number']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('staff_seen_submissions');
}
