/**
 * /sitemap.xml and /robots.txt, written at build time from the route table: every page site/pages.ts marks
 * `indexed`, a pattern with params expanded to the pages that exist (the guides, the two directories). Forms,
 * the portal's tools and private pages are left out; robots keeps crawlers out of the API, the embedded forms,
 * the signing pages and the back office.
 */
import { languageAlternates } from '@site/alternates';
import { pathInLocale } from '@site/locales';
import { isSpanishPagePath, PAGES, type PagePattern } from '@site/pages';
import { routes } from '@site/paths';
import { KNOWN_GUIDES } from '../content/guides/known-guides';

/** The pages behind each indexed pattern with params. A new one must be listed here (the build says so). */
const EXPANSIONS: Record<string, () => string[]> = {
  [PAGES.productGuide.path]: () => Object.values(KNOWN_GUIDES).map((guide) => routes.products.guide(guide.type)),
  [PAGES.carrierDirectory.path]: () => [routes.customerService.carrierDirectory('payment'), routes.customerService.carrierDirectory('claim')],
};

export function sitemapPaths(): string[] {
  const indexed = Object.values<PagePattern>(PAGES).filter((page) => page.indexed);
  return indexed.flatMap((page) => {
    if (!page.path.includes(':')) return [page.path];
    const expand = EXPANSIONS[page.path];
    if (!expand) throw new Error(`The indexed page ${page.path} has params: list its pages in app/prerender/sitemap.ts.`);
    return expand();
  });
}

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The Spanish sitemap's pages: every indexed page written in Spanish, at its /es address. */
export const spanishSitemapPaths = (): string[] =>
  sitemapPaths()
    .filter(isSpanishPagePath)
    .map((path) => pathInLocale(path, 'es'));

/** A page's entry, with its versions in each language where it has them (Google's xhtml:link alternates). */
function urlEntry(origin: string, path: string): string {
  const alternates = languageAlternates(path).map(
    ({ hreflang, path: alternatePath }) => `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${origin}${alternatePath}`)}"/>`,
  );
  return `  <url><loc>${escapeXml(`${origin}${path}`)}</loc>${alternates.join('')}${alternates.length ? '\n  ' : ''}</url>`;
}

export function sitemapXml(origin: string, paths: string[] = sitemapPaths()): string {
  const urls = paths.map((path) => urlEntry(origin, path)).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

/** Kept out of search: the API, the back office, the embedded forms (a partner's page shows them) and signing. */
/** Never indexed, in either language (the Spanish under /es). */
const ROBOTS_DISALLOWED = ['/api/', '/admin', '/embed/', '/sign/', '/es/embed/', '/es/sign/'];

export const SPANISH_SITEMAP = 'sitemap-es.xml';

export const robotsTxt = (origin: string) =>
  [
    'User-agent: *',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    `Sitemap: ${origin}/${SPANISH_SITEMAP}`,
    '',
  ].join('\n');
