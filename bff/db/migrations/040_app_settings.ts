import type { Knex } from 'knex';

/** Seed 001 §3 app state (issue 24): settings an administrator switches in the back office, such as maintenance mode. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('app_settings', (t) => {
    t.string('name', 40).primary(); // maintenance
    t.string('value', 200).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.integer('updated_by_staff_id').references('id').inTable('staff_members');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('app_settings');
}
