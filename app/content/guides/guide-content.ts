/**
 * The product guide content record (seed 000 §3 "Product guide content record"), with the defaults that
 * fill in anything a guide leaves out. Plain data: no React, so the site search and tests read it too.
 */
import { routes } from '@site/paths';

/** The sections a guide page can show, in the order of the default side navigation. */
export const GUIDE_SECTION_IDS = [
  'overview',
  'types',
  'best-rate',
  'buying-guide',
  'coverage',
  'good-to-know',
  'price-factors',
  'questions',
  'related-products',
] as const;

export type GuideSectionId = (typeof GUIDE_SECTION_IDS)[number];

/** An entry of the side navigation: the anchor id and its label. */
export type GuideSection = { id: GuideSectionId; title: string };

export type GuideTitledText = { title: string; description: string };

/** Names of the pictures drawn beside a price factor or coverage item (the app maps them to icons). */
export type GuideIconName =
  | 'calendar'
  | 'car'
  | 'cash'
  | 'clipboard'
  | 'credit'
  | 'doctor'
  | 'dog'
  | 'gauge'
  | 'heart'
  | 'home'
  | 'map-pin'
  | 'pill'
  | 'plus'
  | 'receipt'
  | 'ripple'
  | 'scale'
  | 'shield'
  | 'store'
  | 'tool'
  | 'user'
  | 'users'
  | 'wave';

export type GuidePricingFactor = GuideTitledText & {
  /** A picture of the factor, when one exists; otherwise `icon` is drawn. */
  imageUrl?: string;
  icon?: GuideIconName;
};

export type GuideRelatedProduct = { title: string; imageUrl?: string; link: string };

export type GuideInfoSection = { title: string; paragraphs: string[] };

/**
 * A question people ask before they buy, and its answer in plain paragraphs. The page shows each one, and
 * the same text is the page's FAQPage structured data (app/prerender/structured-data.ts).
 */
export type GuideQuestion = { question: string; answer: string[] };

/** A complete guide, as the page renders it. */
export type ProductGuideContent = {
  /** The route's product type, e.g. 'floodinsurance' (/products/floodinsurance). */
  type: string;
  /** The product's short name, e.g. 'Flood': the breadcrumb reads 'Insurance > Flood Insurance'. */
  productName: string;
  /** The name the quote pages carry, e.g. 'Flood Insurance' or 'Medicare'. */
  displayName: string;
  /** One or two sentences under the hero heading; also the site search's description. */
  summary: string;
  /** The side navigation, in page order. Only sections with content are kept. */
  sections: GuideSection[];
  introData: { title: string; paragraphs: string[] };
  typesListTitle: string;
  typesList: GuideTitledText[];
  /** Each tip is 'Title: description' (seed 000 §3). */
  bestRateTips: string[];
  briefGuide: { title: string; intro: string; steps: string[] };
  coverageTitle: string;
  coverageIntro: string;
  coverageItems: GuideTitledText[];
  /** What the product usually does not cover, shown after the coverage items. */
  notCovered: string[];
  /** Further details; `title` is the section's heading. */
  additionalInfo: { title: string; overview: string; sections: GuideInfoSection[] };
  pricingFactors: { title: string; description: string; factors: GuidePricingFactor[] };
  /** Common questions and their answers; the generic guide has none. */
  questions: GuideQuestion[];
  relatedProducts: GuideRelatedProduct[];
  ctaText: string;
  /** Florida's state-backed insurer banner (seed 001 §1): shown on the home and flood guides. */
  showStateInsurerBanner: boolean;
};

