import type { PageRoute } from '../../routes/page-route';
import { QUOTE_ROUTE_PRODUCT_TYPES } from '../../routes/paths';

export const quoteRoutes: PageRoute[] = [
  {
    // /quotes/{id}?productType=... The 8 product-type slugs of /quotes/{productType} are the standard
    // form's page, which is not built yet: until it is, they are not found.
    path: '/quotes/:id',
    accepts: ({ id }) => !(QUOTE_ROUTE_PRODUCT_TYPES as readonly string[]).includes(id),
    load: async () => ({ Component: (await import('./simple-quote/SimpleQuoteRoute')).SimpleQuoteRoute }),
  },
];
