import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  // Every uploaded file kept: its server-made name in the upload folder, and what we know of it.
  await db.schema.createTable('uploads', (t) => {
    t.increments('id').primary();
    t.string('stored_name', 64).notNullable().unique(); // the file's name in UPLOAD_DIR
    t.string('original_name', 255).notNullable(); // sanitised; shown, never used as a path
    t.string('mime_type', 100).notNullable(); // decided by the content
    t.bigInteger('size_bytes').notNullable();
    t.string('sha256', 64).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });

  // Seed 001 §3 "Evidence of insurance request", from a lender.
  await db.schema.createTable('insurance_requests', (t) => {
    t.increments('id').primary();
    t.string('reference_number', 20).notNullable().unique();
    t.string('request_id', 100).notNullable().unique(); // the client's id: a retried submission is the same request
    t.string('first_name', 100).notNullable();
    t.string('last_name', 100).notNullable();
    t.string('email', 254).notNullable();
    t.string('phone_number', 20).notNullable(); // digits only
    t.string('fax_number', 20).notNullable().defaultTo(''); // digits only; optional
    t.string('policy_number', 50).notNullable(); // upper case
    t.integer('authorization_upload_id').notNullable().references('id').inTable('uploads');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.index(['policy_number']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('insurance_requests');
  await db.schema.dropTable('uploads');
}
