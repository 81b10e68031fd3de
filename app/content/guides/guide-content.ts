/**
 * The product guide content record (seed 000 §3 "Product guide content record"), with the defaults that
 * fill in anything a guide leaves out. Plain data: no React, so the site search and tests read it too.
 */
import { productNameIn } from '@contracts/products';
import { textsIn, type Texts } from '@site/i18n/catalogue';
import type { Locale } from '@site/locales';
import { routes } from '@site/paths';
import { GUIDE_DEFAULTS_TEXT, GUIDE_PRODUCT_NAMES_TEXT } from './default-guide-text';

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

/**
 * The language a guide is completed in: its words (the catalogues' messages) and its locale, which says how
 * the product is named in a title and a sentence (productForms).
 */
export type GuideLanguage = { locale: Locale; texts: Texts };

/** A language with the catalogues' own words (outside React; a page passes its useLocale() and useTexts(), which the pseudo-locale reaches). */
export const guideLanguage = (locale: Locale): GuideLanguage => ({ locale, texts: textsIn(locale) });

const ENGLISH = guideLanguage('en');

const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/**
 * The product's name in its three forms (default-guide-text.ts) and as the page's heading. English: 'Classic
 * Car' is 'Classic Car Insurance' in titles, 'classic car insurance' in a sentence and 'Classic car insurance'
 * at its start. Spanish: the name is given whole ('Seguro de auto'), in lower case in titles and sentences,
 * which start with the article ('El seguro de auto es...').
 */
function productForms(productName: string, { locale, texts }: GuideLanguage) {
  const text = texts(GUIDE_DEFAULTS_TEXT);
  const english = locale === 'en';
  const Product = text('product.title', { productName: english ? productName : lowerFirst(productName) });
  const product = text('product.inSentence', { name: english ? productName.toLowerCase() : lowerFirst(productName) });
  return { Product, product, Sentence: english ? capitalise(product) : product, displayName: capitalise(Product) };
}

export const DEFAULT_CTA_TEXT = ENGLISH.texts(GUIDE_DEFAULTS_TEXT)('ctaText');

/** The section labels of the side navigation in a language, unless a guide names its own. */
const sectionTitles = (texts: Texts): Record<GuideSectionId, string> => {
  const text = texts(GUIDE_DEFAULTS_TEXT);
  return Object.fromEntries(GUIDE_SECTION_IDS.map((id) => [id, text(`section.${id}`)])) as Record<GuideSectionId, string>;
};

/** The section labels of the side navigation, unless a guide names its own. */
export const DEFAULT_SECTION_TITLES: Record<GuideSectionId, string> = sectionTitles(ENGLISH.texts);

/**
 * The generic guide of a product: true of any kind of insurance, so it also serves the product types we
 * have written no guide for (/products/boatinsurance). Written guides override any part of it. In the
 * language given (English unless told); the related products are named in it too.
 */
