import { defineCatalogue } from '@site/i18n/catalogue';

export const PRODUCT_CARD_TEXT = defineCatalogue(
  'product-card',
  {
    getAQuote: 'GET A QUOTE',
    forProduct: 'for {product}',
    forProductNewTab: 'for {product} (opens in a new tab)',
  },
  {
    getAQuote: 'COTIZAR',
    forProduct: '{product}',
    forProductNewTab: '{product} (se abre en una pestaña nueva)',
  },
);
