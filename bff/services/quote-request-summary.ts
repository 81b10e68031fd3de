/**
 * A quote request as the person and the agency read it: its product, contact and answers; for the agency also the
 * form it came through and its campaign and UTM attribution. /dashboard and the person's account find it by its
 * reference (a reference source without a receipt: ./receipts/reference-sources.ts) and say it in the reader's
 * language; the back office shows it whole, in English.
 */
import type { Knex } from 'knex';
import { formatPhoneDigits } from '@contracts/fields';
import type { StoredRow } from '@contracts/forms';
import { SUMMARY_IN_ENGLISH, type SummaryLanguage } from '@contracts/forms/summary-language';
import type { TReceiptDetail } from '@contracts/receipts';
import { QUOTE_REQUESTS_TABLE } from './quote-requests';

export const QUOTE_REQUEST_TITLE = 'Quote Request';

const ATTRIBUTION = [
  ['Campaign', 'campaign'],
  ['UTM Source', 'utm_source'],
  ['UTM Medium', 'utm_medium'],
  ['UTM Campaign', 'utm_campaign'],
  ['UTM Content', 'utm_content'],
  ['UTM Term', 'utm_term'],
] as const;

/**
 * The request's lines. The person's (`attribution: false`) in `language` (English by default): its labels, the
 * product (a product we name, as we name it; another as the address gave it) and the Yes or No, through it; what
 * the person typed as typed. The agency's attribution lines are the back office's, in English.
 */
export function quoteRequestSummary(
  row: StoredRow,
  { attribution, language = SUMMARY_IN_ENGLISH }: { attribution: boolean; language?: SummaryLanguage },
): TReceiptDetail[] {
  const text = (column: string) => String(row[column] ?? '');
  // An empty value stays empty (the line is then left out), never a word of ours.
  const said = (value: string) => (value.trim() === '' ? value : language.say(value));
  const details: TReceiptDetail[] = [
    { label: language.say('Product'), value: said(text('product_type')) },
    { label: language.say('Name'), value: `${text('first_name')} ${text('last_name')}` },
    { label: language.say('Email'), value: text('email') },
    { label: language.say('Phone'), value: formatPhoneDigits(text('phone')) },
    { label: language.say('Property Address'), value: text('property_address') },
    { label: language.say('Currently Insured'), value: said(text('currently_insured')) },
    { label: language.say('Message'), value: text('message') },
  ];
  if (attribution) {
    details.push({ label: 'Form', value: text('form_variant') === 'standard' ? 'Standard quote form' : 'Simple quote form' });
    for (const [label, column] of ATTRIBUTION) details.push({ label, value: text(column) });
  }
  return details.filter((detail) => detail.value.trim() !== '');
}

/** Quote requests as a reference source: /dashboard finds them; they offer no e-mailed receipt. */
export const quoteRequestSource = {
  kind: 'quote' as const,
  table: QUOTE_REQUESTS_TABLE,
  receipt: false,
  read: async (row: StoredRow, _db: Knex | Knex.Transaction, language?: SummaryLanguage) => ({
    title: QUOTE_REQUEST_TITLE,
    email: String(row.email ?? ''),
    details: quoteRequestSummary(row, { attribution: false, language }),
  }),
};
