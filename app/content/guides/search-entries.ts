import { routes } from '@site/paths';
import type { SiteSearchEntry } from '../site-search';
import { autoGuide } from './auto';
import { businessGuide } from './business';
import { floodGuide } from './flood';
import { splitTitledText, type GuideSectionId, type ProductGuideContent } from './guide-content';
import { homeGuide } from './home';
import { lifeGuide } from './life';
import { medicareGuide } from './medicare';
import { petGuide } from './pet';
import { petProductPage } from './product-pages';
import { umbrellaGuide } from './umbrella';

/**
 * The product guides as the site search finds them, made from the guide content: each guide page, and
 * each of its sections (/products/floodinsurance#good-to-know). This module carries every guide's text:
 * import it where a search is made, not on a page's first load.
 */

export const WRITTEN_GUIDES: ProductGuideContent[] = [homeGuide, autoGuide, floodGuide, lifeGuide, medicareGuide, businessGuide, petGuide, umbrellaGuide];

const DESCRIPTION_MAX_LENGTH = 180;

/** The first sentence or so of a text, cut at a word. */
function excerpt(text: string, maxLength = DESCRIPTION_MAX_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const sentence = clean.match(/^.+?[.!?](?=\s|$)/)?.[0] ?? clean;
  if (sentence.length <= maxLength) return sentence;
  const cut = sentence.slice(0, maxLength - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

const unique = (words: string[]) => [...new Set(words.map((word) => word.trim()).filter(Boolean))];

/** A section's heading, its first words and the words it is about. */
function sectionSearchText(guide: ProductGuideContent, id: GuideSectionId): { heading: string; text: string; keywords: string[] } {
  switch (id) {
    case 'overview':
      return { heading: guide.introData.title, text: guide.introData.paragraphs[0] ?? '', keywords: [] };
    case 'types':
      return { heading: guide.typesListTitle, text: guide.typesList.map((type) => type.title).join(', '), keywords: guide.typesList.map((type) => type.title) };
    case 'best-rate': {
      const tips = guide.bestRateTips.map(splitTitledText);
      return {
        heading: 'How to Get the Best Rate',
        text: tips.map((tip) => tip.title).join('. '),
        keywords: ['discounts', 'save money', 'cheaper', ...tips.map((tip) => tip.title)],
      };
    }
    case 'buying-guide':
      return { heading: guide.briefGuide.title, text: guide.briefGuide.intro, keywords: guide.briefGuide.steps.map((step) => splitTitledText(step).title) };
    case 'coverage':
      return {
        heading: guide.coverageTitle,
        text: guide.coverageIntro,
        keywords: ['what is covered', 'exclusions', ...guide.coverageItems.map((item) => item.title)],
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
        keywords: ['cost', 'price', 'premium', ...guide.pricingFactors.factors.map((factor) => factor.title)],
      };
    case 'questions':
      return {
        // Not the page's 'Common Questions About Flood Insurance': the entry's title names the product already.
        heading: 'Common Questions',
        // The first question is the entry's description.
        text: guide.questions.map((item) => item.question).join(' '),
        keywords: ['FAQ', 'questions', ...guide.questions.map((item) => item.question)],
      };
    case 'related-products':
      return { heading: 'Related Products', text: '', keywords: [] };
  }
}

/** A guide page and its sections as search entries (related products are not a topic of their own). */
function guideEntries(guide: ProductGuideContent): SiteSearchEntry[] {
  const href = routes.products.guide(guide.type);
  const productWords = unique([guide.displayName, guide.productName, `${guide.productName} insurance`]);
  const page: SiteSearchEntry = {
    title: `${guide.displayName} Guide`,
    description: excerpt(guide.summary, 220),
    href,
    keywords: unique([...productWords, 'guide', ...guide.sections.map((section) => section.title)]),
  };
  const sections = guide.sections
    .filter((section) => section.id !== 'related-products')
    .map((section): SiteSearchEntry => {
      const { heading, text, keywords } = sectionSearchText(guide, section.id);
      return {
        title: `${guide.displayName}: ${heading}`,
        description: excerpt(text || guide.summary),
        href: `${href}#${section.id}`,
        keywords: unique([...productWords, section.title, ...keywords]),
      };
    });
  return [page, ...sections];
}

const petPageEntry: SiteSearchEntry = {
  title: petProductPage.title,
  description: excerpt(petProductPage.description[0] ?? ''),
  href: routes.products.petInsurance(),
  keywords: ['pet', 'dog', 'cat', 'vet bills', 'veterinary', ...petProductPage.highlights],
};

/** The product guides, as the site search finds them. */
export const guideSearchEntries: SiteSearchEntry[] = [...WRITTEN_GUIDES.flatMap(guideEntries), petPageEntry];
