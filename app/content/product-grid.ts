import { IconCarGarage, IconHomeCog } from '@tabler/icons-react';
import type { ProductGridItem } from '@design-system/ProductGrid/ProductGrid';
import { productDescription, type ProductDisplayName } from '@contracts/products';
import { routes } from '@site/paths';

/**
 * Settings: the external warranty quote sites that the Home Warranty and Auto Warranty cards open in a new
 * tab (seed 000 §1, §2.3). They belong to a partner, not to this app.
 */
export const WARRANTY_QUOTE_URLS = {
  home: 'https://www.keystone-warranty.example/home-warranty/quote',
  auto: 'https://www.keystone-warranty.example/auto-warranty/quote',
} as const;

/** A card of our own quote page: /quotes/{id}?productType={display name} (seed 000 §2.3's table), described as the catalogue says. */
const quoteCard = (title: string, quoteId: string, productType: ProductDisplayName): ProductGridItem => ({
  title,
  description: productDescription(productType),
  href: routes.quotes.simple(quoteId, productType),
});

/** Seed 000 §2.3: the product grid, in the table's order; each GET A QUOTE leads where the table says. */
export const PRODUCT_GRID: readonly ProductGridItem[] = [
  quoteCard('Home', 'home', 'Home Insurance'),
  quoteCard('Auto', 'auto', 'Auto Insurance'),
  quoteCard('Flood', 'flood', 'Flood Insurance'),
  quoteCard('Medicare', 'medicare', 'Medicare'),
  quoteCard('Life', 'life', 'Life Insurance'),
  quoteCard('Pet', 'pet', 'Pet Insurance'),
  quoteCard('Business', 'commercial', 'Business Insurance'),
  {
    title: 'Home Warranty',
    description: 'Repair or replacement of home systems and appliances when they break down from normal wear.',
    href: WARRANTY_QUOTE_URLS.home,
    external: true,
    icon: IconHomeCog,
    badge: 'Partner site',
  },
  {
    title: 'Auto Warranty',
    description: 'Extended protection for costly repairs once the factory warranty has run out.',
    href: WARRANTY_QUOTE_URLS.auto,
    external: true,
    icon: IconCarGarage,
    badge: 'Partner site',
  },
];

/** The heading of the grid on the home page and on /chooseproducts (seed 000 §2.2). */
export const PRODUCT_GRID_HEADING = 'Select products to bundle & save.';
