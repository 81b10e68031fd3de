import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('visits', (t) => {
    t.increments('id').primary();
    t.string('page_url', 2048).notNullable();
    t.string('referrer', 2048).notNullable().defaultTo('');
    t.string('client_timestamp', 40).notNullable();
    t.boolean('is_embedded').notNullable();
    t.string('user_agent', 512).notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.index(['created_at']);
  });
  await db.schema.createTable('error_reports', (t) => {
    t.increments('id').primary();
    t.string('report_id', 40).notNullable().unique();
    t.string('form_type', 100).notNullable().defaultTo('');
    t.text('error_message').notNullable();
    t.text('stack_trace').notNullable().defaultTo('');
    t.text('browser_info').notNullable().defaultTo('');
    t.string('client_timestamp', 40).notNullable();
    t.text('context').nullable(); // JSON
    t.text('response').nullable(); // JSON
    t.string('user_agent', 512).notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.index(['created_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('error_reports');
  await db.schema.dropTable('visits');
}
