import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('quote_requests', (t) => {
    t.increments('id').primary();
    t.string('reference_number', 20).notNullable().unique();
    t.string('form_variant', 10).notNullable(); // 'simple' or 'standard'
    t.string('first_name', 100).notNullable();
    t.string('last_name', 100).notNullable();
    t.string('email', 254).notNullable();
    t.string('phone', 20).notNullable(); // digits only
    t.string('property_address', 300).notNullable().defaultTo('');
    t.text('message').notNullable().defaultTo('');
    t.string('product_type', 100).notNullable();
    t.string('currently_insured', 3).notNullable(); // 'Yes' or 'No'
    t.string('campaign', 200).notNullable().defaultTo('');
    t.string('utm_source', 200).notNullable().defaultTo('');
    t.string('utm_medium', 200).notNullable().defaultTo('');
    t.string('utm_campaign', 200).notNullable().defaultTo('');
    t.string('utm_content', 200).notNullable().defaultTo('');
    t.string('utm_term', 200).notNullable().defaultTo('');
    t.string('client_user_agent', 512).notNullable().defaultTo(''); // as the form sent it
    t.string('request_user_agent', 512).notNullable().defaultTo(''); // the request's header
    t.bigInteger('client_submitted_at').nullable(); // epoch ms from the form
    t.string('fingerprint', 64).notNullable(); // for the 10-second duplicate rule
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.index(['fingerprint', 'created_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('quote_requests');
}
