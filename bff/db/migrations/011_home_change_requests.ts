import type { Knex } from 'knex';
import { changeRequestColumns } from './change-request-columns';

/** Seed 002 "Home policy change request": the changes ticked and what each needs, and the signature. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('home_change_requests', (t) => {
    changeRequestColumns(t);
    t.string('effective_date', 10).notNullable(); // YYYY-MM-DD
    t.text('comments').notNullable().defaultTo('');
    t.boolean('update_coverages').notNullable();
    t.boolean('add_insured').notNullable();
    t.boolean('remove_insured').notNullable();
    // Dollars, only when update_coverages.
    t.integer('dwelling_amount').nullable();
    t.integer('personal_property_amount').nullable();
    t.integer('deductible_amount').nullable();
    // Only when add_insured / remove_insured.
    t.string('insured_first_name', 100).notNullable().defaultTo('');
    t.string('insured_last_name', 100).notNullable().defaultTo('');
    t.string('insured_first_name_to_remove', 100).notNullable().defaultTo('');
    t.string('insured_last_name_to_remove', 100).notNullable().defaultTo('');
    t.string('signature', 200).notNullable(); // the full name typed as the electronic signature
    t.string('signature_date', 10).notNullable(); // YYYY-MM-DD
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('home_change_requests');
}
