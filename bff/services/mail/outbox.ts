/**
 * The mail outbox: enqueueing (inside the caller's transaction), claiming due mail for delivery, recording
 * the outcome, and listing it for the back office. Delivery itself is the worker's (worker.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { AtRestEncryption } from '../encryption';
import { redactMailSecrets, sealMailSecrets, withoutMailSecrets, type MailSecrets } from './mail-secrets';
import { storedDate } from '../../db/stored-date';

export type OutgoingMail = {
  /** What the mail is, e.g. 'receipt' or 'insurance-request-notice'; shown in the back office. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The submission it is about, shown on that submission's page in the back office. */
  referenceNumber?: string;
  /**
   * Links that grant access, each with its place in the text (`mailSecret(name)`): sealed apart from the
   * text, filled in only as the mail is delivered, erased once sent (mail-secrets.ts). Needs `encryption`.
   */
  secrets?: MailSecrets;
};

/**
 * pending: the worker delivers it; sent: delivered; held: waits until its recipient proves the address
 * (bff/services/proved-addresses), the worker leaves it; refused: never to be sent, kept as the record of
 * what was not sent and why (`lastError`).
 */
export type MailStatus = 'pending' | 'sent' | 'held' | 'refused';

/** How a mail enters the outbox: due now; held until `awaitingProofOf` is proved; or refused, for the record. */
export type MailAdmission = { status: 'pending' } | { status: 'held'; awaitingProofOf: string } | { status: 'refused'; reason: string };

/** A row of the outbox, as the back office sees it: its secrets' places redacted. */
export type OutboxMail = {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  /** Whether the mail holds secrets still to be delivered (they are erased once it is sent). */
  holdsSecrets: boolean;
  status: MailStatus;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  /** The submission it is about, if any. */
  referenceNumber: string | null;
  createdAt: Date;
  sentAt: Date | null;
};

export type OutboxRow = {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: MailStatus;
  attempts: number | string;
  next_attempt_at: Date | number | string;
  last_error: string | null;
  reference_number: string | null;
  secrets: string | null;
  awaiting_proof_of: string | null;
  claim_token: string | null;
  claimed_until: Date | number | string | null;
  created_at: Date | number | string;
  sent_at: Date | number | string | null;
};

export const MAIL_OUTBOX_TABLE = 'mail_outbox';
const MAX_ERROR_LENGTH = 2000;

export const toMail = (row: OutboxRow): OutboxMail => ({
  id: Number(row.id),
  kind: row.kind,
  recipient: row.recipient,
  subject: row.subject,
  textBody: redactMailSecrets(row.text_body),
  htmlBody: row.html_body === null ? null : redactMailSecrets(row.html_body),
  holdsSecrets: row.secrets !== null,
  status: row.status,
  attempts: Number(row.attempts),
  nextAttemptAt: storedDate(row.next_attempt_at),
  lastError: row.last_error,
  referenceNumber: row.reference_number ?? null,
  createdAt: storedDate(row.created_at),
  sentAt: row.sent_at === null ? null : storedDate(row.sent_at),
});

/** A header value on one line: a CR or LF in a subject or address must never start a header of its own. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/**
 * Puts a mail in the outbox. Call it with the transaction that writes what the mail is about, so the mail
 * exists exactly when that does; the worker delivers it after the commit. A mail with `secrets` needs the
 * at-rest `encryption` that seals them. `admission` holds it for a proof of its address, or records it as
 * refused: a refused mail keeps no secret (its links are never made usable).
 */
export async function enqueueMail(
  db: Knex | Knex.Transaction,
  mail: OutgoingMail,
  encryption?: AtRestEncryption,
  admission: MailAdmission = { status: 'pending' },
): Promise<void> {
  const recipient = oneLine(mail.to);
  if (!recipient) throw new Error('enqueueMail: the mail has no recipient');
  const refused = admission.status === 'refused';
  const hasSecrets = mail.secrets !== undefined && Object.keys(mail.secrets).length > 0;
  if (hasSecrets && !encryption && !refused) throw new Error('enqueueMail: a mail with secrets needs the at-rest encryption');
  const now = new Date();
  await db(MAIL_OUTBOX_TABLE).insert({
    kind: oneLine(mail.kind).slice(0, 50),
    recipient,
    subject: oneLine(mail.subject).slice(0, 300),
    text_body: refused ? withoutMailSecrets(mail.text) : mail.text,
    html_body: mail.html === undefined ? null : refused ? withoutMailSecrets(mail.html) : mail.html,
    reference_number: mail.referenceNumber ?? null,
    secrets: hasSecrets && !refused ? sealMailSecrets(encryption!, recipient, [mail.text, mail.html], mail.secrets!) : null,
    status: admission.status,
    awaiting_proof_of: admission.status === 'held' ? admission.awaitingProofOf : null,
    last_error: refused ? admission.reason.slice(0, MAX_ERROR_LENGTH) : null,
    attempts: 0,
    next_attempt_at: now,
    created_at: now,
  });
}

/** A mail released from 'held': what it was, for those who record the release. */
export type ReleasedMail = { id: number; kind: string; referenceNumber: string | null };

