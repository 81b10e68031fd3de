/** The documents of a policy change request: every one it was sent, in order, with its type and description. */
import type { Knex } from 'knex';
import type { StoredDocument } from '../submissions/store-submission';
import { UPLOADS_TABLE } from '../uploads/uploads-repository';

export const POLICY_CHANGE_DOCUMENTS_TABLE = 'policy_change_documents';

/** The documents stored with a request, in the order they were sent: name and size for a summary. */
export async function documentsOf(db: Knex | Knex.Transaction, referenceNumber: string): Promise<StoredDocument[]> {
  const rows: { original_name: string; size_bytes: number | string; document_type: string }[] = await db(POLICY_CHANGE_DOCUMENTS_TABLE)
    .join(UPLOADS_TABLE, `${UPLOADS_TABLE}.id`, `${POLICY_CHANGE_DOCUMENTS_TABLE}.upload_id`)
    .select(`${UPLOADS_TABLE}.original_name`, `${UPLOADS_TABLE}.size_bytes`, `${POLICY_CHANGE_DOCUMENTS_TABLE}.document_type`)
    .where(`${POLICY_CHANGE_DOCUMENTS_TABLE}.reference_number`, referenceNumber)
    .orderBy(`${POLICY_CHANGE_DOCUMENTS_TABLE}.position`);
  return rows.map((row) => ({ name: row.original_name, sizeBytes: Number(row.size_bytes), type: row.document_type }));
}
