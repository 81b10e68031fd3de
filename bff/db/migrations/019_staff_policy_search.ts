import type { Knex } from 'knex';

/**
 * The back office's policy search (bff/services/back-office/policy-search.ts) finds policies by any one
 * criterion, each answered by one index read in order. Migration 004 has them all (policy number, names,
 * phone, e-mail, address) but the ZIP code: a ZIP search compares the first five digits (a ZIP+4 policy is
 * found by its ZIP), so it needs (zip5, id), read in id order.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('policies', (t) => {
    t.index(['zip5', 'id'], 'policies_zip5_idx');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('policies', (t) => {
    t.dropIndex(['zip5', 'id'], 'policies_zip5_idx');
  });
}
