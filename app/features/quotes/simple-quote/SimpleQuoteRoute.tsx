import { useParams, useSearchParams } from 'react-router-dom';
import { DEFAULT_PRODUCT_TYPE } from '@contracts/products';
import { NotFoundPage } from '../../not-found/NotFoundPage';
import { PAGE_ROUTES } from '../../../routes/page-routes';
import { SimpleQuotePage } from './SimpleQuotePage';

/**
 * /quotes/{id}?productType=... is the simple quote page. The 8 product-type slugs of /quotes/{productType}
 * belong to the standard form page, which is not built yet: until it is, they are not found.
 */
export function SimpleQuoteRoute() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  if (!PAGE_ROUTES.simpleQuote.accepts({ id })) return <NotFoundPage />;
  const productType = search.get('productType')?.trim() || DEFAULT_PRODUCT_TYPE;
  return <SimpleQuotePage key={productType} productType={productType} />;
}
