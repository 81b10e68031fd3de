import { createHash } from 'node:crypto';
import type { TSubmitQuoteBody } from '@contracts/quote-requests';
import { QUOTE_SUCCESS_MESSAGE } from '@contracts/quote-requests';
import type { Knex } from 'knex';
import { isPostgres, type Database } from '../db/database';
import { commitTogether } from '../db/commit-together';
import { queryRows } from '../db/prepared';
import { indexSubmission, personName } from './back-office/submission-index';
import { issueReference } from './reference-numbers';
import type { Locale } from '@site/locales';

export const QUOTE_REQUESTS_TABLE = 'quote_requests';

type QuoteRequestRow = {
  reference_number: string;
  form_variant: 'simple' | 'standard';
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  property_address: string;
  message: string;
  product_type: string;
  currently_insured: string;
  campaign: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_content: string;
  utm_term: string;
  client_user_agent: string;
  request_user_agent: string;
  client_submitted_at: number | null;
  fingerprint: string;
};

type Submission = Omit<QuoteRequestRow, 'reference_number' | 'fingerprint' | 'request_user_agent'>;

/** Both payload shapes, as one row. */
function toSubmission(body: TSubmitQuoteBody): Submission {
  if ('first_name' in body) {
    return {
      form_variant: 'simple',
      first_name: body.first_name,
      last_name: body.last_name,
      email: body.email,
      phone: body.phone,
      property_address: body.property_address,
      message: body.message,
      product_type: body.product_type,
      currently_insured: body.currently_insured,
      campaign: '',
      utm_source: '',
      utm_medium: '',
      utm_campaign: '',
      utm_content: '',
      utm_term: '',
      client_user_agent: '',
      client_submitted_at: null,
    };
  }
  return {
    form_variant: 'standard',
    first_name: body.name,
    last_name: body.lastName,
    email: body.email,
    phone: body.phone,
    property_address: body.propertyAddress,
    message: body.message,
    product_type: body.productType,
    currently_insured: body.insured,
    campaign: body.campaign,
    utm_source: body.utm_source,
    utm_medium: body.utm_medium,
    utm_campaign: body.utm_campaign,
    utm_content: body.utm_content,
    utm_term: body.utm_term,
    client_user_agent: body.userAgent,
    client_submitted_at: body.submissionTimestamp ?? null,
  };
}

/** What makes two submissions "identical": everything the person typed or chose, not when or from where. */
function fingerprintOf(submission: Submission): string {
  const { client_submitted_at: _time, client_user_agent: _agent, ...content } = submission;
  const normalised = { ...content, email: content.email.toLowerCase() };
  return createHash('sha256').update(JSON.stringify(normalised)).digest('hex');
}

export type SubmitQuoteResult = { referenceNumber: string; duplicate: boolean; message: string };

const COLUMNS: (keyof QuoteRequestRow | 'created_at')[] = [
  'reference_number',
  'form_variant',
  'first_name',
  'last_name',
  'email',
  'phone',
  'property_address',
  'message',
  'product_type',
  'currently_insured',
  'campaign',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'client_user_agent',
  'request_user_agent',
  'client_submitted_at',
  'fingerprint',
  'created_at',
];

/**
 * One statement stores the row unless an identical one is inside the window: no read-then-write race on
 * SQLite, and a single round trip on the hot path. It answers the new reference, or nothing for a duplicate.
 */
const INSERT_UNLESS_DUPLICATE = `INSERT INTO ${QUOTE_REQUESTS_TABLE} (${COLUMNS.join(', ')})
  SELECT ${COLUMNS.map(() => '?').join(', ')}
  WHERE NOT EXISTS (SELECT 1 FROM ${QUOTE_REQUESTS_TABLE} WHERE fingerprint = ? AND created_at >= ?)
  RETURNING reference_number`;

/**
 * Stores a quote request. An identical one stored within the duplicate window is answered with that
 * request's reference instead (a double click or a retried network call must not make two leads).
 */
export async function submitQuoteRequest(
  db: Database,
  body: TSubmitQuoteBody,
  context: { userAgent: string; duplicateWindowMs: number; locale: Locale },
): Promise<SubmitQuoteResult> {
  const submission = toSubmission(body);
  const fingerprint = fingerprintOf(submission);
  const now = new Date();
  const windowStart = new Date(now.getTime() - context.duplicateWindowMs);
  const row: QuoteRequestRow & { created_at: Date } = {
    ...submission,
    reference_number: issueReference('QR'),
    request_user_agent: context.userAgent.slice(0, 512),
    fingerprint,
    created_at: now,
  };
  const values = COLUMNS.map((column) => row[column]);

  const store = async (conn: Knex.Transaction) => {
    const inserted = await queryRows<{ reference_number: string }>(conn, INSERT_UNLESS_DUPLICATE, [...values, fingerprint, windowStart]);
    const [stored] = inserted;
    if (stored) {
      await indexSubmission(conn, {
        referenceNumber: stored.reference_number,
        kind: 'quote',
        portalType: 'public',
        person: { name: personName(row.first_name, row.last_name), email: row.email, policyNumber: '' },
        createdAt: now,
        locale: context.locale,
      });
      return { referenceNumber: stored.reference_number, duplicate: false, message: QUOTE_SUCCESS_MESSAGE };
    }
    const earlier = await conn(QUOTE_REQUESTS_TABLE)
      .select('reference_number')
      .where('fingerprint', fingerprint)
      .andWhere('created_at', '>=', windowStart)
      .orderBy('id', 'desc')
      .first();
    return { referenceNumber: earlier.reference_number, duplicate: true, message: QUOTE_SUCCESS_MESSAGE };
  };

  // The request and its inbox row are stored together, in one commit with the requests arriving beside it
  // (bff/db/commit-together.ts). On PostgreSQL, NOT EXISTS does not see a concurrent uncommitted insert:
  // identical submissions take turns.
  return commitTogether(db, async (trx) => {
    if (isPostgres(db)) await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [fingerprint]);
    return store(trx);
  });
}
