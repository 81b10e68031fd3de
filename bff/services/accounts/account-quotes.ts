/**
 * The signed-in person's quote requests (contracts/quotes.ts): those in the inbox's index under their proved
 * address, of the quote kind, not withdrawn. Asking for one goes through the public forms' own write
 * (duplicates, the inbox, the confirmation); a change is allowed while the request is still Received.
 */
import type { Knex } from 'knex';
import { submissionStatusLabel, type SubmissionStatus } from '@contracts/back-office/submission-kinds';
import { formatPhoneDigits } from '@contracts/fields';
import { accountOfferDocumentPath } from '@contracts/quote-offers';
import { ZQuoteDetails, type TQuote, type TQuoteDetails } from '@contracts/quotes';
import type { Database } from '../../db/database';
import { storedDate } from '../../db/stored-date';
import { personName, searchTermsOf, SUBMISSION_SEARCH_TERMS_TABLE, SUBMISSIONS_TABLE } from '../back-office/submission-index';
import { QUOTE_REQUESTS_TABLE, submitQuoteRequest } from '../quote-requests';
import { choicesOfMany, offersOfMany } from '../offers/quote-offers';
import type { ThreadRequest } from '../messages/request-messages';
import type { Locale } from '@site/locales';

type QuoteRow = {
  submission_id: number;
  reference_number: string;
  product_type: string;
  first_name: string;
  last_name: string;
  phone: string;
  property_address: string;
  message: string;
  currently_insured: string;
  status: SubmissionStatus;
  created_at: Date | number | string;
  locale: Locale;
};

type QuoteExtras = Pick<TQuote, 'offers' | 'choice'>;

const quoteOf = (row: QuoteRow, { offers, choice }: QuoteExtras = { offers: [], choice: null }): TQuote => ({
  id: row.reference_number,
  productType: row.product_type,
  firstName: row.first_name,
  lastName: row.last_name,
  phone: formatPhoneDigits(row.phone),
  propertyAddress: row.property_address,
  message: row.message,
  currentlyInsured: row.currently_insured,
  status: row.status,
  statusLabel: submissionStatusLabel(row.status),
  submittedAt: storedDate(row.created_at).toISOString(),
  editable: row.status === 'received',
  offers,
  choice,
});

const requestOf = (row: QuoteRow, email: string): ThreadRequest => ({
  id: Number(row.submission_id),
  referenceNumber: row.reference_number,
  kind: 'quote',
  name: '',
  email,
  locale: row.locale,
});

/** The sent offers and the person's choice of each request, in two queries whatever their number. */
async function extrasOf(db: Knex, rows: QuoteRow[], email: string): Promise<Map<number, QuoteExtras>> {
  const [offers, choices] = await Promise.all([
    offersOfMany(
      db,
      rows.map((row) => requestOf(row, email)),
      { sentOnly: true, documentPath: accountOfferDocumentPath },
    ),
    choicesOfMany(
      db,
      rows.map((row) => Number(row.submission_id)),
    ),
  ]);
  return new Map(
    rows.map((row) => [
      Number(row.submission_id),
      { offers: offers.get(Number(row.submission_id)) ?? [], choice: choices.get(Number(row.submission_id)) ?? null },
    ]),
  );
}

/** The person's live (not withdrawn) quote requests, as a query to narrow. */
const quotesOf = (db: Knex | Knex.Transaction, email: string) =>
  db(`${SUBMISSIONS_TABLE} as s`)
    .join(`${QUOTE_REQUESTS_TABLE} as q`, 'q.reference_number', 's.reference_number')
    .where({ 's.email': email, 's.kind': 'quote' })
    .whereNull('q.withdrawn_at')
    .select(
      's.id as submission_id',
      's.reference_number',
      's.status',
      's.created_at',
      's.locale',
      'q.product_type',
      'q.first_name',
      'q.last_name',
      'q.phone',
      'q.property_address',
      'q.message',
      'q.currently_insured',
    );

export async function listQuotes(db: Database, email: string): Promise<TQuote[]> {
  const rows: QuoteRow[] = await quotesOf(db, email).orderBy([
    { column: 's.created_at', order: 'desc' },
    { column: 's.id', order: 'desc' },
  ]);
  const extras = await extrasOf(db, rows, email);
  return rows.map((row) => quoteOf(row, extras.get(Number(row.submission_id))));
}

export async function findQuote(db: Knex | Knex.Transaction, email: string, id: string): Promise<TQuote | undefined> {
  const row: QuoteRow | undefined = await quotesOf(db, email).where('s.reference_number', id).first();
  return row && quoteOf(row, (await extrasOf(db, [row], email)).get(Number(row.submission_id)));
}

export async function askForQuote(
  db: Database,
  email: string,
  details: TQuoteDetails,
  context: { userAgent: string; duplicateWindowMs: number; locale: Locale },
): Promise<TQuote | undefined> {
  const parsed = ZQuoteDetails.parse(details);
  const { referenceNumber } = await submitQuoteRequest(
    db,
    { ...parsed, email, campaign: '', utm_source: '', utm_medium: '', utm_campaign: '', utm_content: '', utm_term: '', userAgent: context.userAgent },
    context,
  );
  return findQuote(db, email, referenceNumber);
}

export type QuoteChange = { kind: 'changed'; quote: TQuote } | { kind: 'not-found' } | { kind: 'started' };

/** Changes the details while the request is Received; the inbox's name and search words follow. */
export async function changeQuote(db: Database, email: string, id: string, details: TQuoteDetails): Promise<QuoteChange> {
  const parsed = ZQuoteDetails.parse(details);
  return db.transaction(async (trx): Promise<QuoteChange> => {
    const row: QuoteRow | undefined = await quotesOf(trx, email).where('s.reference_number', id).first();
    if (!row) return { kind: 'not-found' };
    const name = personName(parsed.name, parsed.lastName);
    // Only while still Received: staff moving it meanwhile wins.
    const stillReceived = await trx(SUBMISSIONS_TABLE).where({ id: row.submission_id, status: 'received' }).update({ name });
    if (stillReceived !== 1) return { kind: 'started' };
    await trx(QUOTE_REQUESTS_TABLE).where({ reference_number: id }).update({
      first_name: parsed.name,
      last_name: parsed.lastName,
      phone: parsed.phone,
      property_address: parsed.propertyAddress,
      message: parsed.message,
      currently_insured: parsed.insured,
      product_type: parsed.productType,
    });
    await trx(SUBMISSION_SEARCH_TERMS_TABLE).where({ submission_id: row.submission_id }).delete();
    const terms = searchTermsOf(id, { name, email, policyNumber: '' });
    if (terms.length) await trx(SUBMISSION_SEARCH_TERMS_TABLE).insert(terms.map((term) => ({ submission_id: row.submission_id, term })));
    return { kind: 'changed', quote: (await findQuote(trx, email, id))! };
  });
}

/** Withdraws it: kept for the agency with when; false for anyone else's, an unknown or an already withdrawn one. */
export async function withdrawQuote(db: Database, email: string, id: string): Promise<boolean> {
  if (!(await findQuote(db, email, id))) return false;
  return (await db(QUOTE_REQUESTS_TABLE).where({ reference_number: id }).whereNull('withdrawn_at').update({ withdrawn_at: new Date() })) === 1;
}
