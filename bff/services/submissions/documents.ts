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

/** The documents listed for many submissions, by reference, each in the order they were sent. */
export async function documentsOfMany(db: Knex | Knex.Transaction, referenceNumbers: readonly string[]): Promise<Map<string, DescribedDocument[]>> {
  const byReference = new Map<string, DescribedDocument[]>();
  if (!referenceNumbers.length) return byReference;
  const rows: { reference_number: string; original_name: string; size_bytes: number | string; document_type: string; description: string }[] = await db(
    `${POLICY_CHANGE_DOCUMENTS_TABLE} as d`,
  )
    .join(`${UPLOADS_TABLE} as u`, 'u.id', 'd.upload_id')
    .select('d.reference_number', 'u.original_name', 'u.size_bytes', 'd.document_type', 'd.description')
    .whereIn('d.reference_number', referenceNumbers)
    .orderBy([{ column: 'd.reference_number' }, { column: 'd.position' }]);
  for (const row of rows) {
    const document = { type: row.document_type, description: row.description, name: row.original_name, sizeBytes: Number(row.size_bytes) };
    byReference.set(row.reference_number, [...(byReference.get(row.reference_number) ?? []), document]);
  }
  return byReference;
}

/** Uploads by their id (a form's `documentColumn` points at its own), as a summary shows them. */
export async function uploadsById(db: Knex | Knex.Transaction, uploadIds: readonly number[]): Promise<Map<number, DescribedDocument>> {
  if (!uploadIds.length) return new Map();
  const rows: { id: number | string; original_name: string; size_bytes: number | string }[] = await db(UPLOADS_TABLE)
    .whereIn('id', uploadIds)
    .select('id', 'original_name', 'size_bytes');
  return new Map(rows.map((row) => [Number(row.id), { type: '', description: '', name: row.original_name, sizeBytes: Number(row.size_bytes) }]));
}
