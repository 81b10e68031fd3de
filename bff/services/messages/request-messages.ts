/**
 * The conversation on a request (contracts/request-messages.ts): messages between the person who sent it and
 * the agency, each with at most one document, never changed or deleted. A message is stored with its document,
 * its audit entry, the other side's live event and (from the agency) the person's mail in one transaction.
 * "Read" is per side: the person reads the agency's messages; anyone at the agency reads the person's.
 */
import type { Knex } from 'knex';
import { LIVE_EVENT_TYPES, submissionTopic } from '@contracts/live-events';
import type { MessageAuthor, TRequestMessage } from '@contracts/request-messages';
import { AGENCY } from '@site/agency';
import { storedDate } from '../../db/stored-date';
import { personTopicOf } from '../accounts/person-topic';
import { SUBMISSIONS_TABLE } from '../back-office/submission-index';
import type { EventBus } from '../live-events/event-bus';
import { enqueueMail } from '../mail';
import { recordStaffAction } from '../staff/audit-log';
import { STAFF_MEMBERS_TABLE } from '../staff/staff-member-row';
import type { ReceivedFile } from '../uploads/receive-multipart';
import { recordUpload, UPLOADS_TABLE } from '../uploads/uploads-repository';
import { messageMail } from './message-mail';
import type { Locale } from '@site/locales';

const REQUEST_MESSAGES_TABLE = 'request_messages';

/** The request a thread hangs on: its index row's id, reference, person's name and address. */
/** A request with a conversation; `locale`, the language it was made in, is the language of the mails about it. */
export type ThreadRequest = { id: number; referenceNumber: string; kind: string; name: string; email: string; locale: Locale };

/** The side that reads a message written by `author`. */
const readerOf = (author: MessageAuthor): MessageAuthor => (author === 'person' ? 'agency' : 'person');

const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

type MessageRow = {
  id: number;
  author: MessageAuthor;
  body: string;
  created_at: Date | number | string;
  read_at: Date | number | string | null;
  staff_name: string | null;
  upload_id: number | null;
  original_name: string | null;
  size_bytes: number | string | null;
  mime_type: string | null;
};

/** The request of an index row by its reference, for `email` only when given (the person's side). */
export async function threadRequest(db: Knex, referenceNumber: string, email?: string): Promise<ThreadRequest | undefined> {
  const row = await db(SUBMISSIONS_TABLE)
    .where({ reference_number: referenceNumber, ...(email === undefined ? {} : { email }) })
    .first('id', 'reference_number', 'kind', 'name', 'email', 'locale');
  return row && { id: Number(row.id), referenceNumber: row.reference_number, kind: row.kind, name: row.name, email: row.email, locale: row.locale };
}

/**
 * The thread as `reader` sees it, oldest first: who wrote each (the person sees "You" and the agent's first
 * name at the agency; the agency the person's name and the agent's), what is new to them, and each document's
 * address on their side (`documentPath`).
 */
export async function threadOf(
  db: Knex,
  request: ThreadRequest,
  reader: MessageAuthor,
  documentPath: (referenceNumber: string, messageId: number) => string,
): Promise<TRequestMessage[]> {
  const rows: MessageRow[] = await db(`${REQUEST_MESSAGES_TABLE} as m`)
    .leftJoin(`${STAFF_MEMBERS_TABLE} as staff`, 'staff.id', 'm.staff_id')
    .leftJoin(`${UPLOADS_TABLE} as u`, 'u.id', 'm.upload_id')
    .where('m.submission_id', request.id)
    .orderBy('m.id')
    .select(
      'm.id',
      'm.author',
      'm.body',
      'm.created_at',
      'm.read_at',
      'staff.name as staff_name',
      'm.upload_id',
      'u.original_name',
      'u.size_bytes',
      'u.mime_type',
    );
  return rows.map((row) => ({
    id: Number(row.id),
    author: row.author,
    authorName:
      row.author === 'person'
        ? reader === 'person'
          ? 'You'
          : request.name || request.email
        : reader === 'person'
          ? `${firstNameOf(row.staff_name ?? '') || 'Your agent'} at ${AGENCY.name}`
          : (row.staff_name ?? AGENCY.name),
    body: row.body,
    sentAt: storedDate(row.created_at).toISOString(),
    unread: row.author !== reader && row.read_at === null,
    document:
      row.upload_id === null
        ? null
        : {
            name: String(row.original_name ?? 'document'),
            sizeBytes: Number(row.size_bytes ?? 0),
            mimeType: String(row.mime_type ?? ''),
            url: documentPath(request.referenceNumber, Number(row.id)),
          },
  }));
}

export type NewMessage = {
  request: ThreadRequest;
  body: string;
  file: ReceivedFile | undefined;
  /** The agent who writes, or undefined for the person. */
  staffId?: number;
  ip: string;
};

/**
 * Stores a message. From the agency: the person is e-mailed our fixed words and a link to My requests, and
 * their open account pages are told. From the person: the submission's back-office page is told. Returns its id.
 */
