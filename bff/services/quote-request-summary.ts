/**
 * A quote request as the person and the agency read it: its product, contact and answers; for the agency also the
 * form it came through and its campaign and UTM attribution. /dashboard finds it by its reference (a reference
 * source without a receipt: ./receipts/reference-sources.ts); the back office shows it whole.
 */
import type { Knex } from 'knex';
import { formatPhoneDigits } from '@contracts/fields';
import type { StoredRow } from '@contracts/forms';
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

export function quoteRequestSummary(row: StoredRow, { attribution }: { attribution: boolean }): TReceiptDetail[] {
  const text = (column: string) => String(row[column] ?? '');
  const details: TReceiptDetail[] = [
    { label: 'Product', value: text('product_type') },
    { label: 'Name', value: `${text('first_name')} ${text('last_name')}` },
    { label: 'Email', value: text('email') },
    { label: 'Phone', value: formatPhoneDigits(text('phone')) },
    { label: 'Property Address', value: text('property_address') },
    { label: 'Currently Insured', value: text('currently_insured') },
    { label: 'Message', value: text('message') },
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
  read: async (row: StoredRow, _db: Knex | Knex.Transaction) => ({
    title: QUOTE_REQUEST_TITLE,
    email: String(row.email ?? ''),
    details: quoteRequestSummary(row, { attribution: false }),
  }),
};
