/**
 * The site's two languages: English at the addresses it always had, Spanish (US) under /es. Both sides read
 * this: the browser's router takes /es as its base, the server answers /es pages and fills in hreflang.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The language tag for Intl (dates, money, plurals) and for hreflang: both languages as written in the US. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** Each language's name in itself, as the language switch offers it (GOV.UK's pattern: "Español", "English"). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** Each language's name as the back office (in English) shows a request's language. */
export const LOCALE_NAMES_IN_ENGLISH: Record<Locale, string> = { en: 'English', es: 'Spanish' };

/** The cookie that remembers a person's choice of language for their next visit (not a secret, not personal). */
export const LOCALE_COOKIE = 'lang';

const SPANISH_BASE = '/es';

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** The address prefix of a language: none for English, /es for Spanish (the browser router's basename). */
export const localeBase = (locale: Locale): string => (locale === 'es' ? SPANISH_BASE : '');

/** The language of an address: Spanish for /es and anything under /es/. */
export const localeOfPath = (pathname: string): Locale => (pathname === SPANISH_BASE || pathname.startsWith(`${SPANISH_BASE}/`) ? 'es' : 'en');

/** The page an address shows, without its language prefix: /es → /, /es/aboutus → /aboutus. */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  return pathname.slice(SPANISH_BASE.length) || '/';
}

/** A page's address in a language: / in Spanish is /es, /aboutus is /es/aboutus. */
export function pathInLocale(pagePath: string, locale: Locale): string {
  if (locale === 'en') return pagePath;
  return pagePath === '/' ? SPANISH_BASE : `${SPANISH_BASE}${pagePath}`;
}

/** The language a cookie header remembers, if any. */
export function rememberedLocale(cookieHeader: string | undefined): Locale | null {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`));
  return match && isLocale(match[1]) ? match[1] : null;
}