export async function addMessage(
  trx: Knex.Transaction,
  message: NewMessage,
  { eventBus, siteOrigin }: { eventBus: Pick<EventBus, 'publish'>; siteOrigin: string },
): Promise<number> {
  const author: MessageAuthor = message.staffId === undefined ? 'person' : 'agency';
  const { request } = message;
  const uploadId = message.file ? await recordUpload(trx, message.file) : null;
  const [inserted] = await trx(REQUEST_MESSAGES_TABLE)
    .insert({
      submission_id: request.id,
      author,
      staff_id: message.staffId ?? null,
      body: message.body,
      upload_id: uploadId,
      created_at: new Date(),
      read_at: null,
    })
    .returning('id');
  const id = Number(typeof inserted === 'object' ? inserted.id : inserted);
  const event = { type: LIVE_EVENT_TYPES.requestMessageAdded, data: { referenceNumber: request.referenceNumber, messageId: id, author } };
  // Each side's pages are told, the writer's own too (another of their tabs, or a colleague's).
  await eventBus.publish(trx, submissionTopic(request.referenceNumber), event);
  await eventBus.publish(trx, personTopicOf(request.email), event);
  if (author === 'agency') await enqueueMail(trx, messageMail(request, siteOrigin));
  await recordStaffAction(trx, {
    staffId: message.staffId ?? null,
    action: author === 'agency' ? 'message_sent' : 'message_received',
    target: request.referenceNumber,
    details: { messageId: id, document: uploadId !== null },
    ip: message.ip,
  });
  return id;
}

/** `reader` has read the other side's messages on the request up to `upTo`. */
export async function markThreadRead(db: Knex, request: ThreadRequest, reader: MessageAuthor, upTo: number): Promise<void> {
  await db(REQUEST_MESSAGES_TABLE)
    .where({ submission_id: request.id, author: readerOf(reader) })
    .where('id', '<=', upTo)
    .whereNull('read_at')
    .update({ read_at: new Date() });
}

/** How many of the person's messages this many requests have unread at the agency, by index row id. */
export async function unreadByAgency(db: Knex, submissionIds: number[]): Promise<Map<number, number>> {
  if (!submissionIds.length) return new Map();
  const rows = await db(REQUEST_MESSAGES_TABLE)
    .where({ author: 'person' })
    .whereNull('read_at')
    .whereIn('submission_id', submissionIds)
    .groupBy('submission_id')
    .select('submission_id')
    .count({ n: '*' });
  return new Map((rows as { submission_id: number; n: number | string }[]).map((row) => [Number(row.submission_id), Number(row.n)]));
}

/** The index rows with a message from the person that no one at the agency has read (a subquery). */
export const unreadAtAgency = (db: Knex) => db(REQUEST_MESSAGES_TABLE).distinct('submission_id').where({ author: 'person' }).whereNull('read_at');

/** How many requests have a message from the person that no one at the agency has read. */
export async function requestsUnreadAtAgency(db: Knex): Promise<number> {
  const [row] = await db.from(unreadAtAgency(db).as('unread')).count({ n: '*' });
  return Number(row?.n ?? 0);
}

/** How many of the agency's messages the person has not read, by index row id (for one person's requests). */
export async function unreadByPerson(db: Knex, email: string): Promise<Map<number, number>> {
  const rows = await db(`${REQUEST_MESSAGES_TABLE} as m`)
    .join(`${SUBMISSIONS_TABLE} as s`, 's.id', 'm.submission_id')
    .where({ 's.email': email, 'm.author': 'agency' })
    .whereNull('m.read_at')
    .groupBy('m.submission_id')
    .select('m.submission_id')
    .count({ n: '*' });
  return new Map((rows as { submission_id: number; n: number | string }[]).map((row) => [Number(row.submission_id), Number(row.n)]));
}

/** A message's document, on this request only: its stored file. */
export async function messageDocument(db: Knex, request: ThreadRequest, messageId: number) {
  const row = await db(`${REQUEST_MESSAGES_TABLE} as m`)
    .join(`${UPLOADS_TABLE} as u`, 'u.id', 'm.upload_id')
    .where({ 'm.id': messageId, 'm.submission_id': request.id })
    .first('u.original_name', 'u.mime_type', 'u.stored_name');
  return row && { name: String(row.original_name), mimeType: String(row.mime_type), storedName: String(row.stored_name) };
}

/** How many messages the person has written on any of their requests since `since` (their own limit). */
export async function messagesByPersonSince(db: Knex, email: string, since: Date): Promise<number> {
  const [row] = await db(`${REQUEST_MESSAGES_TABLE} as m`)
    .join(`${SUBMISSIONS_TABLE} as s`, 's.id', 'm.submission_id')
    .where({ 's.email': email, 'm.author': 'person' })
    .where('m.created_at', '>=', since)
    .count({ n: '*' });
  return Number(row?.n ?? 0);
}
