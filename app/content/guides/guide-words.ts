/**
 * A guide in two languages (issue 26). A guide's file writes its English record as it always has, and its
 * Spanish as the same record's words only: `Words<typeof english>` asks for every text the English
 * writes (a missing or extra one is a type error), while what is not a word (the route's type, section ids,
 * icons, links, the state-insurer flag) is the English record's, so it cannot differ. Both records, completed,
 * make one catalogue (`defineCatalogue('guide-auto', guideMessages(autoGuide), guideMessages(spanishGuide(...)))`),
 * keyed by where each text sits ('questions.2.answer.1'); the page rebuilds the guide from it in its language
 * (`guideIn`), so the pseudo-locale reaches every word and the build precompiles them like any catalogue's.
 * Lists must be as long in Spanish as in English (checked when the catalogue is made), and guides-in-spanish.test.ts
 * checks that both say the same facts and figures.
 */
import { GUIDE_RELATED_PRODUCTS, guideLanguage, splitTitledText, withGuideDefaults, type ProductGuideContent, type ProductGuideInput } from './guide-content';

/** The fields that are not words: the same in every language, taken from the English. */
const NOT_WORDS = ['type', 'id', 'icon', 'imageUrl', 'link', 'href', 'name', 'showStateInsurerBanner'] as const;

type NotWord = (typeof NOT_WORDS)[number];

const isWord = (key: string) => !(NOT_WORDS as readonly string[]).includes(key);

/** The words of a record as written in another language: each text, list and field the record has, and nothing that is not a word. */
export type Words<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? Words<Item>[]
    : T extends object
      ? { [Key in keyof T as Key extends NotWord ? never : Key]: Words<T[Key]> }
      : T;

/** A record with each of its words replaced by what `say` makes of it and where it sits. */
function mapWords<T>(record: T, say: (key: string, text: string) => string, path = ''): T {
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (typeof record === 'string') return say(path, record) as T;
  if (Array.isArray(record)) return record.map((item: unknown, index) => mapWords(item, say, at(index))) as T;
  if (record && typeof record === 'object')
    return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, isWord(key) ? mapWords(value, say, at(key)) : value])) as T;
  return record;
}

/** A text as an ICU message that says it as written: apostrophes doubled, braces and tags quoted. */
const asMessage = (text: string) => text.replaceAll("'", "''").replace(/[{}<>]+/g, (syntax) => `'${syntax}'`);

/**
 * Tips and steps are 'Title: description', shown as a title and its text (guide-content.ts splitTitledText): each
 * half is a message of its own, so a message is never cut in two on the page.
 */
const TITLED = /^(bestRateTips|briefGuide\.steps)\.\d+$/;

/** A record's words as a catalogue's messages, keyed by where each sits ('questions.2.answer.1', 'bestRateTips.0.title'). */
export function guideMessages(record: object): Record<string, string> {
  const messages: Record<string, string> = {};
  mapWords(record, (key, text) => {
    const { title, description } = splitTitledText(text);
    if (TITLED.test(key) && title) Object.assign(messages, { [`${key}.title`]: asMessage(title), [`${key}.description`]: asMessage(description) });
    else messages[key] = asMessage(text);
    return text;
  });
  return messages;
}

/** The record in the language of `translate` (a catalogue made with guideMessages, in the page's language). */
export const guideIn = <T extends object>(english: T, translate: (key: string) => string): T =>
  mapWords(english, (key, text) =>
    TITLED.test(key) && splitTitledText(text).title ? `${translate(`${key}.title`)}: ${translate(`${key}.description`)}` : translate(key),
  );

/** The English record with the words of another language in place of its own; a list of another length is refused. */
export function withWords<T extends object>(english: T, words: Words<T>): T {
  const merge = (record: unknown, translated: unknown, path: string): unknown => {
    if (typeof record === 'string') {
      if (typeof translated !== 'string') throw new Error(`${path}: no text in the translation`);
      return translated;
    }
    if (Array.isArray(record)) {
      if (!Array.isArray(translated) || translated.length !== record.length)
        throw new Error(`${path}: ${record.length} items in English, ${Array.isArray(translated) ? translated.length : 'none'} in the translation`);
      return record.map((item: unknown, index) => merge(item, translated[index], `${path}.${index}`));
    }
    if (record && typeof record === 'object') {
      const words = (translated ?? {}) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, isWord(key) ? merge(value, words[key], `${path}.${key}`) : value]));
    }
    return record;
  };
  return merge(english, words, 'guide') as T;
}

/**
 * A written guide in Spanish: the English input with its Spanish words, completed with the Spanish defaults
 * (its name as the heading, the related guides' names). The Spanish `productName` is the product's whole name
 * ('Seguro de auto'), as the breadcrumb shows it.
 */
export const spanishGuide = <Input extends ProductGuideInput>(english: Input, spanish: Words<Input>): ProductGuideContent =>
  withGuideDefaults(withWords(english, spanish), GUIDE_RELATED_PRODUCTS, guideLanguage('es'));
