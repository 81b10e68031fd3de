import type { Knex } from 'knex';

/**
 * The site's address as the server last started on this database knew it (PUBLIC_BASE_URL, or its own HOST and
 * PORT), so a command run from another shell (`npm run staff:create`) prints links on the address people use
 * (issue 23). One row.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('site_origin', (t) => {
    t.integer('id').primary(); // always 1
    t.string('origin', 2048).notNullable();
    t.timestamp('recorded_at', { useTz: true }).notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('site_origin');
}
