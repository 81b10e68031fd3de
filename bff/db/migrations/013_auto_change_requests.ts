import type { Knex } from 'knex';

/** Seed 002 "Auto change request": the request, and each change it asks for, in order. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('auto_change_requests', (t) => {
    t.increments('id').primary();
    t.string('reference_number', 20).notNullable().unique();
    t.string('request_id', 100).notNullable().unique(); // the client's id: a retried submission is the same request
    t.string('customer_type', 10).notNullable(); // customer | lender
    t.string('policy_number', 50).notNullable(); // upper case
    t.string('policyholder_name', 200).notNullable();
    t.string('email', 254).notNullable();
    t.string('effective_date', 10).notNullable(); // YYYY-MM-DD
    t.text('comments').notNullable().defaultTo('');
    t.string('signature', 200).notNullable();
    t.string('signature_date', 10).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.index(['policy_number']);
  });
  // The kinds of change differ in their fields: each change's answers are kept as the JSON of its section.
  await db.schema.createTable('auto_change_items', (t) => {
    t.increments('id').primary();
    t.string('reference_number', 20).notNullable().index();
    t.integer('position').notNullable();
    t.string('change_type', 30).notNullable();
    t.text('details').notNullable(); // JSON object, the section's fields as entered
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('auto_change_items');
  await db.schema.dropTable('auto_change_requests');
}
