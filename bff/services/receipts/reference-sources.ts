/**
 * Where a stored submission is found by its server-issued reference (a unique `reference_number` column in
 * each source's table): for its e-mailed receipt, the back office's page and /dashboard. What each shows is
 * built from what the server stored (never from what a browser sends), and a receipt goes to the address on
 * the submission (or, with the submission's receipt token, to one other), so the receipt endpoint cannot be
 * used to send anything else, or to anyone else.
 *
 * Every described form (contracts/forms) is a source through its descriptor: its title, its table, the
 * person's address and `describe(fromRow(row), documents)`. A signed state-insurer document is one too (its
 * reference is issued when it is signed; it offers no receipt: its sealed copy is its record), and so is a quote
 * request (no receipt either), so /dashboard finds every request a person can make.
 */
import type { Knex } from 'knex';
import type { SubmissionKind } from '@contracts/back-office/submission-kinds';
import { SUBMISSION_FORMS, type DescribedDocument, type StoredRow } from '@contracts/forms';
import { SUMMARY_IN_ENGLISH, type SummaryLanguage } from '@contracts/forms/summary-language';
import type { TReceiptDetail } from '@contracts/receipts';
import { quoteRequestSource } from '../quote-request-summary';
import { signedDocumentSource } from '../signing/signed-document-summary';
import { storedRequestsOf, type DescribedSubmissionForm } from '../submissions/form-submissions';

type Db = Knex | Knex.Transaction;

export type ReferenceSource = {
  /** The inbox's kind of its submissions. */
  kind: SubmissionKind;
  /** The table of the submissions (their reference in `reference_number`). */
  table: string;
  /** Whether its success screen offers the e-mailed receipt. */
  receipt: boolean;
  /**
   * What the request is called where it is shown (the title of its form), the address given on the form (where
   * the receipt goes), and the request's summary, from the stored row, in `language` (the person's, for their
   * receipt; English by default).
   */
  read(row: StoredRow, db: Db, language?: SummaryLanguage): Promise<SourceReading>;
  /** Many rows at once, in a few queries (a person's account lists every request of theirs); one by one if absent. */
  readMany?(rows: StoredRow[], db: Db, language?: SummaryLanguage): Promise<SourceReading[]>;
};

type SourceReading = { title: string; email: string; details: TReceiptDetail[] };

/** A described form as a source: everything from its descriptor. */
const formSource = (form: DescribedSubmissionForm): ReferenceSource => {
  const reading = ({ request, documents }: { request: unknown; documents: DescribedDocument[] }, language = SUMMARY_IN_ENGLISH) => ({
    title: form.title,
    email: form.person(request).email,
    details: form.describe(request, documents, language),
  });
  return {
    kind: form.kind,
    table: form.storage.table,
    receipt: form.receipt,
    read: async (row, db, language) => reading((await storedRequestsOf(db, form, [row]))[0]!, language),
    readMany: async (rows, db, language) => (await storedRequestsOf(db, form, rows)).map((stored) => reading(stored, language)),
  };
};

export const REFERENCE_SOURCES: readonly ReferenceSource[] = [
  ...(SUBMISSION_FORMS as readonly DescribedSubmissionForm[]).map(formSource),
  signedDocumentSource,
  quoteRequestSource,
];

export type StoredSubmission = { source: ReferenceSource; row: StoredRow; title: string; email: string; details: TReceiptDetail[] };

/** The stored submission `referenceNumber` was issued for, looked up in each source (a unique index each), read. */
export async function findSubmission(
  db: Db,
  referenceNumber: string,
  { sources = REFERENCE_SOURCES, language }: { sources?: readonly ReferenceSource[]; language?: SummaryLanguage } = {},
): Promise<StoredSubmission | undefined> {
  for (const source of sources) {
    const row: StoredRow | undefined = await db(source.table).where('reference_number', referenceNumber).first();
    if (row) return { source, row, ...(await source.read(row, db, language)) };
  }
  return undefined;
}

/** Whereabouts in a query: at most this many references in one `in (...)`. */
const REFERENCES_PER_QUERY = 200;

/**
 * Many stored submissions at once, each looked up in its own kind's source (the inbox knows every submission's
 * kind): a few queries per kind, whatever their number. By reference; an unknown one is absent. Their summaries
 * in `language` (the reader's: a person's account in the language of its page), English by default.
 */
export async function findSubmissionsOf(
  db: Db,
  items: readonly { referenceNumber: string; kind: string }[],
  language?: SummaryLanguage,
): Promise<Map<string, StoredSubmission>> {
  const found = new Map<string, StoredSubmission>();
  for (const source of REFERENCE_SOURCES) {
    const references = items.filter((item) => item.kind === source.kind).map((item) => item.referenceNumber);
    for (let start = 0; start < references.length; start += REFERENCES_PER_QUERY) {
      const rows: StoredRow[] = await db(source.table).whereIn('reference_number', references.slice(start, start + REFERENCES_PER_QUERY));
      const readings = source.readMany ? await source.readMany(rows, db, language) : await Promise.all(rows.map((row) => source.read(row, db, language)));
      rows.forEach((row, index) => found.set(String(row.reference_number), { source, row, ...readings[index]! }));
    }
  }
  return found;
}
