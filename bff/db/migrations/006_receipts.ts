import type { Knex } from 'knex';

/**
 * Every e-mailed receipt asked for (seed 001 §4): which reference, to whom, when. It bounds how often one
 * reference can be e-mailed; the mail itself is in mail_outbox.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('receipt_requests', (t) => {
    t.increments('id').primary();
    t.string('reference_number', 40).notNullable();
    t.string('recipient', 254).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['reference_number']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('receipt_requests');
}
