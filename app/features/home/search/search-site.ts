import type { Locale } from '@site/locales';
import type { SiteSearchEntry } from '../../../content/site-search';

/**
 * The site search's ranking, deliberately simple, in the page's language:
 * - the query is split into words (case- and accent-insensitive: "poliza" finds "póliza"; filler words
 *   such as "the" or "and", "de" or "la" in Spanish, are dropped unless the query has nothing else);
 * - a word matches a field when a word of the field starts with it ("pet" finds "Pet Insurance", not
 *   "competitive"); a plural "claims" also finds "claim" (in Spanish "pólizas" finds "póliza" and
 *   "inundaciones" "inundación");
 * - each query word scores by the best field it matches: title 3 > keyword 2 > description 1; a title
 *   that contains the whole query, or is the query, scores a little more;
 * - pages matching every word come first and, when there are any, alone; otherwise pages matching some
 *   words, the most words first;
 * - ties keep the index's order (guides first).
 */

const FIELD_WEIGHTS = { title: 3, keyword: 2, description: 1 } as const;
const PHRASE_IN_TITLE_BONUS = 1;
const TITLE_IS_QUERY_BONUS = 2;

/** Words too common to search for, as folded (no accents: "cómo" is "como"). */
const FILLER_WORDS: Record<Locale, ReadonlySet<string>> = {
  en: new Set([
    'a',
    'an',
    'and',
    'are',
    'can',
    'do',
    'does',
    'for',
    'how',
    'i',
    'in',
    'is',
    'it',
    'me',
    'more',
    'my',
    'of',
    'on',
    'or',
    'the',
    'to',
    'what',
    'with',
  ]),
  es: new Set([
    'a',
    'al',
    'como',
    'con',
    'cual',
    'de',
    'del',
    'donde',
    'el',
    'en',
    'es',
    'esta',
    'hay',
    'la',
    'las',
    'le',
    'lo',
    'los',
    'mas',
    'me',
    'mi',
    'mis',
    'o',
    'para',
    'por',
    'puedo',
    'que',
    'se',
    'si',
    'sobre',
    'su',
    'sus',
    'un',
    'una',
    'unas',
    'uno',
    'unos',
    'y',
    'yo',
  ]),
};

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const wordsOf = (text: string) =>
  fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** The words a query searches for, each once, in order, folded (lower case, no accents). */
export function searchWords(query: string, locale: Locale = 'en'): string[] {
  const words = [...new Set(wordsOf(query))];
  const meaningful = words.filter((word) => !FILLER_WORDS[locale].has(word));
  return meaningful.length > 0 ? meaningful : words;
}

/**
 * "claims" finds "claim" and "claims"; short words stay as they are ("gas", "bus"). In Spanish a plural in
 * -es finds its singular too ("inundaciones", "planes").
 */
function stem(word: string, locale: Locale): string {
  if (locale === 'es') {
    if (word.length > 4 && word.endsWith('es')) return word.slice(0, -2);
    return word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word;
  }
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

const fieldMatches = (fieldWords: string[], prefix: string) => fieldWords.some((fieldWord) => fieldWord.startsWith(prefix));

export type SiteSearchResult = {
  entry: SiteSearchEntry;
  score: number;
  /** How many of the query's words the page matches. */
  matchedWords: number;
};

function scoreEntry(entry: SiteSearchEntry, prefixes: string[], phrase: string): SiteSearchResult {
  const title = wordsOf(entry.title);
  const keywords = wordsOf(entry.keywords.join(' '));
  const description = wordsOf(entry.description);
  let score = 0;
  let matchedWords = 0;
  for (const prefix of prefixes) {
    const weight = fieldMatches(title, prefix)
      ? FIELD_WEIGHTS.title
      : fieldMatches(keywords, prefix)
        ? FIELD_WEIGHTS.keyword
        : fieldMatches(description, prefix)
          ? FIELD_WEIGHTS.description
          : 0;
    if (weight > 0) matchedWords += 1;
    score += weight;
  }
  const foldedTitle = title.join(' ');
  if (matchedWords > 0 && phrase) {
    if (foldedTitle === phrase) score += TITLE_IS_QUERY_BONUS;
    else if (prefixes.length > 1 && ` ${foldedTitle} `.includes(` ${phrase} `)) score += PHRASE_IN_TITLE_BONUS;
  }
  return { entry, score, matchedWords };
}

/** The pages of `index` (in the language `locale`) that match `query`, best first; none for an empty query. */
export function searchSite(query: string, index: readonly SiteSearchEntry[], locale: Locale = 'en'): SiteSearchResult[] {
  const words = searchWords(query, locale);
  if (words.length === 0) return [];
  const phrase = wordsOf(query).join(' ');
  const prefixes = words.map((word) => stem(word, locale));
  const matches = index.map((entry, position) => ({ ...scoreEntry(entry, prefixes, phrase), position })).filter((result) => result.matchedWords > 0);
  const complete = matches.filter((result) => result.matchedWords === words.length);
  return (complete.length > 0 ? complete : matches)
    .sort((a, b) => b.matchedWords - a.matchedWords || b.score - a.score || a.position - b.position)
    .map(({ entry, score, matchedWords }) => ({ entry, score, matchedWords }));
}
