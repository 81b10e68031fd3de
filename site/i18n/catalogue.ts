/**
 * A catalogue: the words of one piece of the site (the header, the home page, a form) under keys, in English
 * (the spec's words) and Spanish. ICU MessageFormat (FormatJS): `{count, plural, one {# page} other {# pages}}`,
 * `{name}`; formatted for en-US and es-US through Intl, so plurals, numbers, money and dates follow the language.
 *
 * The Spanish text is checked three times: the type makes a missing or unknown key a type error, defining a
 * catalogue throws on an empty one (so the build fails), and site/i18n/catalogues.test.ts compares every
 * message's placeholders in both languages.
 */
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALE_TAGS, type Locale } from '../locales';

type EnglishMessages = Record<string, string>;

export type Catalogue<Key extends string = string> = {
  /** For error messages and the checks: the piece the words belong to. */
  readonly name: string;
  readonly en: Readonly<Record<Key, string>>;
  readonly es: Readonly<Record<Key, string>>;
};

/** A catalogue's words as the formatter takes them: text, or already parsed (the pseudo-locale's). */
export type CatalogueMessages = Readonly<Record<string, string | MessageFormatElement[]>>;

export type MessageValues = Record<string, string | number | Date>;

/** A message in the person's language, with its placeholders filled. */
export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

const defined: Catalogue[] = [];

/** Every catalogue defined so far (for the checks, which import every file that defines one). */
export const definedCatalogues = (): readonly Catalogue[] => defined;

export function defineCatalogue<const English extends EnglishMessages>(
  name: string,
  en: English,
  es: { readonly [Key in keyof English]: string },
): Catalogue<keyof English & string> {
  for (const key of Object.keys(en)) {
    if (!es[key]?.trim()) throw new Error(`The catalogue ${name} has no Spanish text for "${key}".`);
  }
  const catalogue = { name, en, es };
  defined.push(catalogue);
  return catalogue;
}

const cache = createIntlCache();
const intls = new Map<Locale, WeakMap<CatalogueMessages, IntlShape>>();

/** FormatJS's formatter for a language and a set of messages, made once (it memoizes each message's format). */
function intlFor(locale: Locale, messages: CatalogueMessages): IntlShape {
  let byMessages = intls.get(locale);
  if (!byMessages) intls.set(locale, (byMessages = new WeakMap()));
  let intl = byMessages.get(messages);
  if (!intl) {
    intl = createIntl({ locale: LOCALE_TAGS[locale], defaultLocale: LOCALE_TAGS.en, messages: messages as Record<string, string> }, cache);
    byMessages.set(messages, intl);
  }
  return intl;
}

/** Any catalogue's messages in one language: what a piece of content built from several catalogues is given. */
export type Texts = <Key extends string>(catalogue: Catalogue<Key>) => Translate<Key>;

/** The catalogues' messages in a language (outside React: the server's mail; in React, useTexts()). */
export const textsIn =
  (locale: Locale): Texts =>
  (catalogue) =>
    translatorFor(catalogue, locale);

/** The catalogue's messages in a language (or `messages` in its place: the pseudo-locale's), as a function of key and values. */
export function translatorFor<Key extends string>(catalogue: Catalogue<Key>, locale: Locale, messages: CatalogueMessages = catalogue[locale]): Translate<Key> {
  const intl = intlFor(locale, messages);
  return (key, values) => intl.formatMessage({ id: key }, values);
}
