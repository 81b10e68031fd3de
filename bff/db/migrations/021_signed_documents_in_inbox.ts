import type { Knex } from 'knex';

/**
 * A document signed through the state-insurer upload gets a reference number when it is signed, and shows in
 * the back office's inbox with its audit trail and sealed PDF. Documents signed before this migration keep
 * none (their audit trails and sealed PDFs stay where they are).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('signing_documents', (t) => {
    t.string('reference_number', 20).nullable().unique();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('signing_documents', (t) => t.dropColumn('reference_number'));
}
