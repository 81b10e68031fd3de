/**
 * The quote request's words in Spanish (contracts/quote-requests.ts, contracts/product-types.ts), keyed by their
 * English as contracts/i18n/api-messages.ts keys the API's. The quote form's refusals are there already (its
 * "The quote request" part); the products the grid lists are named by PRODUCT_TEXT (contracts/products.ts).
 */
export const QUOTE_WORDS_IN_SPANISH: Record<string, string> = {
  // The one product a quote address names that the product grid does not list (PRODUCT_DISPLAY_NAME_BY_KEY).
  'Recreational Insurance': 'Seguro para vehículos recreativos',
  // The standard form's submission time, which the browser stamps (ZStandardQuoteFields).
  'Must be a time in epoch milliseconds': 'Debe ser una hora en milisegundos desde la época Unix',
};