/** What a guide's file writes: everything but the type and product name may be left to the defaults. */
export type ProductGuideInput = Pick<ProductGuideContent, 'type' | 'productName'> & {
  displayName?: string;
  summary?: string;
  sections?: GuideSection[];
  introData?: Partial<ProductGuideContent['introData']>;
  typesListTitle?: string;
  typesList?: GuideTitledText[];
  bestRateTips?: string[];
  briefGuide?: Partial<ProductGuideContent['briefGuide']>;
  coverageTitle?: string;
  coverageIntro?: string;
  coverageItems?: GuideTitledText[];
  notCovered?: string[];
  additionalInfo?: Partial<ProductGuideContent['additionalInfo']>;
  pricingFactors?: Partial<ProductGuideContent['pricingFactors']>;
  questions?: GuideQuestion[];
  relatedProducts?: GuideRelatedProduct[];
  ctaText?: string;
  showStateInsurerBanner?: boolean;
};

/** Splits a 'Title: description' text at its first colon; a text without one is all description. */
export function splitTitledText(text: string): GuideTitledText {
  const colon = text.indexOf(':');
  if (colon <= 0) return { title: '', description: text.trim() };
  return { title: text.slice(0, colon).trim(), description: text.slice(colon + 1).trim() };
}

/** Seed 000 §2.7: the guides every guide links to (each leaves itself out). */
export const GUIDE_RELATED_PRODUCTS: GuideRelatedProduct[] = [
  { title: 'Home Insurance', link: routes.products.guide('homeinsurance') },
  { title: 'Auto Insurance', link: routes.products.guide('autoinsurance') },
  { title: 'Life Insurance', link: routes.products.guide('lifeinsurance') },
  { title: 'Flood Insurance', link: routes.products.guide('floodinsurance') },
  { title: 'Umbrella Insurance', link: routes.products.guide('umbrellainsurance') },
  { title: 'Medicare', link: routes.products.guide('medicare') },
];

/** Seed 000 §2.7: the generic product page links to these two. */
export const GENERIC_RELATED_PRODUCTS: GuideRelatedProduct[] = [
  { title: 'Life Insurance', link: routes.products.guide('lifeinsurance') },
  { title: 'Home Insurance', link: routes.products.guide('homeinsurance') },
];

export const DEFAULT_CTA_TEXT =
  'Most insurers take money off each policy when you buy two or more from them. Tell us what you need to protect, and we will compare quotes from top-rated insurers and show you what bundling saves.';

/** The section labels of the side navigation, unless a guide names its own. */
export const DEFAULT_SECTION_TITLES: Record<GuideSectionId, string> = {
  overview: 'Overview',
  types: 'Types of Policies',
  'best-rate': 'How to Get the Best Rate',
  'buying-guide': 'Buying Guide',
  coverage: 'What It Covers',
  'good-to-know': 'Good to Know',
  'price-factors': 'Price Factors',
  questions: 'Common Questions',
  'related-products': 'Related Products',
};

/**
 * The generic guide of a product: true of any kind of insurance, so it also serves the product types we
 * have written no guide for (/products/boatinsurance). Written guides override any part of it.
 */
