/** The request status page's answer: a stored request, when its reference and its e-mail address both match. */
import type { Knex } from 'knex';
import { submissionStatusLabel } from '@contracts/back-office/submission-kinds';
import { SUMMARY_IN_ENGLISH, type SummaryLanguage } from '@contracts/forms/summary-language';
import type { TRequestStatus, TRequestStatusQuery } from '@contracts/request-status';
import { findIndexedSubmission } from './back-office/submission-detail';
import { SUBMISSION_STATUS_HISTORY_TABLE } from './back-office/submission-index';
import { findSubmission } from './receipts/reference-sources';

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Undefined for an unknown reference and for a known one with another address alike. The request's title, its
 * summary and its statuses in `language` (the language the request was asked in), English by default.
 */
export async function findRequestStatus(
  db: Knex,
  { referenceNumber, email }: Required<TRequestStatusQuery>,
  language: SummaryLanguage = SUMMARY_IN_ENGLISH,
): Promise<TRequestStatus | undefined> {
  const found = await findSubmission(db, referenceNumber.trim().toUpperCase(), { language });
  if (!found || !sameAddress(found.email, email)) return undefined;
  const storedReference = String(found.row.reference_number);
  const indexed = await findIndexedSubmission(db, storedReference);
  const history = indexed
    ? await db(SUBMISSION_STATUS_HISTORY_TABLE)
        .where('submission_id', indexed.id)
        .orderBy([{ column: 'at' }, { column: 'id' }])
        .select('status', 'at')
    : [];
  const status = indexed?.status ?? 'received';
  const statusLabel = (value: string) => language.say(submissionStatusLabel(value));
  return {
    referenceNumber: storedReference,
    title: language.say(found.title),
    submittedAt: new Date(found.row.created_at as string | number | Date).toISOString(),
    status,
    statusLabel: statusLabel(status),
    history: history.map((entry) => ({ status: entry.status, statusLabel: statusLabel(entry.status), at: new Date(entry.at).toISOString() })),
    details: found.details,
  };
}
