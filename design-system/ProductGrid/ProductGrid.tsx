import { SimpleGrid } from '@mantine/core';
import { pushToDataLayer, quoteClickEvent } from '../analytics/data-layer';
import { ProductCard, type ProductCardProps } from '../ProductCard/ProductCard';
import classes from './ProductGrid.module.css';

export type ProductGridItem = Omit<ProductCardProps, 'onQuoteClick' | 'headingOrder'>;

export type ProductGridProps = {
  products: readonly ProductGridItem[];
  /** The level of the cards' titles in the page's outline. */
  headingOrder?: ProductCardProps['headingOrder'];
  /** Called after the click's analytics event is pushed. */
  onQuoteClick?: (product: ProductGridItem) => void;
};

/**
 * Seed 000 §2.3: the product grid. Every GET A QUOTE click pushes the analytics event
 * `{ event: 'click', category: 'Get Quote', label: <card title> }` to `window.dataLayer`
 * (the English title, whatever the page's language, so the agency's reports count both alike).
 */
export function ProductGrid({ products, headingOrder = 3, onQuoteClick }: ProductGridProps) {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3 }} spacing={{ base: 'md', md: 'lg' }} className={classes.list}>
      {products.map((product) => (
        <li key={product.product ?? product.title} className={classes.item}>
          <ProductCard
            {...product}
            headingOrder={headingOrder}
            onQuoteClick={() => {
              pushToDataLayer(quoteClickEvent(product.product ?? product.title));
              onQuoteClick?.(product);
            }}
          />
        </li>
      ))}
    </SimpleGrid>
  );
}
