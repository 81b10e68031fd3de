/**
 * The audit trail of a signing: what happened (sent, opened, consented, signed, completed, and the signer's
 * address proved by its owner: address-proved), when, from which address and browser. Each row's hash is an
 * HMAC-SHA-256, under the agency's audit key, of its content and the previous row's hash, so changing, removing
 * or reordering a row breaks every hash after it (`verifyAuditTrail`), and whoever can write the database but
 * lacks the key (the database holds it only sealed with the at-rest key: audit-trail-key.ts) cannot make hashes
 * that hold. The sealed PDF prints the trail.
 *
 * The key travels with the database handle (`bindAuditTrailKey`, at start): Knex hands a handle's user params
 * to every transaction begun on it, so every function here takes the handle or transaction it works in.
 */
import { createHash, createHmac } from 'node:crypto';
import type { Knex } from 'knex';

export const SIGNING_AUDIT_TRAIL_TABLE = 'signing_audit_trail';
const GENESIS_HASH = '0'.repeat(64);

export type AuditAction = 'sent' | 'opened' | 'consented' | 'signed' | 'completed' | 'address-proved';

/** Who did it: the client's address and browser, as the request carried them. */
export type AuditActor = { ip: string; userAgent: string };

export type AuditEntry = {
  documentId: string;
  sequence: number;
  action: AuditAction;
  at: Date;
  ip: string;
  userAgent: string;
  details: Record<string, string>;
  previousHash: string;
  hash: string;
};

type AuditRow = {
  document_id: string;
  sequence: number;
  action: AuditAction;
  at: Date | string | number;
  ip: string;
  user_agent: string;
  details: string;
  previous_hash: string;
  hash: string;
};

const KEY_PARAM = 'signingAuditTrailKey';

/** Makes `key` the audit key of everything done through `db` and the transactions begun on it. */
export function bindAuditTrailKey(db: Knex, key: Buffer): void {
  db.userParams = { ...db.userParams, [KEY_PARAM]: key };
}

function auditTrailKeyOf(db: Knex | Knex.Transaction): Buffer {
  const key: unknown = db.userParams?.[KEY_PARAM];
  if (!Buffer.isBuffer(key)) throw new Error('No audit trail key is bound to this database handle (createDependencies binds it at start).');
  return key;
}

type Unhashed = Omit<AuditEntry, 'hash'>;

const contentOf = (entry: Unhashed) =>
  JSON.stringify([entry.documentId, entry.sequence, entry.action, entry.at.toISOString(), entry.ip, entry.userAgent, entry.details, entry.previousHash]);

const keyedHashOfEntry = (key: Buffer, entry: Unhashed): string => createHmac('sha256', key).update(contentOf(entry)).digest('hex');

/** The hash of a trail written before the chain was keyed: only to check such a trail before it is re-chained. */
export const unkeyedHashOfEntry = (entry: Unhashed): string => createHash('sha256').update(contentOf(entry)).digest('hex');

const toEntry = (row: AuditRow): AuditEntry => ({
  documentId: row.document_id,
  sequence: Number(row.sequence),
  action: row.action,
  at: new Date(row.at),
  ip: row.ip,
  userAgent: row.user_agent,
  details: JSON.parse(row.details) as Record<string, string>,
  previousHash: row.previous_hash,
  hash: row.hash,
});

export async function readAuditTrail(db: Knex | Knex.Transaction, documentId: string): Promise<AuditEntry[]> {
  const rows = await db<AuditRow>(SIGNING_AUDIT_TRAIL_TABLE).select('*').where('document_id', documentId).orderBy('sequence');
  return rows.map(toEntry);
}

/** Appends a row to the document's chain, in the caller's transaction. */
export async function appendAuditEntry(
  trx: Knex | Knex.Transaction,
  documentId: string,
  action: AuditAction,
  actor: AuditActor,
  details: Record<string, string> = {},
  at = new Date(),
): Promise<AuditEntry> {
  const last = await trx<AuditRow>(SIGNING_AUDIT_TRAIL_TABLE).select('sequence', 'hash').where('document_id', documentId).orderBy('sequence', 'desc').first();
  const unhashed = {
    documentId,
    sequence: (last ? Number(last.sequence) : 0) + 1,
    action,
    at: new Date(Math.floor(at.getTime())),
    ip: actor.ip.slice(0, 64),
    userAgent: actor.userAgent.slice(0, 300),
    details,
    previousHash: last?.hash ?? GENESIS_HASH,
  };
  const entry = { ...unhashed, hash: keyedHashOfEntry(auditTrailKeyOf(trx), unhashed) };
  await trx(SIGNING_AUDIT_TRAIL_TABLE).insert({
    document_id: entry.documentId,
    sequence: entry.sequence,
    action: entry.action,
    at: entry.at,
    ip: entry.ip,
    user_agent: entry.userAgent,
    details: JSON.stringify(entry.details),
    previous_hash: entry.previousHash,
    hash: entry.hash,
  });
  return entry;
}

/** Whether a chain is whole under `hashOf`: numbered 1..n, each row's hash its own, each linked to the one before. */
export function chainIsWhole(entries: AuditEntry[], hashOf: (entry: Unhashed) => string): boolean {
  let previous = GENESIS_HASH;
  return entries.every((entry, index) => {
    const { hash, ...unhashed } = entry;
    const whole = entry.sequence === index + 1 && entry.previousHash === previous && hashOf(unhashed) === hash;
    previous = hash;
    return whole;
  });
}

/** Whether a document's trail, read through `db`, is whole under the audit key. */
export function verifyAuditTrail(db: Knex | Knex.Transaction, entries: AuditEntry[]): boolean {
  const key = auditTrailKeyOf(db);
  return chainIsWhole(entries, (entry) => keyedHashOfEntry(key, entry));
}

/** Writes `entries` (a whole trail, in order) again with each hash made under `key`: only their hashes change. */
export async function rechainAuditTrail(trx: Knex.Transaction, entries: AuditEntry[], key: Buffer): Promise<void> {
  let previousHash = GENESIS_HASH;
  for (const entry of entries) {
    const hash = keyedHashOfEntry(key, { ...entry, previousHash });
    await trx(SIGNING_AUDIT_TRAIL_TABLE).where({ document_id: entry.documentId, sequence: entry.sequence }).update({ previous_hash: previousHash, hash });
    previousHash = hash;
  }
}