export function defaultGuideContent(
  productName: string,
  type: string,
  relatedProducts: GuideRelatedProduct[] = GENERIC_RELATED_PRODUCTS,
  language: GuideLanguage = ENGLISH,
): Omit<ProductGuideContent, 'sections'> {
  const text = language.texts(GUIDE_DEFAULTS_TEXT);
  const { Product, product, Sentence, displayName } = productForms(productName, language);
  const named = { Product, product, Sentence };
  const titled = (key: 'coverage.losses' | 'coverage.limits' | 'coverage.deductible' | 'coverage.exclusions' | 'coverage.endorsements') => ({
    title: text(`${key}.title`),
    description: text(`${key}.description`),
  });
  // A tip or step, 'Title: description', from its two messages (each shown on its own).
  const titledText = (
    key: 'tip.compare' | 'tip.bundle' | 'tip.deductible' | 'tip.discounts' | 'tip.review' | 'buying.needs' | 'buying.limits' | 'buying.compare' | 'buying.read',
  ) => `${text(`${key}.title`)}: ${text(`${key}.description`)}`;
  const factor = (key: 'price.amount' | 'price.deductible' | 'price.claims' | 'price.location', icon: GuideIconName): GuidePricingFactor => ({
    title: text(`${key}.title`),
    description: text(`${key}.description`),
    icon,
  });
  return {
    type,
    productName,
    displayName,
    summary: text('summary', named),
    introData: {
      title: text('intro.title', named),
      paragraphs: [text('intro.paragraph1', named), text('intro.paragraph2')],
    },
    typesListTitle: '',
    typesList: [],
    bestRateTips: (['tip.compare', 'tip.bundle', 'tip.deductible', 'tip.discounts', 'tip.review'] as const).map(titledText),
    briefGuide: {
      title: text('buying.title', named),
      intro: text('buying.intro'),
      steps: (['buying.needs', 'buying.limits', 'buying.compare', 'buying.read'] as const).map(titledText),
    },
    coverageTitle: text('coverage.title', named),
    coverageIntro: text('coverage.intro', named),
    coverageItems: [
      titled('coverage.losses'),
      titled('coverage.limits'),
      titled('coverage.deductible'),
      titled('coverage.exclusions'),
      titled('coverage.endorsements'),
    ],
    notCovered: [],
    additionalInfo: { title: text('goodToKnow.title'), overview: '', sections: [] },
    pricingFactors: {
      title: text('price.title', named),
      description: text('price.description'),
      factors: [factor('price.amount', 'shield'), factor('price.deductible', 'cash'), factor('price.claims', 'receipt'), factor('price.location', 'map-pin')],
    },
    questions: [],
    relatedProducts: relatedProducts.map((related) => ({ ...related, title: productNameIn(related.title, language.texts) })),
    ctaText: text('ctaText'),
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
export function withGuideDefaults(
  input: ProductGuideInput,
  relatedDefault: GuideRelatedProduct[] = GUIDE_RELATED_PRODUCTS,
  language: GuideLanguage = ENGLISH,
): ProductGuideContent {
  const ownLink = routes.products.guide(input.type);
  const defaults = defaultGuideContent(input.productName, input.type, relatedDefault, language);
  const defaultTitles = sectionTitles(language.texts);
  const guide: Omit<ProductGuideContent, 'sections'> = {
    type: input.type,
    productName: input.productName,
    displayName: orDefault(input.displayName, defaults.displayName),
    summary: orDefault(input.summary, defaults.summary),
    introData: {
      title: orDefault(input.introData?.title, defaults.introData.title),
      paragraphs: listOrDefault(input.introData?.paragraphs, defaults.introData.paragraphs),
    },
    typesListTitle: orDefault(
      input.typesListTitle,
      language.texts(GUIDE_DEFAULTS_TEXT)('typesListTitle', { Product: productForms(input.productName, language).Product }),
    ),
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
  const order = input.sections && input.sections.length > 0 ? input.sections : GUIDE_SECTION_IDS.map((id) => ({ id, title: defaultTitles[id] }));
  const sections = order
    .map((section) => ({ id: section.id, title: orDefault(section.title, defaultTitles[section.id]) }))
    .filter((section, index, all) => all.findIndex((other) => other.id === section.id) === index)
    .filter((section) => hasContent(guide, section.id));
  return { ...guide, sections };
}

/**
 * The guide of a product we have written nothing for: the defaults, with the generic page's two links, in the
 * language given (English unless told). Its name is the address's words ('Boat'); in Spanish, the product's
 * Spanish name where default-guide-text.ts lists one ('Seguro de embarcaciones'), else those words ('Seguro de Xyz').
 */
export function genericGuideContent(productName: string, type: string, language: GuideLanguage = ENGLISH): ProductGuideContent {
  const key = productName.toLowerCase().replaceAll(' ', '-');
  const names = language.texts(GUIDE_PRODUCT_NAMES_TEXT);
  const name = Object.hasOwn(GUIDE_PRODUCT_NAMES_TEXT.en, key) ? names(key as keyof typeof GUIDE_PRODUCT_NAMES_TEXT.en) : productName;
  const localName = language.texts(GUIDE_DEFAULTS_TEXT)('generic.productName', { product: name });
  return withGuideDefaults({ type, productName: localName }, GENERIC_RELATED_PRODUCTS, language);
}
