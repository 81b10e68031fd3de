import type { Knex } from 'knex';

/**
 * Issue 25: the conversation on every request, and the agency's offers on a quote request. Both hang off the
 * inbox's index (`submissions`), which every kind of request has. Nothing here is ever deleted.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('request_messages', (t) => {
    t.increments('id').primary();
    t.integer('submission_id').notNullable().references('id').inTable('submissions');
    t.string('author', 10).notNullable(); // person | agency
    t.integer('staff_id').nullable().references('id').inTable('staff_members');
    t.text('body').notNullable();
    t.integer('upload_id').nullable().references('id').inTable('uploads');
    t.timestamp('created_at', { useTz: true }).notNullable();
    /** When the other side (the person, or anyone at the agency) read it. */
    t.timestamp('read_at', { useTz: true }).nullable();
    t.index(['submission_id', 'id']);
  });
  // The unread messages of one side: the inbox's filter and count, the person's badges.
  await db.schema.alterTable('request_messages', (t) => {
    t.index(['author', 'read_at', 'submission_id'], 'request_messages_unread_index');
  });

  await db.schema.createTable('quote_offers', (t) => {
    t.increments('id').primary();
    t.integer('submission_id').notNullable().references('id').inTable('submissions');
    t.integer('carrier_id').notNullable().references('id').inTable('carriers');
    t.integer('premium_cents').notNullable();
    t.string('premium_period', 20).notNullable();
    t.integer('term_months').notNullable();
    t.integer('deductible_cents').notNullable();
    t.text('coverages').notNullable(); // JSON: [{ name, limit }]
    t.text('note').notNullable();
    t.string('valid_until', 10).notNullable(); // YYYY-MM-DD, America/New_York
    t.integer('upload_id').nullable().references('id').inTable('uploads');
    t.integer('staff_id').notNullable().references('id').inTable('staff_members');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('sent_at', { useTz: true }).nullable();
    t.index(['submission_id', 'id']);
  });

  await db.schema.createTable('quote_offer_choices', (t) => {
    t.integer('submission_id').primary().references('id').inTable('submissions');
    t.integer('offer_id').notNullable().references('id').inTable('quote_offers');
    t.string('callback_window', 20).notNullable();
    t.timestamp('chosen_at', { useTz: true }).notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('quote_offer_choices');
  await db.schema.dropTable('quote_offers');
  await db.schema.dropTable('request_messages');
}
