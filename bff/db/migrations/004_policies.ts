import type { Knex } from 'knex';

/**
 * Policies, as policy search (seed 001 §2, §3, §5, §7) shows and finds them.
 *
 * Search runs on the *_key columns: normalised copies (lower case, spaces collapsed, see
 * bff/services/policy-search-keys.ts) compared by prefix as a range (`key >= 'smith' AND key < 'smiti'`),
 * which both SQLite (BINARY) and PostgreSQL (the "C" collation set below) answer from a b-tree index. Every
 * index ends with id, the tie-breaker of the result order, so a page of 10 is read in index order, never sorted.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('policies', (t) => {
    t.increments('id').primary();
    t.string('policy_number', 30).notNullable(); // upper case, as printed on the policy
    t.string('first_name', 100).notNullable();
    t.string('last_name', 100).notNullable();
    t.string('writing_company_name', 200).notNullable();
    t.string('policy_type', 50).notNullable();
    t.string('status', 20).notNullable().defaultTo('Active');
    t.string('start_date', 10).notNullable(); // YYYY-MM-DD, the effective date
    t.string('address', 300).notNullable();
    t.string('city', 100).notNullable();
    t.string('state', 2).notNullable(); // USPS code
    t.string('zip', 10).notNullable();
    t.string('phone', 10).notNullable().defaultTo(''); // ten digits
    t.string('email', 254).notNullable().defaultTo('');
    t.string('last_name_key', 100).notNullable();
    t.string('first_name_key', 100).notNullable();
    t.string('email_key', 254).notNullable().defaultTo('');
    t.string('address_key', 300).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });

  if (db.client.config.client === 'pg') {
    // Byte order, as SQLite's BINARY: prefix ranges and LIKE 'x%' then use the plain b-tree indexes.
    for (const column of ['policy_number', 'last_name_key', 'first_name_key', 'email_key', 'address_key']) {
      await db.raw('ALTER TABLE policies ALTER COLUMN ?? TYPE varchar COLLATE "C"', [column]);
    }
  }

  await db.schema.alterTable('policies', (t) => {
    t.unique(['policy_number'], { indexName: 'policies_policy_number_unique' });
    // 'smith', 'smith, john', 'john smith': surname prefix, then first name, in the result order.
    t.index(['last_name_key', 'first_name_key', 'id'], 'policies_last_first_idx');
    // 'john': first-name prefix (shown after the surname matches).
    t.index(['first_name_key', 'last_name_key', 'id'], 'policies_first_last_idx');
    t.index(['phone', 'id'], 'policies_phone_idx');
    t.index(['email_key', 'id'], 'policies_email_idx');
    t.index(['address_key', 'id'], 'policies_address_idx');
    t.index(['zip', 'id'], 'policies_zip_idx');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('policies');
}
