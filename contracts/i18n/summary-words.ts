/**
 * The words of the two summaries /dashboard and the account show that no described form writes, in Spanish,
 * keyed by their English as contracts/i18n/api-messages.ts keys the API's: a quote request's
 * (bff/services/quote-request-summary.ts: its labels and the product it names) and a signed document's
 * (bff/services/signing/signed-document-summary.ts). Their other words are listed already: 'Name', 'Email',
 * 'Yes', 'No' and 'Policy Number' in policy-change-words.ts; 'Property Address', 'Message' and 'Document' in
 * lender-words.ts; 'Form', 'Signed As' and 'Signed At' in account-words.ts; the state-insurer forms' titles in
 * signing-words.ts; 'Recreational Insurance' in quote-words.ts. The back office's words (the quote form's
 * variant, the campaign and UTM labels) stay in English.
 */
export const SUMMARY_WORDS_IN_SPANISH: Record<string, string> = {
  // A quote request's labels, as its form asks (app/features/quotes, app/account/text.ts).
  Product: 'Producto',
  Phone: 'Teléfono',
  'Currently Insured': '¿Tiene seguro actualmente?',
  // The product a quote request names (PRODUCT_DISPLAY_NAMES), as PRODUCT_TEXT names it (contracts/products.ts);
  // Medicare is Medicare in both languages.
  'Home Insurance': 'Seguro de hogar',
  'Auto Insurance': 'Seguro de auto',
  'Flood Insurance': 'Seguro contra inundaciones',
  'Life Insurance': 'Seguro de vida',
  'Pet Insurance': 'Seguro para mascotas',
  'Business Insurance': 'Seguro comercial',
  'Umbrella Insurance': 'Seguro de responsabilidad civil adicional (umbrella)',
};
