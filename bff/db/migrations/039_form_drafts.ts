import type { Knex } from 'knex';

/**
 * Forms to finish on another device (issue 24): a multi-step form's answers (never its files), sealed with
 * the at-rest key, behind a single-use link mailed to the person, for 7 days. Opening the link once restores
 * the form at its step and deletes the row.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('form_drafts', (t) => {
    t.increments('id').primary();
    t.string('token_hash', 64).notNullable().unique();
    t.string('form_path', 200).notNullable(); // a described form's page (contracts/forms/form-pages.ts)
    t.string('form_id', 60).notNullable(); // the shell's draft name in the browser
    t.string('portal_type', 10).notNullable();
    t.string('email', 254).notNullable();
    t.text('sealed_draft').notNullable(); // {formData, currentStep, completedSteps}, sealed (encryption/at-rest.ts)
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.index(['expires_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('form_drafts');
}