/** Makes every mail held for a proof of `address` due now, in the caller's transaction; answers them. */
export async function releaseHeldMail(db: Knex | Knex.Transaction, address: string, now = new Date()): Promise<ReleasedMail[]> {
  const held: Pick<OutboxRow, 'id' | 'kind' | 'reference_number'>[] = await db(MAIL_OUTBOX_TABLE)
    .select('id', 'kind', 'reference_number')
    .where({ awaiting_proof_of: address, status: 'held' })
    .orderBy('id');
  if (held.length === 0) return [];
  await db(MAIL_OUTBOX_TABLE)
    .whereIn(
      'id',
      held.map((row) => row.id),
    )
    .where('status', 'held')
    .update({ status: 'pending', next_attempt_at: now });
  return held.map((row) => ({ id: Number(row.id), kind: row.kind, referenceNumber: row.reference_number ?? null }));
}

export type ListMailOptions = { status?: MailStatus; kind?: string; limit?: number; offset?: number };

/** The outbox, newest first, for the back office (what was sent, what waits and why). */
export async function listMail(db: Knex, { status, kind, limit = 50, offset = 0 }: ListMailOptions = {}): Promise<OutboxMail[]> {
  const query = db<OutboxRow>(MAIL_OUTBOX_TABLE)
    .select('*')
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  if (status) query.where('status', status);
  if (kind) query.where('kind', kind);
  const rows = await query.limit(Math.min(Math.max(limit, 1), 500)).offset(Math.max(offset, 0));
  return rows.map(toMail);
}

/**
 * A mail a worker holds the lease on; `claimToken` proves it when recording the outcome. It carries the text
 * with its secrets' places and the sealed secrets, for the worker to fill in as it delivers.
 */
export type ClaimedMail = OutboxMail & { claimToken: string; textTemplate: string; htmlTemplate: string | null; sealedSecrets: string | null };

/**
 * Takes up to `limit` due pending mails for this worker for `leaseMs`, in one statement: two workers (two
 * BFF instances) never take the same row. On PostgreSQL the row locks are skipped rather than waited on;
 * on SQLite the statement runs under the database's single write lock. A worker that dies mid-send loses
 * its lease when it expires, and the mail is taken again.
 */
export async function claimDueMail(db: Knex, { now = new Date(), limit, leaseMs }: { now?: Date; limit: number; leaseMs: number }): Promise<ClaimedMail[]> {
  const claimToken = randomUUID();
  const skipLocked = db.client.config.client === 'pg' ? 'FOR UPDATE SKIP LOCKED' : '';
  const result = await db.raw(
    `UPDATE ${MAIL_OUTBOX_TABLE} SET claim_token = ?, claimed_until = ?
      WHERE id IN (
        SELECT id FROM ${MAIL_OUTBOX_TABLE}
         WHERE status = 'pending' AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until < ?)
         ORDER BY next_attempt_at, id
         LIMIT ? ${skipLocked}
      )
      RETURNING *`,
    [claimToken, new Date(now.getTime() + leaseMs), now, now, limit],
  );
  const rows: OutboxRow[] = Array.isArray(result) ? result : (result.rows ?? []);
  return rows
    .map((row) => ({ ...toMail(row), claimToken, textTemplate: row.text_body, htmlTemplate: row.html_body, sealedSecrets: row.secrets }))
    .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id);
}

/** Records a delivery. Answers false when this worker no longer held the lease (it is then not recorded). */
export async function markSent(db: Knex, mail: ClaimedMail, now = new Date()): Promise<boolean> {
  const updated = await db(MAIL_OUTBOX_TABLE)
    .where({ id: mail.id, claim_token: mail.claimToken, status: 'pending' })
    .update({ status: 'sent', sent_at: now, attempts: mail.attempts + 1, last_error: null, secrets: null, claim_token: null, claimed_until: null });
  return updated === 1;
}

/** Records a failed attempt and when to try again; the mail stays pending. */
export async function markFailed(db: Knex, mail: ClaimedMail, { error, retryAt }: { error: string; retryAt: Date }): Promise<void> {
  await db(MAIL_OUTBOX_TABLE)
    .where({ id: mail.id, claim_token: mail.claimToken, status: 'pending' })
    .update({
      attempts: mail.attempts + 1,
      next_attempt_at: retryAt,
      last_error: error.slice(0, MAX_ERROR_LENGTH),
      claim_token: null,
      claimed_until: null,
    });
}

/**
 * Makes a mail that is not sent due now (staff asked to try it again): the worker takes it at its next look.
 * A mail a worker holds at this moment keeps its lease. Answers the status of a mail that is not pending
 * (sent, held for its address's proof, refused: nothing changes), 'not_found' for an unknown id.
 */
export async function retryMailNow(db: Knex, id: number, now = new Date()): Promise<'due' | Exclude<MailStatus, 'pending'> | 'not_found'> {
  const updated = await db(MAIL_OUTBOX_TABLE).where({ id, status: 'pending' }).update({ next_attempt_at: now });
  if (updated === 1) return 'due';
  const row: Pick<OutboxRow, 'status'> | undefined = await db(MAIL_OUTBOX_TABLE).where({ id }).first('status');
  return row ? (row.status as Exclude<MailStatus, 'pending'>) : 'not_found';
}

/** Mail waiting to be sent (the outbox's depth): what /metrics reports. */
export async function pendingMailCount(db: Knex): Promise<number> {
  const [row] = await db(MAIL_OUTBOX_TABLE).where({ status: 'pending' }).count({ n: '*' });
  return Number(row?.n ?? 0);
}
