import type { Texts } from '@site/i18n/catalogue';
import type { Locale } from '@site/locales';

/** A page of our own site, as the site search (/?search=...) finds it. */
export type SiteSearchEntry = {
  title: string;
  description: string;
  href: string;
  /** Further words the page is about (section titles, product names), searched with the title and description. */
  keywords: string[];
};

/**
 * The language the site index is built in: the page's (useLocale() and useTexts(), which the pseudo-locale
 * reaches). Every word comes from `texts`; the locale says only how a name sits in a sentence.
 */
export type SearchLanguage = { locale: Locale; texts: Texts };

/** A catalogue's list of search words, separated by commas ('quote, price, rates'), as a list. */
export const searchKeywords = (message: string): string[] =>
  message
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