export function defaultGuideContent(
  productName: string,
  type: string,
  relatedProducts: GuideRelatedProduct[] = GENERIC_RELATED_PRODUCTS,
): Omit<ProductGuideContent, 'sections'> {
  // 'classic car insurance' inside a sentence, 'Classic car insurance' at its start, 'Classic Car Insurance' in titles.
  const product = `${productName.toLowerCase()} insurance`;
  const Sentence = `${product.charAt(0).toUpperCase()}${product.slice(1)}`;
  const Product = `${productName} Insurance`;
  return {
    type,
    productName,
    displayName: Product,
    summary: `What ${product} is for, how to compare policies and how to pay less for the protection you need.`,
    introData: {
      title: `What Is ${Product}?`,
      paragraphs: [
        `${Sentence} is a contract: you pay a premium, and in return an insurer agrees to pay for the covered losses described in the policy, up to its limits and after your deductible. It turns a loss you could not easily afford into a cost you can plan for.`,
        `Policies differ from one insurer to the next in what they cover, what they leave out and what they charge. Reading the declarations page, the coverage limits and the exclusions before you buy is the surest way to know what you are paying for. An independent agency can put several insurers' offers side by side for you.`,
      ],
    },
    typesListTitle: '',
    typesList: [],
    bestRateTips: [
      'Compare several quotes: Insurers weigh risks differently, so the same coverage can be priced very differently. Comparing at least three quotes is the simplest way to save.',
      'Bundle your policies: Buying two or more policies from one insurer usually earns a multi-policy discount on each of them.',
      'Choose your deductible with care: A higher deductible lowers your premium. Pick one you could pay from savings tomorrow.',
      'Ask about every discount: Safety features, paying in full, paperless billing, loyalty and professional memberships can all lower the price.',
      'Review your policy every year: Your needs change. A yearly review keeps you from paying for coverage you no longer need or missing coverage you now do.',
    ],
    briefGuide: {
      title: `How to Buy ${Product}`,
      intro: 'A few steps make buying a policy quicker and help you compare offers on equal terms.',
      steps: [
        'Work out what you need to protect: List what you could lose and what it would cost to replace or repair, and what you could be held responsible for.',
        'Choose your limits and deductible: Limits should cover a realistic worst case; the deductible should be an amount you could pay without strain.',
        'Compare quotes on the same terms: Ask each insurer to quote the same limits, deductible and options, so the prices are comparable.',
        'Read before you sign: Check the exclusions, the waiting periods and how claims are paid, and ask about anything that is unclear.',
      ],
    },
    coverageTitle: `What Does ${Product} Cover?`,
    coverageIntro: `Every ${product} policy is built from the same parts. Knowing them makes any policy easier to read.`,
    coverageItems: [
      { title: 'Covered losses', description: 'The events and damage the policy pays for, listed in its insuring agreement.' },
      { title: 'Limits', description: 'The most the insurer pays, per claim or per year. Choose limits that match what you could lose.' },
      { title: 'Deductible', description: 'The part of each covered loss you pay yourself before the insurer pays the rest.' },
      { title: 'Exclusions', description: 'What the policy does not cover. Some exclusions can be bought back with an endorsement.' },
      { title: 'Endorsements', description: 'Optional additions that extend or adjust the coverage for your situation.' },
    ],
    notCovered: [],
    additionalInfo: { title: 'Good to Know', overview: '', sections: [] },
    pricingFactors: {
      title: `What Affects the Price of ${Product}?`,
      description: 'Insurers set premiums from how likely a claim is and how large it could be. These factors weigh most.',
      factors: [
        { title: 'Coverage amount', description: 'Higher limits protect more and cost more.', icon: 'shield' },
        { title: 'Deductible', description: 'The more you agree to pay yourself, the lower your premium.', icon: 'cash' },
        { title: 'Claims history', description: 'Recent claims usually raise the price; years without one can lower it.', icon: 'receipt' },
        { title: 'Location', description: 'Where you live or work changes the risks insurers price in.', icon: 'map-pin' },
      ],
    },
    questions: [],
    relatedProducts,
    ctaText: DEFAULT_CTA_TEXT,
    showStateInsurerBanner: false,
  };
}

const hasContent = (guide: Omit<ProductGuideContent, 'sections'>, id: GuideSectionId): boolean => {
  switch (id) {
    case 'overview':
      return guide.introData.paragraphs.length > 0;
    case 'types':
      return guide.typesList.length > 0;
    case 'best-rate':
      return guide.bestRateTips.length > 0;
    case 'buying-guide':
      return guide.briefGuide.steps.length > 0;
    case 'coverage':
      return guide.coverageItems.length > 0;
    case 'good-to-know':
      return guide.additionalInfo.overview !== '' || guide.additionalInfo.sections.length > 0;
    case 'price-factors':
      return guide.pricingFactors.factors.length > 0;
    case 'questions':
      return guide.questions.length > 0;
    case 'related-products':
      return guide.relatedProducts.length > 0;
  }
};

