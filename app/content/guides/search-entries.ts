import { defineCatalogue, type Texts } from '@site/i18n/catalogue';
import { routes } from '@site/paths';
import { searchKeywords, type SiteSearchEntry } from '../site-search';
import { AUTO_GUIDE_TEXT, autoGuide } from './auto';
import { BUSINESS_GUIDE_TEXT, businessGuide } from './business';
import { FLOOD_GUIDE_TEXT, floodGuide } from './flood';
import { splitTitledText, type GuideSectionId, type ProductGuideContent } from './guide-content';
import { guideIn } from './guide-words';
import { HOME_GUIDE_TEXT, homeGuide } from './home';
import { LIFE_GUIDE_TEXT, lifeGuide } from './life';
import { MEDICARE_GUIDE_TEXT, medicareGuide } from './medicare';
import { PET_GUIDE_TEXT, petGuide } from './pet';
import { PET_PAGE_TEXT, petProductPage } from './product-pages';
import { UMBRELLA_GUIDE_TEXT, umbrellaGuide } from './umbrella';

/**
 * The product guides as the site search finds them, made from the guide content in the page's language
 * (each guide's words through its catalogue, as its page shows them): each guide page, and each of its
 * sections (/products/floodinsurance#good-to-know). This module carries every guide's text: import it where
 * a search is made, not on a page's first load.
 */

export const WRITTEN_GUIDES: ProductGuideContent[] = [homeGuide, autoGuide, floodGuide, lifeGuide, medicareGuide, businessGuide, petGuide, umbrellaGuide];

/** Each written guide with its words in both languages (guide-words.ts), in the index's order. */
const GUIDE_TEXTS = new Map([
  [homeGuide, HOME_GUIDE_TEXT],
  [autoGuide, AUTO_GUIDE_TEXT],
  [floodGuide, FLOOD_GUIDE_TEXT],
  [lifeGuide, LIFE_GUIDE_TEXT],
  [medicareGuide, MEDICARE_GUIDE_TEXT],
  [businessGuide, BUSINESS_GUIDE_TEXT],
  [petGuide, PET_GUIDE_TEXT],
  [umbrellaGuide, UMBRELLA_GUIDE_TEXT],
]);

/**
 * The search's own words about a guide: how an entry is titled, the headings the guide's record does not
 * hold, and the words a section is found by ('keywords': separated by commas, never shown). {product} is
 * the guide's name ('Flood Insurance', 'Seguro contra inundaciones').
 */
const GUIDE_SEARCH_TEXT = defineCatalogue(
  'guide-search',
  {
    'page.title': '{product} Guide',
    'page.keywords': 'guide',
    /** Another name the guide is found by: {product} is its short name ('Flood'); the Spanish name says "seguro" already. */
    'product.insurance': '{product} insurance',
    'section.title': '{product}: {heading}',
    'bestRate.heading': 'How to Get the Best Rate',
    'bestRate.keywords': 'discounts, save money, cheaper',
    'coverage.keywords': 'what is covered, exclusions',
    'price.keywords': 'cost, price, premium',
    'questions.heading': 'Common Questions',
    'questions.keywords': 'FAQ, questions',
    'pet.keywords': 'pet, dog, cat, vet bills, veterinary',
  },
  {
    'page.title': '{product}: guía',
    'page.keywords': 'guía',
    'product.insurance': '{product}',
    'section.title': '{product}: {heading}',
    'bestRate.heading': 'Cómo conseguir la mejor tarifa',
    'bestRate.keywords': 'descuentos, ahorrar dinero, más barato, económico',
    'coverage.keywords': 'qué cubre, exclusiones',
    'price.keywords': 'costo, precio, prima',
    'questions.heading': 'Preguntas frecuentes',
    'questions.keywords': 'preguntas frecuentes, preguntas',
    'pet.keywords': 'mascota, perro, gato, cuentas del veterinario, veterinario',
  },
);

const searchTextOf = (texts: Texts) => texts(GUIDE_SEARCH_TEXT);
type GuideSearchText = ReturnType<typeof searchTextOf>;

const DESCRIPTION_MAX_LENGTH = 180;

/**
 * The brackets an excerpt closes when it cuts between them: parentheses, and the pseudo-locale's, which
 * enclose each message (site/i18n/pseudo-locale.ts), so that an excerpt of a message is still one there.
 */
const CLOSING_BRACKETS: Record<string, string> = { '(': ')', '[': ']', '⟦': '⟧' };

/** The text with the brackets it opened and did not close closed, innermost first. */
function withBracketsClosed(text: string): string {
  const open: string[] = [];
  for (const character of text) {
    if (CLOSING_BRACKETS[character]) open.push(CLOSING_BRACKETS[character]);
    else if (character === open.at(-1)) open.pop();
  }
  return text + open.reverse().join('');
}

/** The first sentence or so of a text, cut at a word. */
function excerpt(text: string, maxLength = DESCRIPTION_MAX_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const sentence = clean.match(/^.+?[.!?](?=\s|$)/)?.[0] ?? clean;
  if (sentence.length <= maxLength) return withBracketsClosed(sentence);
  const cut = sentence.slice(0, maxLength - 1);
  return withBracketsClosed(`${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`);
}

const unique = (words: string[]) => [...new Set(words.map((word) => word.trim()).filter(Boolean))];

/**
 * The parts of a guide the search reads, each at the same place as in the guide, so that the guide's
 * catalogue says them (guideIn): its answers, and most of its paragraphs, are left out, so that building
 * the index formats about half of the guides' messages rather than all of them.
 */
