import type { Knex } from 'knex';

/**
 * Secrets the server makes for itself when none is configured (the CSRF signing key), kept with the data so
 * that a restart, or a second instance on the same database, signs and checks with the same one.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('app_secrets', (t) => {
    t.string('name', 50).primary();
    t.string('value', 200).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('app_secrets');
}
