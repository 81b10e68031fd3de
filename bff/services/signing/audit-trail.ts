/**
 * The audit trail of a signing: what happened (sent, opened, consented, signed, completed, and the signer's
 * address proved by its owner: address-proved), when, from which
 * address and browser. Each row's hash covers its content and the previous row's hash, so changing, removing
 * or reordering a row breaks every hash after it (`verifyAuditTrail`). The sealed PDF prints the trail.
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

const TABLE = 'signing_audit_trail';
export const GENESIS_HASH = '0'.repeat(64);

export const AUDIT_ACTIONS = ['sent', 'opened', 'consented', 'signed', 'completed', 'address-proved'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

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

export function hashOfEntry(entry: Omit<AuditEntry, 'hash'>): string {
  const content = [entry.documentId, entry.sequence, entry.action, entry.at.toISOString(), entry.ip, entry.userAgent, entry.details, entry.previousHash];
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

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
  const rows = await db<AuditRow>(TABLE).select('*').where('document_id', documentId).orderBy('sequence');
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
  const last = await trx<AuditRow>(TABLE).select('sequence', 'hash').where('document_id', documentId).orderBy('sequence', 'desc').first();
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
  const entry = { ...unhashed, hash: hashOfEntry(unhashed) };
  await trx(TABLE).insert({
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

/** Whether the chain is whole: numbered 1..n, each row's hash its own, each linked to the one before. */
export function verifyAuditTrail(entries: AuditEntry[]): boolean {
  let previous = GENESIS_HASH;
  return entries.every((entry, index) => {
    const { hash, ...unhashed } = entry;
    const whole = entry.sequence === index + 1 && entry.previousHash === previous && hashOfEntry(unhashed) === hash;
    previous = hash;
    return whole;
  });
}
