import type { Knex } from 'knex';
import { changeRequestColumns } from './change-request-columns';

/**
 * Seed 002 "Cancellation request": the reason and what it needs (named as seed 002 §7 names them), the realtor
 * for a sale, the win-back callback, the agreement to the terms.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('cancellation_requests', (t) => {
    changeRequestColumns(t);
    t.string('reason', 30).notNullable();
    t.string('realtor_first_name', 100).notNullable().defaultTo('');
    t.string('realtor_last_name', 100).notNullable().defaultTo('');
    t.string('realtor_email', 254).notNullable().defaultTo('');
    t.string('realtor_phone', 20).notNullable().defaultTo('');
    t.boolean('win_back').notNullable(); // a callback to discuss options was asked for
    t.string('callback_date', 10).notNullable().defaultTo(''); // YYYY-MM-DD
    t.string('callback_time', 20).notNullable().defaultTo(''); // morning | afternoon | evening
    // The reason's own fields (only the chosen reason's are filled).
    for (const column of [
      'new_insurer_name',
      'new_policy_number',
      'new_policy_date',
      'new_owner_name',
      'transfer_date',
      'ownership_change_reason',
      'risk_reduction_date',
      'previous_mortgage_company',
      'mortgage_payoff_date',
      'loan_number',
      'moving_date',
      'is_property_sold',
      'hardship_type',
      'hardship_duration',
      'consolidated_policy_number',
      'insurance_provider',
      'consolidation_effective_date',
    ]) {
      t.string(column, 200).notNullable().defaultTo('');
    }
    t.string('new_address', 300).notNullable().defaultTo('');
    t.text('risk_reduction_description').notNullable().defaultTo('');
    t.text('alternative_coverage').notNullable().defaultTo('');
    t.text('comments').notNullable().defaultTo('');
    t.boolean('user_agrees').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('cancellation_requests');
}
