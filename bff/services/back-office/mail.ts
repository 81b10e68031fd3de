/**
 * The outbox as the back office reads it (contracts/back-office/mail.ts): newest first, narrowed to mail not sent,
 * mail failing or mail sent, with each mail's state; one mail with its text. Nothing here writes but a retry
 * (outbox.ts retryMailNow), and nothing deletes.
 */
import type { Knex } from 'knex';
import type { MailState, MailStatusFilter, TMailDetail, TMailItem, TMailPage, ZMailQuery } from '@contracts/back-office/mail';
import type { z } from 'zod';
import { MAIL_OUTBOX_TABLE, toMail, type OutboxMail, type OutboxRow } from '../mail/outbox';

type MailQuery = z.output<typeof ZMailQuery>;

const mailStateOf = (mail: Pick<OutboxMail, 'status' | 'attempts'>): MailState =>
  mail.status === 'pending' ? (mail.attempts > 0 ? 'failing' : 'waiting') : mail.status;

const toItem = (mail: OutboxMail): TMailItem => {
  const state = mailStateOf(mail);
  return {
    id: mail.id,
    state,
    kind: mail.kind,
    recipient: mail.recipient,
    subject: mail.subject,
    referenceNumber: mail.referenceNumber,
    attempts: mail.attempts,
    lastError: state === 'failing' || state === 'refused' ? mail.lastError : null,
    createdAt: mail.createdAt.toISOString(),
    nextAttemptAt: state === 'waiting' || state === 'failing' ? mail.nextAttemptAt.toISOString() : null,
    sentAt: mail.sentAt?.toISOString() ?? null,
  };
};

const narrowed = (query: Knex.QueryBuilder, status: MailStatusFilter | undefined) => {
  if (status === 'sent') return query.where('status', 'sent');
  if (status === 'pending') return query.where('status', 'pending');
  if (status === 'failed') return query.where('status', 'pending').where('attempts', '>', 0);
  return query;
};

export async function listOutbox(db: Knex, { status, page, pageSize }: MailQuery): Promise<TMailPage> {
  const [counted] = await narrowed(db(MAIL_OUTBOX_TABLE), status).count({ total: '*' });
  const rows: OutboxRow[] = await narrowed(db(MAIL_OUTBOX_TABLE).select('*'), status)
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items: rows.map((row) => toItem(toMail(row))), total: Number(counted?.total ?? 0), page, pageSize };
}

export async function findOutboxMail(db: Knex, id: number): Promise<TMailDetail | undefined> {
  const row: OutboxRow | undefined = await db(MAIL_OUTBOX_TABLE).where({ id }).first();
  if (!row) return undefined;
  const mail = toMail(row);
  return { ...toItem(mail), textBody: mail.textBody };
}
