/**
 * schema.org data in the prerendered pages (JSON-LD), for search engines: the agency on every page (name,
 * address on the web, telephone, opening hours, the states it serves), and the breadcrumb of each guide
 * and, where the guide has common questions, its FAQPage.
 */
import { AGENCY } from '@site/agency';
import { routes } from '@site/paths';
import { serviceAreaWithout, UNSERVED_STATE_CODE } from '../content/service-area';
import type { ProductGuideContent } from '../content/guides/guide-content';
import { KNOWN_GUIDES, type KnownGuide } from '../content/guides/known-guides';

type JsonLd = Record<string, unknown>;

function insuranceAgency(siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'InsuranceAgency',
    name: AGENCY.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/icon-512.png`,
    telephone: `+1-${AGENCY.phone.replace(/\D/g, '').replace(/^(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3')}`,
    email: AGENCY.supportEmail,
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: [...AGENCY.openingHours.days], opens: AGENCY.openingHours.opens, closes: AGENCY.openingHours.closes },
    ],
    areaServed: serviceAreaWithout(UNSERVED_STATE_CODE).served.map((state) => ({ '@type': 'State', name: state.name })),
  };
}

/** The written guide a page shows, by its address (/products/floodinsurance). */
const guideAt = (pagePath: string): KnownGuide | undefined =>
  Object.values(KNOWN_GUIDES).find((candidate) => routes.products.guide(candidate.type) === pagePath);

function guideBreadcrumb(siteUrl: string, pagePath: string, guide: KnownGuide): JsonLd {
  const trail = [
    { name: 'Home', path: routes.home() },
    { name: 'Insurance', path: routes.chooseProducts() },
    { name: guide.displayName, path: pagePath },
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

/**
 * The JSON-LD of a prerendered page. A guide's content is loaded as its page loads it (KNOWN_GUIDES'
 * load), so the FAQPage and the questions on the page are the same text.
 */
export async function structuredDataFor(siteUrl: string, pagePath: string): Promise<JsonLd[]> {
  const guide = guideAt(pagePath);
  const items = [insuranceAgency(siteUrl)];
  if (guide) {
    items.push(guideBreadcrumb(siteUrl, pagePath, guide));
    const faqPage = guideFaqPage(await guide.load());
    if (faqPage) items.push(faqPage);
  }
  return items;
}

/** As <script> data blocks (not run: the CSP allows no inline script, and needs to allow none here). */
export const jsonLdScripts = (items: JsonLd[]) =>
  items.map((item) => `<script type="application/ld+json">${JSON.stringify(item).replaceAll('<', '\\u003c')}</script>`).join('');
