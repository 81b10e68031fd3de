/**
 * The inbox's index: one row per submission of any kind (a quote request, an insurance request, every change
 * request, a document upload), written in the same transaction as the submission itself, with the words a
 * member of staff may search it by. The submission's own table keeps everything else; the inbox reads only
 * this, so it stays fast at any number of submissions.
 */
import type { Knex } from 'knex';
import { queryRows } from '../../db/prepared';
import type { SubmissionKind, SubmissionPortalType } from '@contracts/back-office/submission-kinds';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@site/locales';

export const SUBMISSIONS_TABLE = 'submissions';
export const SUBMISSION_SEARCH_TERMS_TABLE = 'submission_search_terms';
export const SUBMISSION_STATUS_HISTORY_TABLE = 'submission_status_history';

/**
 * Whom a submission is from, as the inbox shows and finds it: each kind's service says it explicitly (an auto
 * change has one policyholder name, a quote no policy), never read from columns it may not have.
 */
export type SubmissionPerson = {
  /** As the person gave it: "Jordan Lee" (first and last name joined by personName). */
  name: string;
  email: string;
  /** '' for a submission about no policy (a quote request). */
  policyNumber: string;
};

/** A first and a last name as the inbox shows them. */
export const personName = (firstName: string, lastName: string): string => `${firstName.trim()} ${lastName.trim()}`.trim();

export type IndexedSubmission = {
  referenceNumber: string;
  kind: SubmissionKind;
  portalType: SubmissionPortalType;
  person: SubmissionPerson;
  createdAt: Date;
  /** The language the request was made in: the mails about it go in it. */
  locale: Locale;
};

const TERM_MAX_LENGTH = 100;

/** A text's searchable words: lower case, accents dropped, split on anything but letters, digits, @ . - _ . */
export const searchWordsOf = (text: string): string[] =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}@._-]+/u)
    .map((word) => word.replace(/^[._-]+|[._-]+$/g, ''))
    .filter(Boolean);

/** The terms a submission is found by: its reference, policy number, names and e-mail address (whole, and its name part). */
export function searchTermsOf(referenceNumber: string, person: SubmissionPerson): string[] {
  const email = person.email.trim().toLowerCase();
  const words = [
    referenceNumber.toLowerCase(),
    person.policyNumber.toLowerCase(),
    ...searchWordsOf(person.name),
    email,
    ...searchWordsOf(email.split('@')[0] ?? ''),
  ];
  return [...new Set(words.map((word) => word.slice(0, TERM_MAX_LENGTH)).filter(Boolean))];
}

/** Adds a submission to the inbox, as Received; call it inside the transaction that stores the submission. */
const INSERT_SUBMISSION = `INSERT INTO ${SUBMISSIONS_TABLE}
  (reference_number, kind, portal_type, name, email, policy_number, status, status_changed_at, created_at, locale)
  VALUES (?, ?, ?, ?, ?, ?, 'received', ?, ?, ?) RETURNING id`;
const INSERT_RECEIVED = `INSERT INTO ${SUBMISSION_STATUS_HISTORY_TABLE} (submission_id, status, note, staff_id, at) VALUES (?, 'received', '', NULL, ?)`;
/** One statement per number of terms (a handful of them), each prepared once. */
const insertTerms = (count: number) =>
  `INSERT INTO ${SUBMISSION_SEARCH_TERMS_TABLE} (submission_id, term) VALUES ${Array.from({ length: count }, () => '(?, ?)').join(', ')}`;

/**
 * Indexes a stored request in the inbox, inside the caller's transaction: its row, its search terms and its
 * first status. On every form's write path, so each statement is a fixed one, prepared once on SQLite
 * (bff/db/prepared.ts), not built by Knex's query builder per request.
 */
export async function indexSubmission(trx: Knex | Knex.Transaction, submission: IndexedSubmission): Promise<void> {
  const [inserted] = await queryRows<{ id: number | string }>(trx, INSERT_SUBMISSION, [
    submission.referenceNumber,
    submission.kind,
    submission.portalType,
    submission.person.name.trim(),
    submission.person.email.trim().toLowerCase(),
    submission.person.policyNumber.toUpperCase(),
    submission.createdAt,
    submission.createdAt,
    submission.locale,
  ]);
  const id = Number(inserted!.id);
  const terms = searchTermsOf(submission.referenceNumber, submission.person);
  if (terms.length)
    await queryRows(
      trx,
      insertTerms(terms.length),
      terms.flatMap((term) => [id, term]),
    );
  await queryRows(trx, INSERT_RECEIVED, [id, submission.createdAt]);
}

/** The language a request was made in, as the inbox keeps it (English for a reference it does not hold). */
export async function requestLocale(db: Knex | Knex.Transaction, referenceNumber: string): Promise<Locale> {
  const row: { locale?: string } | undefined = await db(SUBMISSIONS_TABLE).where('reference_number', referenceNumber).first('locale');
  return isLocale(row?.locale) ? row.locale : DEFAULT_LOCALE;
}
