import type { Knex } from 'knex';

/**
 * The public policy search needs two exact factors (policy number and last name, or full name and ZIP code).
 * A name and ZIP search is an equality on (last name, first name, ZIP's first five digits), answered by one
 * index in id order, whether the policy holds a 5-digit ZIP or a ZIP+4. (Policy number and last name: the
 * unique policy number index.)
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('policies', (t) => {
    t.string('zip5', 5).notNullable().defaultTo('');
  });
  await db('policies').update({ zip5: db.raw('substr(zip, 1, 5)') });
  await db.schema.alterTable('policies', (t) => {
    t.index(['last_name_key', 'first_name_key', 'zip5', 'id'], 'policies_full_name_zip_idx');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('policies', (t) => {
    t.dropIndex(['last_name_key', 'first_name_key', 'zip5', 'id'], 'policies_full_name_zip_idx');
    t.dropColumn('zip5');
  });
}
