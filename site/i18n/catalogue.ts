/**
 * A catalogue: the words of one piece of the site (the header, the home page, a form) under keys, in English
 * (the spec's words) and Spanish. ICU MessageFormat (FormatJS): `{count, plural, one {# page} other {# pages}}`,
 * `{name}`; formatted by FormatJS's IntlMessageFormat for en-US and es-US through Intl, so plurals, numbers, money and dates follow the language.
 *
 * The Spanish text is checked three times: the type makes a missing or unknown key a type error, defining a
 * catalogue throws on an empty one (so the build fails), and site/i18n/catalogues.test.ts compares every
 * message's placeholders in both languages.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALE_TAGS, type Locale } from '../locales';

type EnglishMessages = Record<string, string>;

/**
 * A message as written (ICU text), or already parsed: in the built app (app/build/precompile-catalogues.ts
 * parses every catalogue at build time) and in the pseudo-locale. Read messages through translatorFor or
 * useText, never from the catalogue's own fields.
 */
export type CatalogueMessage = string | MessageFormatElement[];

export type Catalogue<Key extends string = string> = {
  /** For error messages and the checks: the piece the words belong to. */
  readonly name: string;
  readonly en: Readonly<Record<Key, CatalogueMessage>>;
  readonly es: Readonly<Record<Key, CatalogueMessage>>;
};

/** A catalogue's words as the formatter takes them. */
export type CatalogueMessages = Readonly<Record<string, CatalogueMessage>>;

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
    const spanish = es[key] as CatalogueMessage | undefined;
    if (!(typeof spanish === 'string' ? spanish.trim() : spanish?.length)) throw new Error(`The catalogue ${name} has no Spanish text for "${key}".`);
  }
  const catalogue = { name, en, es };
  defined.push(catalogue);
  return catalogue;
}

/** Any catalogue's messages in one language: what a piece of content built from several catalogues is given. */
export type Texts = <Key extends string>(catalogue: Catalogue<Key>) => Translate<Key>;

/** One message of a catalogue, to be said in whichever language the reader's texts speak (a step's label, defined before any page). */
export type Message = (texts: Texts) => string;

export const message =
  <Key extends string>(catalogue: Catalogue<Key>, key: Key, values?: MessageValues): Message =>
  (texts) =>
    texts(catalogue)(key, values);

/** The catalogues' messages in a language (outside React: the server's mail; in React, useTexts()). */
export const textsIn =
  (locale: Locale): Texts =>
  (catalogue) =>
    translatorFor(catalogue, locale);

/**
 * A message with nothing for ICU to do (no placeholder, plural, quote or tag): it says itself, in every language.
 * The build leaves such messages as they are written (app/build/compile-catalogues.ts), and they are never formatted.
 */
export const isPlainText = (message: CatalogueMessage): message is string => typeof message === 'string' && /^[^{}'#<>]*$/.test(message);

/** Each message's formatter, made once (per set of messages, per language): FormatJS's IntlMessageFormat. */
const formatters = new WeakMap<CatalogueMessages, Map<string, IntlMessageFormat>>();

/** The catalogue's messages in a language (or `messages` in its place: the pseudo-locale's), as a function of key and values. */
export function translatorFor<Key extends string>(catalogue: Catalogue<Key>, locale: Locale, messages: CatalogueMessages = catalogue[locale]): Translate<Key> {
  let formatterOf = formatters.get(messages);
  if (!formatterOf) formatters.set(messages, (formatterOf = new Map()));
  return (key, values) => {
    const id = `${locale}\u0000${key}`;
    let formatter = formatterOf.get(id);
    if (!formatter) {
      const message = messages[key];
      if (message === undefined) throw new Error(`The catalogue ${catalogue.name} has no message "${key}".`);
      if (isPlainText(message)) return message;
      formatter = new IntlMessageFormat(message, LOCALE_TAGS[locale]);
      formatterOf.set(id, formatter);
    }
    return String(formatter.format(values));
  };
}
