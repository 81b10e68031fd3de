import type { Knex } from 'knex';
import type { ReceivedFile } from './receive-multipart';

export const UPLOADS_TABLE = 'uploads';

/**
 * Records a received file in the uploads table, inside the caller's transaction (with the row that refers
 * to it), and answers its id. The file itself is already on disk under its stored name.
 */
export async function recordUpload(trx: Knex | Knex.Transaction, file: ReceivedFile): Promise<number> {
  const [row] = await trx(UPLOADS_TABLE)
    .insert({
      stored_name: file.storedName,
      original_name: file.originalName,
      mime_type: file.mimeType,
      size_bytes: file.sizeBytes,
      sha256: file.sha256,
      created_at: new Date(),
    })
    .returning('id');
  return Number(typeof row === 'object' ? row.id : row);
}
