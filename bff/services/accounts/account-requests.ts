/**
 * A person's requests: every submission of any kind made with their proved address (the inbox's index keeps
 * it lower-cased, with an index on it), newest first, each read through its reference source, so it says
 * what /dashboard and the receipt say. Someone else's reference is not theirs: undefined, as an unknown one.
 * What was asked (the summary) is written in the language the page asks in, as the receipt is; the kind, the
 * title and the statuses keep their English names, which the page says in its language through the API's
 * table (contracts/i18n), so a status heard of live and one read again are named alike.
 */
import type { Knex } from 'knex';
import type { TAccountRequest } from '@contracts/account';
import { submissionKindLabel, submissionStatusLabel, type SubmissionKind, type SubmissionStatus } from '@contracts/back-office/submission-kinds';
import { SUMMARY_IN_ENGLISH, summaryLanguage, type SummaryLanguage } from '@contracts/forms/summary-language';
import { textsIn } from '@site/i18n/catalogue';
import type { Locale } from '@site/locales';
import { SUBMISSION_STATUS_HISTORY_TABLE, SUBMISSIONS_TABLE } from '../back-office/submission-index';
import { findSubmissionsOf, type StoredSubmission } from '../receipts/reference-sources';
import { signedDocumentSource } from '../signing/signed-document-summary';
import { storedDate } from '../../db/stored-date';
import { unreadByPerson } from '../messages/request-messages';

/** More than a person makes; the page lists them all. */
const MOST_REQUESTS = 500;

type IndexRow = { id: number; reference_number: string; kind: SubmissionKind; status: SubmissionStatus; created_at: Date | number | string };

/** Where the signer's sealed PDF is downloaded from their account (the route's pattern, and one request's). */
export const SIGNED_DOCUMENT_ROUTE = '/api/account/requests/:referenceNumber/signed-document';
const signedDocumentPath = (referenceNumber: string) => SIGNED_DOCUMENT_ROUTE.replace(':referenceNumber', encodeURIComponent(referenceNumber));

function describeRequest(
  item: IndexRow,
  found: StoredSubmission | undefined,
  history: { status: SubmissionStatus; at: Date | number | string }[],
  unreadMessages: number,
): TAccountRequest | undefined {
  if (!found) return undefined;
  const sealed = found.source === signedDocumentSource && found.row.status === 'sealed';
  return {
    referenceNumber: item.reference_number,
    kind: item.kind,
    kindLabel: submissionKindLabel(item.kind),
    title: found.title,
    submittedAt: storedDate(item.created_at).toISOString(),
    status: item.status,
    statusLabel: submissionStatusLabel(item.status),
    history: history.map((entry) => ({ status: entry.status, statusLabel: submissionStatusLabel(entry.status), at: storedDate(entry.at).toISOString() })),
    details: found.details,
    receipt: found.source.receipt,
    unreadMessages,
    ...(sealed ? { signedDocumentUrl: signedDocumentPath(item.reference_number) } : {}),
  };
}

async function historiesOf(db: Knex, ids: number[]) {
  const byId = new Map<number, { status: SubmissionStatus; at: Date | number | string }[]>();
  for (let start = 0; start < ids.length; start += 200) {
    const rows = await db(SUBMISSION_STATUS_HISTORY_TABLE)
      .whereIn('submission_id', ids.slice(start, start + 200))
      .orderBy([{ column: 'at' }, { column: 'id' }])
      .select('submission_id', 'status', 'at');
    for (const row of rows) byId.set(Number(row.submission_id), [...(byId.get(Number(row.submission_id)) ?? []), row]);
  }
  return byId;
}

/** A summary's language: the page's (English as the forms write it). */
const summaryIn = (locale: Locale): SummaryLanguage => (locale === 'en' ? SUMMARY_IN_ENGLISH : summaryLanguage(locale, textsIn(locale)));

/** Every request made with `email` (a proved, lower-cased address), newest first, summarised in `locale`. */
export async function requestsOf(db: Knex, email: string, locale: Locale = 'en'): Promise<TAccountRequest[]> {
  const items: IndexRow[] = await db(SUBMISSIONS_TABLE)
    .where({ email })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(MOST_REQUESTS)
    .select('id', 'reference_number', 'kind', 'status', 'created_at');
  const histories = await historiesOf(
    db,
    items.map((item) => Number(item.id)),
  );
  return describeAll(db, email, items, histories, locale);
}

type Histories = Map<number, { status: SubmissionStatus; at: Date | number | string }[]>;

/** Requests of the index, each read through its kind's source, with its history and its unread messages. */
async function describeAll(db: Knex, email: string, items: IndexRow[], histories: Histories, locale: Locale): Promise<TAccountRequest[]> {
  const [found, unread] = await Promise.all([
    findSubmissionsOf(
      db,
      items.map((item) => ({ referenceNumber: item.reference_number, kind: item.kind })),
      summaryIn(locale),
    ),
    unreadByPerson(db, email),
  ]);
  return items
    .map((item) => describeRequest(item, found.get(item.reference_number), histories.get(Number(item.id)) ?? [], unread.get(Number(item.id)) ?? 0))
    .filter((request): request is TAccountRequest => request !== undefined);
}

/** One request of `email`'s, summarised in `locale`; undefined for anyone else's and for an unknown reference alike. */
export async function requestOf(db: Knex, email: string, referenceNumber: string, locale: Locale = 'en'): Promise<TAccountRequest | undefined> {
  const item: IndexRow | undefined = await db(SUBMISSIONS_TABLE)
    .where({ email, reference_number: referenceNumber })
    .first('id', 'reference_number', 'kind', 'status', 'created_at');
  if (!item) return undefined;
  return (await describeAll(db, email, [item], await historiesOf(db, [Number(item.id)]), locale))[0];
}
