import type { Knex } from 'knex';

/**
 * Proved e-mail addresses (bff/services/proved-addresses): nothing written by someone else reaches an address
 * until its owner proves it. The addresses proved (when, how); the single-use proof links mailed to them
 * (only a hash of each token); each address's mail slots of the day, which a conditional update takes, so
 * at most MAILS_PER_ADDRESS_PER_DAY mails reach it in any 24 hours across instances; and, in the outbox, the
 * mail held until its address is proved (status 'held') or refused (status 'refused', with why).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('proved_addresses', (t) => {
    t.string('address', 254).primary(); // trimmed and lower-cased
    t.timestamp('proved_at', { useTz: true }).notNullable();
    t.string('method', 30).notNullable(); // how: 'proof-link' (a single-use link mailed to it, followed and confirmed)
  });

  await db.schema.createTable('address_proofs', (t) => {
    t.increments('id').primary();
    t.string('address', 254).notNullable();
    t.string('token_hash', 64).notNullable().unique();
    t.string('waiting', 200).notNullable(); // our words for what waits, e.g. 'a signed Proof of Residency document'
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.index(['address']);
  });

  await db.schema.createTable('address_mail_slots', (t) => {
    t.string('address', 254).notNullable();
    t.integer('slot').notNullable(); // 0 .. MAILS_PER_ADDRESS_PER_DAY - 1
    t.timestamp('used_at', { useTz: true }); // free again 24 hours after
    t.primary(['address', 'slot']);
  });

  await db.schema.alterTable('mail_outbox', (t) => {
    t.string('awaiting_proof_of', 254).nullable(); // the address whose proof releases a held mail
    t.index(['awaiting_proof_of', 'status']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('mail_outbox', (t) => {
    t.dropIndex(['awaiting_proof_of', 'status']);
    t.dropColumn('awaiting_proof_of');
  });
  for (const table of ['address_mail_slots', 'address_proofs', 'proved_addresses']) await db.schema.dropTable(table);
}
