/**
 * Which product guide a /products/{productType} path shows (seed 000 §2.1). Plain data and functions,
 * no React.
 */
import { productTypeWords } from '@site/pages';
import { QUOTE_ROUTE_PRODUCT_TYPES, routes } from '@site/paths';
import type { Catalogue } from '@site/i18n/catalogue';
import type { ProductGuideContent } from './guide-content';

type QuoteRouteProductType = (typeof QUOTE_ROUTE_PRODUCT_TYPES)[number];

export type GuideKey = 'life' | 'auto' | 'home' | 'flood' | 'business' | 'pet' | 'umbrella' | 'medicare';

export type KnownGuide = {
  /** The route's product type: /products/{type}. */
  type: string;
  /** The name the quote pages carry. */
  displayName: string;
  /** Its /quotes/{productType} slug, where one of the eight fits (seed 000 §2.1). */
  quoteRouteType?: QuoteRouteProductType;
  /** The guide as written in English. */
  load: () => Promise<ProductGuideContent>;
  /** Its words in both languages (guide-words.ts): the page shows the guide through them, in the page's language. */
  loadText: () => Promise<Catalogue>;
};

/** Seed 000 §2.1: the known types, each with its written guide (loaded when first shown). */
export const KNOWN_GUIDES: Record<GuideKey, KnownGuide> = {
  life: {
    type: 'lifeinsurance',
    displayName: 'Life Insurance',
    quoteRouteType: 'life-insurance',
    load: async () => (await import('./life')).lifeGuide,
    loadText: async () => (await import('./life')).LIFE_GUIDE_TEXT,
  },
  auto: {
    type: 'autoinsurance',
    displayName: 'Auto Insurance',
    quoteRouteType: 'auto-insurance',
    load: async () => (await import('./auto')).autoGuide,
    loadText: async () => (await import('./auto')).AUTO_GUIDE_TEXT,
  },
  home: {
    type: 'homeinsurance',
    displayName: 'Home Insurance',
    quoteRouteType: 'home-insurance',
    load: async () => (await import('./home')).homeGuide,
    loadText: async () => (await import('./home')).HOME_GUIDE_TEXT,
  },
  flood: {
    type: 'floodinsurance',
    displayName: 'Flood Insurance',
    quoteRouteType: 'flood-insurance',
    load: async () => (await import('./flood')).floodGuide,
    loadText: async () => (await import('./flood')).FLOOD_GUIDE_TEXT,
  },
  business: {
    type: 'businessinsurance',
    displayName: 'Business Insurance',
    quoteRouteType: 'commercial-insurance',
    load: async () => (await import('./business')).businessGuide,
    loadText: async () => (await import('./business')).BUSINESS_GUIDE_TEXT,
  },
  pet: {
    type: 'petinsurance',
    displayName: 'Pet Insurance',
    // None of the eight /quotes/{productType} slugs is pet's: the simple quote page takes it.
    load: async () => (await import('./pet')).petGuide,
    loadText: async () => (await import('./pet')).PET_GUIDE_TEXT,
  },
  umbrella: {
    type: 'umbrellainsurance',
    displayName: 'Umbrella Insurance',
    quoteRouteType: 'umbrella-insurance',
    load: async () => (await import('./umbrella')).umbrellaGuide,
    loadText: async () => (await import('./umbrella')).UMBRELLA_GUIDE_TEXT,
  },
  medicare: {
    type: 'medicare',
    displayName: 'Medicare',
    quoteRouteType: 'medicare',
    load: async () => (await import('./medicare')).medicareGuide,
    loadText: async () => (await import('./medicare')).MEDICARE_GUIDE_TEXT,
  },
};

/**
 * Seed 000 §2.1: product-type aliases. The name without the word insurance, its hyphens dropped, finds
 * the guide: homeinsurance, home-insurance, HomeInsurance and home all show the home guide, and
 * commercialinsurance the business guide.
 */
const GUIDE_ALIASES: Record<string, GuideKey> = {
  life: 'life',
  auto: 'auto',
  home: 'home',
  flood: 'flood',
  business: 'business',
  commercial: 'business',
  pet: 'pet',
  umbrella: 'umbrella',
  medicare: 'medicare',
};

export type ResolvedGuide =
  | { kind: 'known'; key: GuideKey; guide: KnownGuide }
  | {
      kind: 'generic';
      /** 'boat', 'classic-car': the name's words without insurance. */
      slug: string;
      /** 'Boat', 'Classic Car'. */
      productName: string;
      /** 'Boat Insurance'. */
      displayName: string;
    };

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The guide a /products/{productType} path shows, or null when the name is not acceptable (the page is
 * then not found; site/pages.ts productTypeWords says what is).
 */
export function resolveProductGuide(productType: string): ResolvedGuide | null {
  const words = productTypeWords(productType);
  if (!words) return null;
  const alias = GUIDE_ALIASES[words.join('')];
  if (alias) return { kind: 'known', key: alias, guide: KNOWN_GUIDES[alias] };
  const productName = words.map(capitalise).join(' ');
  return { kind: 'generic', slug: words.join('-'), productName, displayName: `${productName} Insurance` };
}

/**
 * Where the hero banner's GET A QUOTE leads (seed 000 §2.6): /quotes/{productType}?productType={display
 * name} with one of the eight allowed slugs where one fits, and otherwise the simple quote page of the
 * product (/quotes/pet?productType=Pet Insurance, like the product grid's pet card).
 */
export function quoteHrefFor(resolved: ResolvedGuide): string {
  if (resolved.kind === 'known') {
    const { guide, key } = resolved;
    return guide.quoteRouteType ? routes.quotes.byProductType(guide.quoteRouteType, guide.displayName) : routes.quotes.simple(key, guide.displayName);
  }
  const slug = `${resolved.slug}-insurance`;
  return (QUOTE_ROUTE_PRODUCT_TYPES as readonly string[]).includes(slug)
    ? routes.quotes.byProductType(slug as QuoteRouteProductType, resolved.displayName)
    : routes.quotes.simple(resolved.slug, resolved.displayName);
}
