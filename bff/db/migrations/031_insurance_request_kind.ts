import type { Knex } from 'knex';

/**
 * One name per concept (issue 22): the inbox's kind of a lender's request for evidence of insurance is
 * 'insurance-request', as its route (/api/submit-insurance-request), feature, contract and table say.
 */
export async function up(db: Knex): Promise<void> {
  await db('submissions').where({ kind: 'evidence' }).update({ kind: 'insurance-request' });
}

export async function down(db: Knex): Promise<void> {
  await db('submissions').where({ kind: 'insurance-request' }).update({ kind: 'evidence' });
}
