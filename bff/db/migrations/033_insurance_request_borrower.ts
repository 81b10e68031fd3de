import type { Knex } from 'knex';

/**
 * A lender's request for evidence of insurance names whose policy and which property it is for, and may give
 * the loan number and the mortgagee clause to show on the evidence (issue 23). Requests made before keep ''.
 */
const COLUMNS = [
  ['borrower_name', 200],
  ['property_address', 300],
  ['loan_number', 50],
  ['mortgagee_clause', 500],
] as const;

export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('insurance_requests', (t) => {
    for (const [column, length] of COLUMNS) t.string(column, length).notNullable().defaultTo('');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('insurance_requests', (t) => {
    for (const [column] of COLUMNS) t.dropColumn(column);
  });
}
