import type { Knex } from 'knex';

/**
 * The columns a change request table opens with (seed 002 §3): its ids and who asks, about which policy.
 * Migrations 011 on use it; like a migration, it is never edited once landed (a change goes in a new migration).
 */
export function changeRequestColumns(t: Knex.CreateTableBuilder) {
  t.increments('id').primary();
  t.string('reference_number', 20).notNullable().unique();
  t.string('request_id', 100).notNullable().unique(); // the client's id: a retried submission is the same request
  t.string('customer_type', 10).notNullable(); // customer | lender
  t.string('first_name', 100).notNullable();
  t.string('last_name', 100).notNullable();
  t.string('policy_number', 50).notNullable(); // upper case
  t.string('phone_number', 20).notNullable();
  t.string('email', 254).notNullable();
  t.index(['policy_number']);
}
