/**
 * The shared list of the documents a submission was sent (every change request's, whatever its form), in the
 * order sent, with each one's type and description. Its upload rows are the uploads table's.
 */
import type { Knex } from 'knex';
import type { DescribedDocument } from '@contracts/forms';
import type { ReceivedFile } from '../uploads/receive-multipart';
import { UPLOADS_TABLE } from '../uploads/uploads-repository';

/** Named when it held only the change forms' documents; every form's list now. */
export const POLICY_CHANGE_DOCUMENTS_TABLE = 'policy_change_documents';

/** A document of a submission, received: its file, and what the form says it is. */
export type SubmittedDocument = { file: ReceivedFile; type?: string; description?: string };

/** A received document as a summary shows it. */
export const describedDocument = ({ file, type, description }: SubmittedDocument): DescribedDocument => ({
  type: type ?? '',
  description: description ?? '',
  name: file.originalName,
  sizeBytes: file.sizeBytes,
});

/** Lists a submission's documents, their uploads recorded as `uploadIds` (in the same order); inside its transaction. */
export async function listDocuments(trx: Knex.Transaction, referenceNumber: string, documents: readonly SubmittedDocument[], uploadIds: readonly number[]) {
  for (const [position, document] of documents.entries()) {
    await trx(POLICY_CHANGE_DOCUMENTS_TABLE).insert({
      reference_number: referenceNumber,
      upload_id: uploadIds[position],
      document_type: document.type ?? '',
      description: document.description ?? '',
      position,
    });
  }
}

/** The documents listed for a submission, in the order they were sent: for its summary. */
export async function documentsOf(db: Knex | Knex.Transaction, referenceNumber: string): Promise<DescribedDocument[]> {
  const rows: { original_name: string; size_bytes: number | string; document_type: string; description: string }[] = await db(
    `${POLICY_CHANGE_DOCUMENTS_TABLE} as d`,
  )
    .join(`${UPLOADS_TABLE} as u`, 'u.id', 'd.upload_id')
    .select('u.original_name', 'u.size_bytes', 'd.document_type', 'd.description')
    .where('d.reference_number', referenceNumber)
    .orderBy('d.position');
  return rows.map((row) => ({ type: row.document_type, description: row.description, name: row.original_name, sizeBytes: Number(row.size_bytes) }));
}

/** Uploads a submission's row points at itself (a form's `documentColumn`), as its summary shows them. */
export async function uploadedDocuments(db: Knex | Knex.Transaction, uploadIds: readonly number[]): Promise<DescribedDocument[]> {
  const rows: { id: number | string; original_name: string; size_bytes: number | string }[] = await db(UPLOADS_TABLE)
    .whereIn('id', uploadIds)
    .select('id', 'original_name', 'size_bytes');
  return uploadIds.flatMap((id) =>
    rows.filter((row) => Number(row.id) === id).map((row) => ({ type: '', description: '', name: row.original_name, sizeBytes: Number(row.size_bytes) })),
  );
}
