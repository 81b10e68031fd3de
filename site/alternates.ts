/**
 * A page's versions in each language, as search engines are told (hreflang: in the head of both versions and in
 * both sitemaps): none for a page in English only; otherwise each version names every version, itself included,
 * and English is the default for any other language.
 */
import { isSpanishPagePath } from './pages';
import { LOCALES, pathInLocale, pathWithoutLocale } from './locales';

type Alternate = { hreflang: string; path: string };

export function languageAlternates(pathname: string): Alternate[] {
  const pagePath = pathWithoutLocale(pathname);
  if (!isSpanishPagePath(pagePath)) return [];
  return [...LOCALES.map((locale) => ({ hreflang: locale, path: pathInLocale(pagePath, locale) })), { hreflang: 'x-default', path: pagePath }];
}
