import type { Knex } from 'knex';

/** Seed 001 §3 "Document management submission": who sent which document for which policy, and why. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('document_uploads', (t) => {
    t.increments('id').primary();
    t.string('reference_number', 20).notNullable().unique();
    t.string('request_id', 100).notNullable().unique(); // the client's id: a retried submission is the same request
    t.string('first_name', 100).notNullable();
    t.string('last_name', 100).notNullable();
    t.string('policy_number', 50).notNullable(); // upper case
    t.string('phone_number', 20).notNullable(); // digits only
    t.string('email', 254).notNullable();
    t.text('message').notNullable();
    t.integer('upload_id').notNullable().references('id').inTable('uploads');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.index(['policy_number']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('document_uploads');
}
