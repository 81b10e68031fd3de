/**
 * Signing audit trails written straight into the database: as the version before keyed chains wrote them
 * (each hash a plain SHA-256 of the row and the hash before), and as someone who can write the database
 * rewrites one (change a row, then compute every plain hash again: nothing secret is needed for that).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '@bff/db/database';

const GENESIS = '0'.repeat(64);

type TrailRow = {
  document_id: string;
  sequence: number;
  action: string;
  at: Date | number | string;
  ip: string;
  user_agent: string;
  details: string;
  previous_hash: string;
  hash: string;
};

/** The plain SHA-256 chain the version before computed, over the same content. */
function withSha256Chain(rows: Omit<TrailRow, 'previous_hash' | 'hash'>[]): TrailRow[] {
  let previous = GENESIS;
  return rows.map((row) => {
    const content = [row.document_id, row.sequence, row.action, new Date(row.at).toISOString(), row.ip, row.user_agent, JSON.parse(row.details), previous];
    const hash = createHash('sha256').update(JSON.stringify(content)).digest('hex');
    const chained = { ...row, previous_hash: previous, hash };
    previous = hash;
    return chained;
  });
}

const idOf = (inserted: unknown) => (typeof inserted === 'object' ? (inserted as { id: number }).id : (inserted as number));

/** A signed document's upload and row, without a trail. */
export async function insertSignedDocument(db: Database): Promise<string> {
  const now = Date.now();
  const [upload] = await db('uploads')
    .insert({
      stored_name: randomBytes(16).toString('hex'),
      original_name: 'lease.pdf',
      mime_type: 'application/pdf',
      size_bytes: 10,
      sha256: 'a'.repeat(64),
      created_at: new Date(now),
    })
    .returning('id');
  const documentId = randomUUID();
  await db('signing_documents').insert({
    document_id: documentId,
    session_hash: 'b'.repeat(64),
    upload_id: idOf(upload),
    signing_copy_upload_id: idOf(upload),
    page_count: 1,
    first_name: 'Rosa',
    last_name: 'Díaz',
    email: 'rosa.diaz@example.com',
    status: 'signed',
    signed_name: 'Rosa Díaz',
    signed_at: new Date(now),
    created_at: new Date(now - 60_000),
  });
  return documentId;
}

/** A signed document with a whole plain SHA-256 trail, or one with a row changed after it was chained. */
export async function insertDocumentWithSha256Trail(db: Database, { broken = false }: { broken?: boolean } = {}): Promise<string> {
  const documentId = await insertSignedDocument(db);
  const now = Date.now();
  const rows = withSha256Chain(
    ['sent', 'opened', 'consented', 'signed'].map((action, index) => ({
      document_id: documentId,
      sequence: index + 1,
      action,
      at: new Date(now - 60_000 + index * 10_000),
      ip: '198.51.100.7',
      user_agent: 'SigningTest/1.0',
      details: JSON.stringify(action === 'signed' ? { typedName: 'Rosa Díaz' } : {}),
    })),
  );
  if (broken) rows[3]!.details = JSON.stringify({ typedName: 'Someone Else' });
  await db('signing_audit_trail').insert(rows);
  return documentId;
}

/** What someone who can write the database does: changes a row's details, then makes every plain hash again. */
export async function rewriteTrailWithSha256Chain(db: Database, documentId: string, sequence: number, details: Record<string, string>): Promise<void> {
  const rows: TrailRow[] = await db('signing_audit_trail').where({ document_id: documentId }).orderBy('sequence');
  const changed = rows.map((row) => (Number(row.sequence) === sequence ? { ...row, details: JSON.stringify(details) } : row));
  for (const row of withSha256Chain(changed.map((row) => ({ ...row, sequence: Number(row.sequence) })))) {
    await db('signing_audit_trail')
      .where({ document_id: documentId, sequence: row.sequence })
      .update({ details: row.details, previous_hash: row.previous_hash, hash: row.hash });
  }
}