const orDefault = <T>(value: T | undefined, fallback: T): T => (value === undefined || (typeof value === 'string' && value.trim() === '') ? fallback : value);

const listOrDefault = <T>(value: T[] | undefined, fallback: T[]): T[] => (value && value.length > 0 ? value : fallback);

/**
 * A complete guide from what a guide's file writes: each field it leaves out (or leaves empty) takes the
 * default, nested fields one by one. Every guide leaves itself out of its related products. The side
 * navigation keeps only sections that have content, in the guide's order or the default order.
 */
export function withGuideDefaults(input: ProductGuideInput, relatedDefault: GuideRelatedProduct[] = GUIDE_RELATED_PRODUCTS): ProductGuideContent {
  const ownLink = routes.products.guide(input.type);
  const defaults = defaultGuideContent(input.productName, input.type, relatedDefault);
  const guide: Omit<ProductGuideContent, 'sections'> = {
    type: input.type,
    productName: input.productName,
    displayName: orDefault(input.displayName, defaults.displayName),
    summary: orDefault(input.summary, defaults.summary),
    introData: {
      title: orDefault(input.introData?.title, defaults.introData.title),
      paragraphs: listOrDefault(input.introData?.paragraphs, defaults.introData.paragraphs),
    },
    typesListTitle: orDefault(input.typesListTitle, `Types of ${defaults.displayName}`),
    typesList: input.typesList ?? defaults.typesList,
    bestRateTips: listOrDefault(input.bestRateTips, defaults.bestRateTips),
    briefGuide: {
      title: orDefault(input.briefGuide?.title, defaults.briefGuide.title),
      intro: orDefault(input.briefGuide?.intro, defaults.briefGuide.intro),
      steps: listOrDefault(input.briefGuide?.steps, defaults.briefGuide.steps),
    },
    coverageTitle: orDefault(input.coverageTitle, defaults.coverageTitle),
    coverageIntro: orDefault(input.coverageIntro, defaults.coverageIntro),
    coverageItems: listOrDefault(input.coverageItems, defaults.coverageItems),
    notCovered: input.notCovered ?? defaults.notCovered,
    additionalInfo: {
      title: orDefault(input.additionalInfo?.title, defaults.additionalInfo.title),
      overview: input.additionalInfo?.overview ?? defaults.additionalInfo.overview,
      sections: input.additionalInfo?.sections ?? defaults.additionalInfo.sections,
    },
    pricingFactors: {
      title: orDefault(input.pricingFactors?.title, defaults.pricingFactors.title),
      description: orDefault(input.pricingFactors?.description, defaults.pricingFactors.description),
      factors: listOrDefault(input.pricingFactors?.factors, defaults.pricingFactors.factors),
    },
    questions: input.questions ?? defaults.questions,
    relatedProducts: listOrDefault(input.relatedProducts, defaults.relatedProducts).filter((product) => product.link !== ownLink),
    ctaText: orDefault(input.ctaText, defaults.ctaText),
    showStateInsurerBanner: input.showStateInsurerBanner ?? defaults.showStateInsurerBanner,
  };
  const order = input.sections && input.sections.length > 0 ? input.sections : GUIDE_SECTION_IDS.map((id) => ({ id, title: DEFAULT_SECTION_TITLES[id] }));
  const sections = order
    .map((section) => ({ id: section.id, title: orDefault(section.title, DEFAULT_SECTION_TITLES[section.id]) }))
    .filter((section, index, all) => all.findIndex((other) => other.id === section.id) === index)
    .filter((section) => hasContent(guide, section.id));
  return { ...guide, sections };
}

/** The guide of a product we have written nothing for: the defaults, with the generic page's two links. */
export const genericGuideContent = (productName: string, type: string): ProductGuideContent =>
  withGuideDefaults({ type, productName }, GENERIC_RELATED_PRODUCTS);
