/**
 * A page's versions in each language, as search engines are told (hreflang: in the head of both versions and in
 * both sitemaps): none for a page in English only; otherwise each version names every version, itself included,
 * and English is the default for any other language.
 */
import { isSpanishPagePath } from './pages';
import { LOCALES, pathInLocale, pathWithoutLocale, type Locale } from './locales';

type Alternate = { hreflang: string; path: string };

export function languageAlternates(pathname: string): Alternate[] {
  const pagePath = pathWithoutLocale(pathname);
  if (!isSpanishPagePath(pagePath)) return [];
  return [...LOCALES.map((locale) => ({ hreflang: locale, path: pathInLocale(pagePath, locale) })), { hreflang: 'x-default', path: pagePath }];
}

/**
 * A page's address (with its query) for a person who reads `locale`: its Spanish address where the page is
 * written in Spanish, its English one otherwise (a mail's link to a page not yet in Spanish).
 */
export function addressInLocale(address: string, locale: Locale): string {
  const queryStart = address.search(/[?#]/);
  const pagePath = queryStart === -1 ? address : address.slice(0, queryStart);
  if (locale === 'en' || !isSpanishPagePath(pagePath)) return address;
  return `${pathInLocale(pagePath, locale)}${queryStart === -1 ? '' : address.slice(queryStart)}`;
}
