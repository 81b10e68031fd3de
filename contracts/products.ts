/** The products the agency quotes (seed 000 §1, §2.3), by the display name the quote pages carry. */
export const PRODUCT_DISPLAY_NAMES = [
  'Home Insurance',
  'Auto Insurance',
  'Flood Insurance',
  'Medicare',
  'Life Insurance',
  'Pet Insurance',
  'Business Insurance',
  'Umbrella Insurance',
] as const;

export type ProductDisplayName = (typeof PRODUCT_DISPLAY_NAMES)[number];

/** The product a quote page shows when the query names none. */
export const DEFAULT_PRODUCT_TYPE: ProductDisplayName = 'Home Insurance';

/** Seed 000 §5: the simple form asks for the property address only for these. */
export const SIMPLE_FORM_PROPERTY_PRODUCTS: readonly string[] = ['Home Insurance', 'Flood Insurance', 'Auto Insurance'];

/** Seed 000 §2.5: the standard form's Property Information section is shown for these four. */
export const STANDARD_FORM_PROPERTY_PRODUCTS: readonly string[] = ['Home Insurance', 'Auto Insurance', 'Flood Insurance', 'Umbrella Insurance'];

const normalise = (productType: string) => productType.trim().toLowerCase();

export const needsPropertyAddress = (productType: string, products: readonly string[]) => products.some((name) => normalise(name) === normalise(productType));
