/**
 * schema.org data in the prerendered pages (JSON-LD), for search engines: the agency on every page (name,
 * address on the web, telephone, opening hours, the states it serves), and the breadcrumb of each guide
 * and, where the guide has common questions, its FAQPage. In the page's language: a Spanish page (/es/...)
 * names its home page, the states, its breadcrumb and its questions in Spanish, at their /es addresses.
 */
import { AGENCY } from '@site/agency';
import { textsIn, translatorFor, type Texts } from '@site/i18n/catalogue';
import { localeOfPath, pathInLocale, pathWithoutLocale, type Locale } from '@site/locales';
import { routes } from '@site/paths';
import { serviceAreaWithout, stateName, UNSERVED_STATE_CODE } from '../content/service-area';
import type { ProductGuideContent } from '../content/guides/guide-content';
import { guideIn } from '../content/guides/guide-words';
import { KNOWN_GUIDES, type KnownGuide } from '../content/guides/known-guides';
import { STRUCTURED_DATA_TEXT } from './text';

type JsonLd = Record<string, unknown>;

function insuranceAgency(siteUrl: string, locale: Locale, texts: Texts): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'InsuranceAgency',
    name: AGENCY.name,
    // The home page in the page's language: / in English, /es in Spanish.
    url: `${siteUrl}${pathInLocale(routes.home(), locale)}`,
    logo: `${siteUrl}/icon-512.png`,
    telephone: `+1-${AGENCY.phone.replace(/\D/g, '').replace(/^(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3')}`,
    email: AGENCY.supportEmail,
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: [...AGENCY.openingHours.days], opens: AGENCY.openingHours.opens, closes: AGENCY.openingHours.closes },
    ],
    areaServed: serviceAreaWithout(UNSERVED_STATE_CODE).served.map((state) => ({
      '@type': 'State',
      name: locale === 'en' ? state.name : stateName(state, texts),
    })),
  };
}

/** The written guide a page shows, by its address in either language (/products/floodinsurance, /es/products/floodinsurance). */
const guideAt = (pagePath: string): KnownGuide | undefined =>
  Object.values(KNOWN_GUIDES).find((candidate) => routes.products.guide(candidate.type) === pathWithoutLocale(pagePath));

/**
 * Home > Insurance > the guide, each at its address in the page's language. The guide named as its page
 * heads it: in English the name the quote pages carry ('Flood Insurance'), in Spanish the guide's own
 * ('Seguro contra inundaciones').
 */
function guideBreadcrumb(siteUrl: string, pagePath: string, guide: KnownGuide, content: ProductGuideContent, locale: Locale, texts: Texts): JsonLd {
  const text = texts(STRUCTURED_DATA_TEXT);
  const trail = [
    { name: text('home'), path: pathInLocale(routes.home(), locale) },
    { name: text('insurance'), path: pathInLocale(routes.chooseProducts(), locale) },
    { name: locale === 'en' ? guide.displayName : content.displayName, path: pagePath },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: `${siteUrl}${step.path}` })),
  };
}

/**
 * A guide's common questions as an FAQPage, from the content the page shows them from: each question as
 * written in its heading, its answer's paragraphs as one text. None for a guide without questions.
 */
export function guideFaqPage(content: ProductGuideContent): JsonLd | undefined {
  if (content.questions.length === 0) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: content.questions.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer.join(' ') },
    })),
  };
}

/** A written guide in a language, as its page shows it: its English record said through its catalogue (guide-words.ts). */
const guideContentIn = async (guide: KnownGuide, locale: Locale): Promise<ProductGuideContent> =>
  guideIn(await guide.load(), translatorFor(await guide.loadText(), locale));

/**
 * The JSON-LD of a prerendered page, in its language (its address says which). A guide's content is loaded
 * and said as its page says it (KNOWN_GUIDES' load and loadText, guideIn), so the FAQPage and the questions
 * on the page are the same text, in English and in Spanish.
 */
export async function structuredDataFor(siteUrl: string, pagePath: string): Promise<JsonLd[]> {
  const locale = localeOfPath(pagePath);
  const texts = textsIn(locale);
  const guide = guideAt(pagePath);
  const items = [insuranceAgency(siteUrl, locale, texts)];
  if (guide) {
    const content = await guideContentIn(guide, locale);
    items.push(guideBreadcrumb(siteUrl, pagePath, guide, content, locale, texts));
    const faqPage = guideFaqPage(content);
    if (faqPage) items.push(faqPage);
  }
  return items;
}

/** As <script> data blocks (not run: the CSP allows no inline script, and needs to allow none here). */
export const jsonLdScripts = (items: JsonLd[]) =>
  items.map((item) => `<script type="application/ld+json">${JSON.stringify(item).replaceAll('<', '\\u003c')}</script>`).join('');
