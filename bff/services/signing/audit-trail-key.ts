/**
 * The audit trail's key: 32 random bytes made once per database and kept in app_secrets sealed with the at-rest
 * key. It is a key of its own rather than one derived from the at-rest key so that rotating the at-rest key
 * only rewraps it: every trail's hashes, and the hashes printed on sealed PDFs, stay what they were.
 *
 * Trails written before the chain was keyed (plain SHA-256) are re-chained under the key in the transaction
 * that makes it, once, and only when their plain chain is whole: a trail already broken then is left as it is
 * and shows broken. Once the key exists nothing is re-chained again, so a trail rewritten later with plain
 * hashes stays broken.
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger } from '../../http/logger';
import { APP_SECRETS_TABLE, appSecretContext } from '../app-secrets';
import type { AtRestEncryption } from '../encryption';
import { SIGNING_AUDIT_TRAIL_TABLE, chainIsWhole, readAuditTrail, rechainAuditTrail, unkeyedHashOfEntry } from './audit-trail';

export const AUDIT_TRAIL_KEY_NAME = 'signing-audit-key';
const KEY_BYTES = 32;
const CONTEXT = appSecretContext(AUDIT_TRAIL_KEY_NAME);

/** The trails of before the key, re-chained under it when whole; answers how many were and were not. */
async function rechainTrailsOfBefore(trx: Knex.Transaction, key: Buffer): Promise<{ rechained: number; leftBroken: number }> {
  const documents = (await trx(SIGNING_AUDIT_TRAIL_TABLE).distinct('document_id').orderBy('document_id')) as { document_id: string }[];
  const counts = { rechained: 0, leftBroken: 0 };
  for (const { document_id: documentId } of documents) {
    const entries = await readAuditTrail(trx, documentId);
    if (!chainIsWhole(entries, unkeyedHashOfEntry)) {
      counts.leftBroken += 1;
      continue;
    }
    await rechainAuditTrail(trx, entries, key);
    counts.rechained += 1;
  }
  return counts;
}

/** The database's audit key, made (and the trails of before re-chained) the first time; every instance reads the same one. */
export async function openAuditTrailKey(db: Knex, encryption: AtRestEncryption, logger?: Logger): Promise<Buffer> {
  const made = await db.transaction(async (trx) => {
    if (await trx(APP_SECRETS_TABLE).where({ name: AUDIT_TRAIL_KEY_NAME }).first()) return undefined;
    const key = randomBytes(KEY_BYTES);
    // Two instances starting together: the second waits for the first's row, then stores nothing.
    const inserted = await trx(APP_SECRETS_TABLE)
      .insert({ name: AUDIT_TRAIL_KEY_NAME, value: encryption.seal(key.toString('base64url'), CONTEXT), created_at: new Date() })
      .onConflict('name')
      .ignore()
      .returning('name');
    return inserted.length === 1 ? rechainTrailsOfBefore(trx, key) : undefined;
  });
  // Once per database: seen again, the key was removed from it.
  if (made) logger?.warn(made, 'signing audit key made; trails written before it re-chained under it where whole');
  const row = await db(APP_SECRETS_TABLE).select('value').where({ name: AUDIT_TRAIL_KEY_NAME }).first();
  const key = Buffer.from(encryption.open(row.value as string, CONTEXT), 'base64url');
  if (key.length !== KEY_BYTES) throw new Error('The signing audit key in app_secrets is not 32 bytes.');
  return key;
}
