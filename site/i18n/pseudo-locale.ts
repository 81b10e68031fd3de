/**
 * A pseudo-locale: every catalogue's English with its letters accented and each message's text bracketed
 * (⟦Ĩñšûŕåñçé Šîɱƥļîƒîéð⟧), placeholders left alone. Rendered in it, any word on a page that is not
 * bracketed bypassed the catalogues.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Catalogue, CatalogueMessages } from './catalogue';

export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdeghiklnorstuyzABCDEGHIKLNORSTUYZ'].map((letter, index) => [letter, [...'åƀçðéĝĥîķļñöŕšţûýžÅƁÇÐÉĜĤÎĶĻÑÖŔŠŢÛÝŽ'][index]!]),
);

const accent = (text: string) => [...text].map((character) => ACCENTED[character] ?? character).join('');

function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: accent(element.value) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(Object.entries(element.options).map(([key, option]) => [key, { ...option, value: pseudoElements(option.value) }]));
      return { ...element, options } as MessageFormatElement;
    }
    if (element.type === TYPE.tag) return { ...element, children: pseudoElements(element.children) };
    return element;
  });
}

const bracketed = (elements: MessageFormatElement[]): MessageFormatElement[] => [
  { type: TYPE.literal, value: PSEUDO_OPEN },
  ...pseudoElements(elements),
  { type: TYPE.literal, value: PSEUDO_CLOSE },
];

const pseudoCatalogues = new WeakMap<Catalogue, CatalogueMessages>();

/** A catalogue's messages in the pseudo-locale (made once per catalogue). */
export function pseudoMessagesOf(catalogue: Catalogue): CatalogueMessages {
  let messages = pseudoCatalogues.get(catalogue);
  if (!messages) {
    messages = Object.fromEntries(Object.entries(catalogue.en).map(([key, text]) => [key, bracketed(typeof text === 'string' ? parse(text) : text)]));
    pseudoCatalogues.set(catalogue, messages);
  }
  return messages;
}
