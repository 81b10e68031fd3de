import type { Knex } from 'knex';

/** The columns every policy change request has (seed 002 §3): who asks, about which policy, for when. */
function requestColumns(db: Knex, t: Knex.CreateTableBuilder) {
  t.increments('id').primary();
  t.string('reference_number', 20).notNullable().unique();
  t.string('request_id', 100).notNullable().unique(); // the client's id: a retried submission is the same request
  t.string('customer_type', 10).notNullable(); // customer | lender
  t.string('first_name', 100).notNullable();
  t.string('last_name', 100).notNullable();
  t.string('policy_number', 50).notNullable(); // upper case
  t.string('phone_number', 20).notNullable(); // as typed, 10 digits
  t.string('email', 254).notNullable();
  t.string('effective_date', 10).notNullable(); // YYYY-MM-DD
  t.text('comments').notNullable().defaultTo('');
  t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  t.index(['policy_number']);
}

export async function up(db: Knex): Promise<void> {
  // Seed 002 "Mortgagee change".
  await db.schema.createTable('mortgagee_change_requests', (t) => {
    requestColumns(db, t);
    t.string('action', 10).notNullable(); // add | update | remove
    t.string('mortgagee_name', 200).notNullable().defaultTo('');
    t.string('loan_number', 50).notNullable().defaultTo('');
    t.string('street_address', 200).notNullable().defaultTo('');
    t.string('city', 100).notNullable().defaultTo('');
    t.string('state', 2).notNullable().defaultTo('');
    t.string('zip', 10).notNullable().defaultTo('');
    t.string('removal_reason', 20).notNullable().defaultTo('');
    t.text('notes').notNullable().defaultTo('');
  });

  // Seed 002 "Other change".
  await db.schema.createTable('other_change_requests', (t) => {
    requestColumns(db, t);
    t.string('change_type', 20).notNullable();
    t.text('description').notNullable();
  });

  // Every document of every change request, by the request's reference: a request keeps all it was sent.
  await db.schema.createTable('policy_change_documents', (t) => {
    t.increments('id').primary();
    t.string('reference_number', 20).notNullable().index();
    t.integer('upload_id').notNullable().references('id').inTable('uploads');
    t.string('document_type', 40).notNullable().defaultTo(''); // the form's document type, '' for a supporting document
    t.string('description', 500).notNullable().defaultTo('');
    t.integer('position').notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('policy_change_documents');
  await db.schema.dropTable('other_change_requests');
  await db.schema.dropTable('mortgagee_change_requests');
}
