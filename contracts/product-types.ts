/**
 * Product types as URLs, guides and forms name them (seed 000 §2.1, §2.3, §2.7). One short key per product;
 * every spelling the site uses (route slugs such as home-insurance, guide types such as homeinsurance,
 * display names such as 'Home Insurance') maps to it, and each key has the one display name the quote forms
 * send as productType.
 */

export const PRODUCT_KEYS = ['home', 'auto', 'flood', 'life', 'medicare', 'commercial', 'pet', 'umbrella', 'recreational'] as const;
export type ProductKey = (typeof PRODUCT_KEYS)[number];

/**
 * The display name of each product. Commercial insurance is shown as 'Business Insurance', as the product
 * grid's Business card sends it (/quotes/commercial?productType=Business Insurance).
 */
export const PRODUCT_DISPLAY_NAME_BY_KEY: Record<ProductKey, string> = {
  home: 'Home Insurance',
  auto: 'Auto Insurance',
  flood: 'Flood Insurance',
  life: 'Life Insurance',
  medicare: 'Medicare',
  commercial: 'Business Insurance',
  pet: 'Pet Insurance',
  umbrella: 'Umbrella Insurance',
  recreational: 'Recreational Insurance',
};

/**
 * Aliases, compacted (lower case, letters only: 'home-insurance', 'Home Insurance' and 'homeinsurance' are
 * all 'homeinsurance'), to their short key.
 */
export const PRODUCT_TYPE_ALIASES: Readonly<Record<string, ProductKey>> = {
  home: 'home',
  homeinsurance: 'home',
  homeowners: 'home',
  homeownersinsurance: 'home',
  auto: 'auto',
  autoinsurance: 'auto',
  car: 'auto',
  carinsurance: 'auto',
  flood: 'flood',
  floodinsurance: 'flood',
  life: 'life',
  lifeinsurance: 'life',
  medicare: 'medicare',
  medicareinsurance: 'medicare',
  commercial: 'commercial',
  commercialinsurance: 'commercial',
  business: 'commercial',
  businessinsurance: 'commercial',
  pet: 'pet',
  petinsurance: 'pet',
  umbrella: 'umbrella',
  umbrellainsurance: 'umbrella',
  recreational: 'recreational',
  recreationalinsurance: 'recreational',
};

const compact = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** The short key of a product type in any of its spellings, or undefined for a product we do not know. */
export function productKeyOf(name: string): ProductKey | undefined {
  return PRODUCT_TYPE_ALIASES[compact(name)];
}

const titleCase = (words: string) => words.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

/**
 * The display name a quote form sends for a product type named in a URL: the known name for a known
 * product ('commercial-insurance' → 'Business Insurance'), else the words of the name in title case
 * ('boat-insurance' → 'Boat Insurance'); an empty name gives the fallback.
 */
export function productDisplayName(name: string, fallback = PRODUCT_DISPLAY_NAME_BY_KEY.home): string {
  const key = productKeyOf(name);
  if (key) return PRODUCT_DISPLAY_NAME_BY_KEY[key];
  const words = name
    .replace(/[-_+\s]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
  return words ? titleCase(words).slice(0, 100) : fallback;
}
