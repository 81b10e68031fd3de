/**
 * A catalogue: the words of one piece of the site (the header, the home page, a form) under keys, in English
 * (the spec's words) and Spanish. ICU MessageFormat (FormatJS): `{count, plural, one {# page} other {# pages}}`,
 * `{name}`; formatted by FormatJS's IntlMessageFormat for en-US and es-US through Intl, so plurals, numbers, money and dates follow the language.
 *
 * The Spanish text is checked three times: the type makes a missing or unknown key a type error, defining a
 * catalogue throws on an empty one (so the build fails), and site/i18n/catalogues.test.ts compares every
 * message's placeholders in both languages.
 */
import { formatToParts, IntlMessageFormat, type Formatters } from 'intl-messageformat';
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

/** Made once per set of arguments and shared by every message (each IntlMessageFormat would otherwise make its own). */
function madeOnce<Args extends unknown[], Made>(make: (...args: Args) => Made): (...args: Args) => Made {
  const made = new Map<string, Made>();
  return (...args) => {
    const key = JSON.stringify(args);
    let found = made.get(key);
    if (found === undefined) made.set(key, (found = make(...args)));
    return found;
  };
}

/** Intl's number, date and plural rules for every message: making them is most of a message's first formatting. */
const SHARED_FORMATTERS: Formatters = {
  getNumberFormat: madeOnce((...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args)),
  getDateTimeFormat: madeOnce((...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args)),
  getPluralRules: madeOnce((...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args)),
};

/** Each message's parsed form, made once (per set of messages, per language). */
const parsed = new WeakMap<CatalogueMessages, Map<string, MessageFormatElement[]>>();

/**
 * Fills a parsed message in with FormatJS's formatToParts, the heart of IntlMessageFormat.format, with Intl's
 * formatters shared by every message: an IntlMessageFormat per message resolved its locale each time, which
 * cost a phone more than drawing the page (50 ms of a home page's 150 messages, measured in Chromium).
 */
const formatted = (message: MessageFormatElement[], localeTag: string, values?: MessageValues): string =>
  formatToParts(message, localeTag, SHARED_FORMATTERS, IntlMessageFormat.formats, values)
    .map((part) => String(part.value))
    .join('');

/** The catalogue's messages in a language (or `messages` in its place: the pseudo-locale's), as a function of key and values. */
export function translatorFor<Key extends string>(catalogue: Catalogue<Key>, locale: Locale, messages: CatalogueMessages = catalogue[locale]): Translate<Key> {
  let parsedOf = parsed.get(messages);
  if (!parsedOf) parsed.set(messages, (parsedOf = new Map()));
  const localeTag = LOCALE_TAGS[locale];
  return (key, values) => {
    const id = `${locale}\u0000${key}`;
    let message = parsedOf.get(id);
    if (!message) {
      const written = messages[key];
      if (written === undefined) throw new Error(`The catalogue ${catalogue.name} has no message "${key}".`);
      if (isPlainText(written)) return written;
      // Written as text only where the build has not parsed it (the server, the tests): parsed here, once.
      message = typeof written === 'string' ? new IntlMessageFormat(written, localeTag).getAst() : written;
      parsedOf.set(id, message);
    }
    return formatted(message, localeTag, values);
  };
}
