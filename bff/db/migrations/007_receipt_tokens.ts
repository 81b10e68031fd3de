import type { Knex } from 'knex';

/**
 * A receipt goes to the address on the submission, or to another one only with the single-use receipt token
 * the submitting browser was given (seed 001 §4 Receipt; the fix of ARCHITECTURE.md "A receipt repeats
 * whatever details the browser sends, to any address"). The token itself is never stored: only its SHA-256.
 * The index on receipt_requests.created_at counts the receipts of the last 24 hours (RECEIPTS_PER_DAY).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('receipt_tokens', (t) => {
    t.increments('id').primary();
    t.string('reference_number', 40).notNullable();
    t.string('token_sha256', 64).notNullable().unique(); // hex
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['reference_number']);
  });
  await db.schema.alterTable('receipt_requests', (t) => {
    t.index(['created_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('receipt_requests', (t) => {
    t.dropIndex(['created_at']);
  });
  await db.schema.dropTable('receipt_tokens');
}
