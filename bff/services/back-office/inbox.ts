/**
 * The inbox query: the submissions index filtered by kind, status, portal type, the days received (in the
 * agency's time zone) and words that begin a name, e-mail address, policy number or reference; newest first,
 * one page at a time, with the total. Every filter is answered from an index of its own (see migration 016).
 */
import dayjs from 'dayjs';
import type { Knex } from 'knex';
import { newToStaff } from './seen-submissions';
import { unreadAtAgency, unreadByAgency } from '../messages/request-messages';
import type { TInboxItem, TInboxPage, ZInboxQuery } from '@contracts/back-office/submissions';
import { AGENCY_TIME_ZONE } from '@contracts/dates';
import type { z } from 'zod';
import { STAFF_MEMBERS_TABLE } from '../staff/staff-member-row';
import { searchWordsOf, SUBMISSION_SEARCH_TERMS_TABLE, SUBMISSIONS_TABLE } from './submission-index';

type InboxQuery = z.output<typeof ZInboxQuery>;

/** The first moment of a day in the agency's time zone. */
const startOfEasternDay = (isoDate: string) => dayjs.tz(isoDate, AGENCY_TIME_ZONE).startOf('day').toDate();

/** Past any character a term can hold: a word's terms are those from the word up to the word and this. */
const AFTER_EVERY_CHARACTER = '\uffff';

const toIso = (value: unknown) => new Date(value as string | number | Date).toISOString();

export type SubmissionRow = {
  id: number;
  reference_number: string;
  kind: TInboxItem['kind'];
  portal_type: TInboxItem['portalType'];
  name: string;
  email: string;
  policy_number: string;
  status: TInboxItem['status'];
  status_changed_at: unknown;
  assigned_staff_id: number | null;
  assignee_name: string | null;
  created_at: unknown;
  locale: TInboxItem['locale'];
};

export const inboxItemOf = (row: SubmissionRow, unreadMessages = 0): TInboxItem => ({
  referenceNumber: row.reference_number,
  kind: row.kind,
  portalType: row.portal_type,
  name: row.name,
  email: row.email,
  policyNumber: row.policy_number,
  status: row.status,
  statusChangedAt: toIso(row.status_changed_at),
  assignedTo: row.assigned_staff_id === null ? null : { id: row.assigned_staff_id, name: row.assignee_name ?? '' },
  createdAt: toIso(row.created_at),
  locale: row.locale,
  unreadMessages,
});

/** The index's rows with the assignee's name. */
export const submissionRows = (db: Knex) =>
  db(`${SUBMISSIONS_TABLE} as s`)
    .leftJoin(`${STAFF_MEMBERS_TABLE} as assignee`, 'assignee.id', 's.assigned_staff_id')
    .select('s.*', 'assignee.name as assignee_name');

const NEWEST_FIRST = [
  { column: 's.created_at', order: 'desc' },
  { column: 's.id', order: 'desc' },
] as const;

export async function listInbox(db: Knex, query: InboxQuery, staffId: number): Promise<TInboxPage> {
  const words = searchWordsOf(query.q ?? '').slice(0, 5);
  /** The submissions a word begins a term of (`distinct`: each once, for counting). */
  const termsOf = (word: string, distinct = false) =>
    db(SUBMISSION_SEARCH_TERMS_TABLE)
      [distinct ? 'distinct' : 'select']('submission_id')
      .where('term', '>=', word)
      .andWhere('term', '<', `${word}${AFTER_EVERY_CHARACTER}`);
  const filtered = (builder: Knex.QueryBuilder) => {
    if (query.kind) builder.where('s.kind', query.kind);
    if (query.status) builder.where('s.status', query.status);
    if (query.portalType) builder.where('s.portal_type', query.portalType);
    if (query.from) builder.where('s.created_at', '>=', startOfEasternDay(query.from));
    if (query.to) builder.where('s.created_at', '<', dayjs(startOfEasternDay(query.to)).add(1, 'day').toDate());
    if (query.assigned === 'me') builder.where('s.assigned_staff_id', staffId);
    if (query.assigned === 'nobody') builder.whereNull('s.assigned_staff_id');
    if (query.messages === 'unread') builder.whereIn('s.id', unreadAtAgency(db));
    for (const word of words) builder.whereIn('s.id', termsOf(word));
    return builder;
  };
  const offset = (query.page - 1) * query.pageSize;
  // Without words, an index gives the rows in order: the page is read straight off it. With words, every match
  // must be sorted: the page's ids are chosen first from the matches' (id, created_at) alone, then only those
  // rows are read, rather than sorting every matching row whole.
  const pageRows = words.length
    ? submissionRows(db)
        .whereIn(
          's.id',
          filtered(db(`${SUBMISSIONS_TABLE} as s`).select('s.id'))
            .orderBy([...NEWEST_FIRST])
            .limit(query.pageSize)
            .offset(offset),
        )
        .orderBy([...NEWEST_FIRST])
    : filtered(submissionRows(db))
        .orderBy([...NEWEST_FIRST])
        .limit(query.pageSize)
        .offset(offset);
  // Words alone: the matches are counted in the search terms' index (every term's submission exists: a foreign key).
  const onlyWords = words.length > 0 && !query.kind && !query.status && !query.portalType && !query.from && !query.to && !query.assigned && !query.messages;
  const count = onlyWords
    ? db
        .from(
          words
            .slice(1)
            .reduce((matches, word) => matches.intersect(termsOf(word)), termsOf(words[0]!, true))
            .as('matches'),
        )
        .count({ n: '*' })
    : filtered(db(`${SUBMISSIONS_TABLE} as s`)).count({ n: '*' });
  const [rows, [counted]] = await Promise.all([pageRows, count]);
  const unread = await unreadByAgency(
    db,
    (rows as SubmissionRow[]).map((row) => Number(row.id)),
  );
  const items = (rows as SubmissionRow[]).map((row) => inboxItemOf(row, unread.get(Number(row.id)) ?? 0));
  return { items, total: Number(counted?.n ?? 0), page: query.page, pageSize: query.pageSize, newToYou: await newToStaff(db, staffId, items) };
}