const searchedPart = (guide: ProductGuideContent) => ({
  displayName: guide.displayName,
  productName: guide.productName,
  summary: guide.summary,
  sections: guide.sections,
  introData: { title: guide.introData.title, paragraphs: guide.introData.paragraphs.slice(0, 1) },
  typesListTitle: guide.typesListTitle,
  typesList: guide.typesList.map(({ title }) => ({ title })),
  bestRateTips: guide.bestRateTips,
  briefGuide: guide.briefGuide,
  coverageTitle: guide.coverageTitle,
  coverageIntro: guide.coverageIntro,
  coverageItems: guide.coverageItems.map(({ title }) => ({ title })),
  additionalInfo: {
    title: guide.additionalInfo.title,
    overview: guide.additionalInfo.overview,
    sections: guide.additionalInfo.sections.map((section, index) => ({ title: section.title, paragraphs: index === 0 ? section.paragraphs.slice(0, 1) : [] })),
  },
  pricingFactors: {
    title: guide.pricingFactors.title,
    description: guide.pricingFactors.description,
    factors: guide.pricingFactors.factors.map(({ title }) => ({ title })),
  },
  questions: guide.questions.map(({ question }) => ({ question })),
});

type SearchedGuide = ReturnType<typeof searchedPart>;

/** A section's heading, its first words and the words it is about. */
function sectionSearchText(guide: SearchedGuide, id: GuideSectionId, text: GuideSearchText): { heading: string; text: string; keywords: string[] } {
  switch (id) {
    case 'overview':
      return { heading: guide.introData.title, text: guide.introData.paragraphs[0] ?? '', keywords: [] };
    case 'types':
      return { heading: guide.typesListTitle, text: guide.typesList.map((type) => type.title).join(', '), keywords: guide.typesList.map((type) => type.title) };
    case 'best-rate': {
      const tips = guide.bestRateTips.map(splitTitledText);
      return {
        heading: text('bestRate.heading'),
        text: tips.map((tip) => tip.title).join('. '),
        keywords: [...searchKeywords(text('bestRate.keywords')), ...tips.map((tip) => tip.title)],
      };
    }
    case 'buying-guide':
      return { heading: guide.briefGuide.title, text: guide.briefGuide.intro, keywords: guide.briefGuide.steps.map((step) => splitTitledText(step).title) };
    case 'coverage':
      return {
        heading: guide.coverageTitle,
        text: guide.coverageIntro,
        keywords: [...searchKeywords(text('coverage.keywords')), ...guide.coverageItems.map((item) => item.title)],
      };
    case 'good-to-know':
      return {
        heading: guide.additionalInfo.title,
        text: guide.additionalInfo.overview || guide.additionalInfo.sections[0]?.paragraphs[0] || '',
        keywords: guide.additionalInfo.sections.map((section) => section.title),
      };
    case 'price-factors':
      return {
        heading: guide.pricingFactors.title,
        text: guide.pricingFactors.description,
        keywords: [...searchKeywords(text('price.keywords')), ...guide.pricingFactors.factors.map((factor) => factor.title)],
      };
    case 'questions':
      return {
        // Not the page's 'Common Questions About Flood Insurance': the entry's title names the product already.
        heading: text('questions.heading'),
        // The first question is the entry's description.
        text: guide.questions.map((item) => item.question).join(' '),
        keywords: [...searchKeywords(text('questions.keywords')), ...guide.questions.map((item) => item.question)],
      };
    case 'related-products':
      // Not an entry (guideEntries leaves it out): related products are not a topic of their own.
      return { heading: '', text: '', keywords: [] };
  }
}

/** A guide page and its sections as search entries, in the language of `texts` (related products are not a topic of their own). */
function guideEntries(english: ProductGuideContent, texts: Texts): SiteSearchEntry[] {
  const guide = guideIn(searchedPart(english), texts(GUIDE_TEXTS.get(english)!));
  const text = searchTextOf(texts);
  const href = routes.products.guide(english.type);
  const productWords = unique([guide.displayName, guide.productName, text('product.insurance', { product: guide.productName })]);
  const page: SiteSearchEntry = {
    title: text('page.title', { product: guide.displayName }),
    description: excerpt(guide.summary, 220),
    href,
    keywords: unique([...productWords, ...searchKeywords(text('page.keywords')), ...guide.sections.map((section) => section.title)]),
  };
  const sections = guide.sections
    .filter((section) => section.id !== 'related-products')
    .map((section): SiteSearchEntry => {
      const { heading, text: sectionText, keywords } = sectionSearchText(guide, section.id, text);
      return {
        title: text('section.title', { product: guide.displayName, heading }),
        description: excerpt(sectionText || guide.summary),
        href: `${href}#${section.id}`,
        keywords: unique([...productWords, section.title, ...keywords]),
      };
    });
  return [page, ...sections];
}

function petPageEntry(texts: Texts): SiteSearchEntry {
  const { title, description, highlights } = guideIn(
    { title: petProductPage.title, description: petProductPage.description.slice(0, 1), highlights: petProductPage.highlights },
    texts(PET_PAGE_TEXT),
  );
  return {
    title,
    description: excerpt(description[0] ?? ''),
    href: routes.products.petInsurance(),
    keywords: [...searchKeywords(searchTextOf(texts)('pet.keywords')), ...highlights],
  };
}

/** The product guides, as the site search finds them, in the language of `texts` (the page's useTexts()). */
export const guideSearchEntriesIn = (texts: Texts): SiteSearchEntry[] => [
  ...WRITTEN_GUIDES.flatMap((guide) => guideEntries(guide, texts)),
  petPageEntry(texts),
];
