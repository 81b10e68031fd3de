import { IconCarGarage, IconHomeCog } from '@tabler/icons-react';
import type { ProductGridItem } from '@design-system/ProductGrid/ProductGrid';
import { PRODUCT_CATALOGUE, PRODUCT_TEXT, type ProductDisplayName } from '@contracts/products';
import { defineCatalogue, translatorFor, type Texts } from '@site/i18n/catalogue';
import { routes } from '@site/paths';

/**
 * Settings: the external warranty quote sites that the Home Warranty and Auto Warranty cards open in a new
 * tab (seed 000 §1, §2.3). They belong to a partner, not to this app.
 */
export const WARRANTY_QUOTE_URLS = {
  home: 'https://www.keystone-warranty.example/home-warranty/quote',
  auto: 'https://www.keystone-warranty.example/auto-warranty/quote',
} as const;

/** The grid's own words: the cards' short titles, the warranty partners' cards, the heading. */
const PRODUCT_GRID_TEXT = defineCatalogue(
  'product-grid',
  {
    heading: 'Select products to bundle & save.',
    home: 'Home',
    auto: 'Auto',
    flood: 'Flood',
    medicare: 'Medicare',
    life: 'Life',
    pet: 'Pet',
    commercial: 'Business',
    homeWarranty: 'Home Warranty',
    homeWarrantyDescription: 'Repair or replacement of home systems and appliances when they break down from normal wear.',
    autoWarranty: 'Auto Warranty',
    autoWarrantyDescription: 'Extended protection for costly repairs once the factory warranty has run out.',
    partnerSite: 'Partner site',
  },
  {
    heading: 'Elija productos para combinar y ahorrar.',
    home: 'Hogar',
    auto: 'Auto',
    flood: 'Inundación',
    medicare: 'Medicare',
    life: 'Vida',
    pet: 'Mascotas',
    commercial: 'Negocios',
    homeWarranty: 'Garantía de hogar',
    homeWarrantyDescription: 'Reparación o reemplazo de los sistemas y electrodomésticos de su casa cuando se dañan por el desgaste normal.',
    autoWarranty: 'Garantía de auto',
    autoWarrantyDescription: 'Protección extendida para reparaciones costosas cuando ya venció la garantía de fábrica.',
    partnerSite: 'Sitio asociado',
  },
);

/** A card's English title: its icon and its analytics label, whatever the page's language. */
const englishTitle = translatorFor(PRODUCT_GRID_TEXT, 'en');

/** A card of our own quote page: /quotes/{id}?productType={display name} (seed 000 §2.3's table), described as the catalogue says. */
function quoteCard(
  texts: Texts,
  quoteId: 'home' | 'auto' | 'flood' | 'medicare' | 'life' | 'pet' | 'commercial',
  productType: ProductDisplayName,
): ProductGridItem {
  const product = PRODUCT_CATALOGUE.find((item) => item.name === productType)!;
  return {
    title: texts(PRODUCT_GRID_TEXT)(quoteId),
    product: englishTitle(quoteId),
    description: texts(PRODUCT_TEXT)(`${product.id}.description`),
    href: routes.quotes.simple(quoteId, productType),
  };
}

/** Seed 000 §2.3: the product grid in the page's language, in the table's order; each GET A QUOTE leads where the table says. */
export function productGrid(texts: Texts): readonly ProductGridItem[] {
  const text = texts(PRODUCT_GRID_TEXT);
  return [
    quoteCard(texts, 'home', 'Home Insurance'),
    quoteCard(texts, 'auto', 'Auto Insurance'),
    quoteCard(texts, 'flood', 'Flood Insurance'),
    quoteCard(texts, 'medicare', 'Medicare'),
    quoteCard(texts, 'life', 'Life Insurance'),
    quoteCard(texts, 'pet', 'Pet Insurance'),
    quoteCard(texts, 'commercial', 'Business Insurance'),
    {
      title: text('homeWarranty'),
      product: englishTitle('homeWarranty'),
      description: text('homeWarrantyDescription'),
      href: WARRANTY_QUOTE_URLS.home,
      external: true,
      icon: IconHomeCog,
      badge: text('partnerSite'),
    },
    {
      title: text('autoWarranty'),
      product: englishTitle('autoWarranty'),
      description: text('autoWarrantyDescription'),
      href: WARRANTY_QUOTE_URLS.auto,
      external: true,
      icon: IconCarGarage,
      badge: text('partnerSite'),
    },
  ];
}

/** The heading of the grid on the home page and on /chooseproducts (seed 000 §2.2). */
export const productGridHeading = (texts: Texts) => texts(PRODUCT_GRID_TEXT)('heading');
