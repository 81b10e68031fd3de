/**
 * schema.org data in the prerendered pages (JSON-LD), for search engines: the agency on every page (name,
 * address on the web, telephone, opening hours, the states it serves), and the breadcrumb of each guide.
 */
import { AGENCY } from '@site/agency';
import { routes } from '@site/paths';
import { serviceAreaWithout, UNSERVED_STATE_CODE } from '../content/service-area';
import { KNOWN_GUIDES } from '../features/product-guides/guide-types';

type JsonLd = Record<string, unknown>;

export function insuranceAgency(siteUrl: string): JsonLd {
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

function guideBreadcrumb(siteUrl: string, pagePath: string): JsonLd | undefined {
  const guide = Object.values(KNOWN_GUIDES).find((candidate) => routes.products.guide(candidate.type) === pagePath);
  if (!guide) return undefined;
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

/** The JSON-LD of a prerendered page. */
export function structuredDataFor(siteUrl: string, pagePath: string): JsonLd[] {
  return [insuranceAgency(siteUrl), guideBreadcrumb(siteUrl, pagePath)].filter((item): item is JsonLd => item !== undefined);
}

/** As <script> data blocks (not run: the CSP allows no inline script, and needs to allow none here). */
export const jsonLdScripts = (items: JsonLd[]) =>
  items.map((item) => `<script type="application/ld+json">${JSON.stringify(item).replaceAll('<', '\\u003c')}</script>`).join('');
