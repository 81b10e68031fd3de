import type { Knex } from 'knex';
import { changeRequestColumns } from './change-request-columns';

/** The mailing address change (contracts/policy-changes/mailing-address.form.ts): who asks, the new address, for when. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('mailing_address_change_requests', (t) => {
    changeRequestColumns(t);
    t.string('street_address', 200).notNullable();
    t.string('city', 100).notNullable();
    t.string('state', 2).notNullable();
    t.string('zip', 10).notNullable();
    t.string('effective_date', 10).notNullable(); // YYYY-MM-DD
    t.text('comments').notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('mailing_address_change_requests');
}
