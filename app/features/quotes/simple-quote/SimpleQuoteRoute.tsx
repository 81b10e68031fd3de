import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PRODUCT_TYPE } from '@contracts/products';
import { SimpleQuotePage } from './SimpleQuotePage';

/** /quotes/{id}?productType=...: the simple quote page for the product the query names. */
export function SimpleQuoteRoute() {
  const [search] = useSearchParams();
  const productType = search.get('productType')?.trim() || DEFAULT_PRODUCT_TYPE;
  return <SimpleQuotePage key={productType} productType={productType} />;
}
