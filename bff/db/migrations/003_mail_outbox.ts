import type { Knex } from 'knex';

/**
 * The mail outbox: every e-mail the platform sends is first a row here, written in the same transaction as
 * what caused it, then delivered by the worker (bff/services/mail/worker.ts). Times are written by the
 * application (never a database default), so SQLite and PostgreSQL compare them the same way.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('mail_outbox', (t) => {
    t.increments('id').primary();
    t.string('kind', 50).notNullable(); // what the mail is, e.g. 'receipt'
    t.string('recipient', 254).notNullable();
    t.string('subject', 300).notNullable();
    t.text('text_body').notNullable();
    t.text('html_body').nullable();
    t.string('status', 10).notNullable().defaultTo('pending'); // 'pending' or 'sent'
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('next_attempt_at', { useTz: true }).notNullable();
    t.text('last_error').nullable();
    // A worker's lease on the row while it sends it: another worker (or instance) skips it until it expires.
    t.string('claim_token', 40).nullable();
    t.timestamp('claimed_until', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('sent_at', { useTz: true }).nullable();
    // The worker's pick-up query: pending rows whose time has come, oldest first.
    t.index(['status', 'next_attempt_at']);
    // The back office lists mail newest first.
    t.index(['created_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('mail_outbox');
}
