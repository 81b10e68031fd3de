/**
 * Where the reference numbers this server issues are kept. A receipt is only e-mailed for one of these, so
 * the receipt endpoint cannot be used to send mail about anything else. A form that issues references adds
 * its table here, one line.
 */
import type { Knex } from 'knex';

export type ReferenceSource = {
  /** The table of the submissions. */
  table: string;
  /** Its column holding the server-issued reference number (unique). */
  column: string;
};

export const REFERENCE_SOURCES: readonly ReferenceSource[] = [
  { table: 'quote_requests', column: 'reference_number' },
  { table: 'insurance_requests', column: 'reference_number' },
];

/** Whether `referenceNumber` was issued by this server: stored in one of the sources. */
export async function isIssuedReference(db: Knex | Knex.Transaction, referenceNumber: string, sources = REFERENCE_SOURCES): Promise<boolean> {
  const [first, ...rest] = sources.map((source) => db.select(db.raw('1 AS found')).from(source.table).where(source.column, referenceNumber));
  if (!first) return false;
  // One round trip however many sources: each lookup is on a unique index.
  const rows = await (rest.length ? first.unionAll(rest) : first).limit(1);
  return rows.length > 0;
}
