import type { Knex } from 'knex';

/**
 * The policies a customer linked to their account by proving them (issue 24): the same two factors as the
 * public search. `proved_by` says which: a policy proved by name and ZIP shows its number masked, as the
 * search does, unless the policy's own e-mail address is the account's.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('customer_policies', (t) => {
    t.integer('account_id').notNullable().references('id').inTable('customer_accounts');
    t.integer('policy_id').notNullable().references('id').inTable('policies');
    t.string('proved_by', 20).notNullable(); // policy-number | name-zip
    t.timestamp('linked_at', { useTz: true }).notNullable();
    t.primary(['account_id', 'policy_id']);
    t.index(['policy_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('customer_policies');
}
