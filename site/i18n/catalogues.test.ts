/**
 * Every catalogue of the product, both languages side by side: the same keys, Spanish that parses, and the
 * same placeholders (a Spanish message that lost `{count}` or renamed it would show a hole or throw).
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { definedCatalogues, type Catalogue, type CatalogueMessage } from './catalogue';
import { definesCatalogue } from './catalogue-sources';

/** Every source file that defines a catalogue, found by its text and then imported so it registers them. */
const sources = import.meta.glob(
  ['/app/**/*.{ts,tsx}', '/design-system/**/*.{ts,tsx}', '/contracts/**/*.ts', '/site/**/*.ts', '!**/*.test.*', '!**/*.stories.*'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
) as Record<string, string>;
const modules = import.meta.glob([
  '/app/**/*.{ts,tsx}',
  '/design-system/**/*.{ts,tsx}',
  '/contracts/**/*.ts',
  '/site/**/*.ts',
  '!**/*.test.*',
  '!**/*.stories.*',
]);
const DEFINING_FILES = Object.keys(sources).filter((file) => definesCatalogue(file, sources[file]!));

/** A message's placeholders, each with its kind (plain, number, plural, select, date...), nested ones included. */
function placeholders(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      found.add(`<${element.value}>`);
      placeholders(element.children, found);
      continue;
    }
    found.add(`${element.value}:${TYPE[element.type]}`);
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) placeholders(option.value, found);
  }
  return found;
}

const sorted = (set: Set<string>) => [...set].sort();

/** Unbuilt, every message is text (the build parses them). */
const text = (message: CatalogueMessage | undefined): string => {
  if (typeof message !== 'string') throw new Error('a message that is not text');
  return message;
};

describe('the catalogues', async () => {
  for (const file of DEFINING_FILES) await modules[file]!();
  const catalogues: readonly Catalogue[] = definedCatalogues();

  it('are found: one file at least for the shell, the home page and the design system', () => {
    expect(DEFINING_FILES).toEqual(expect.arrayContaining(['/app/layout/text.ts', '/app/features/home/text.ts', '/design-system/ProductCard/text.ts']));
    expect(new Set(catalogues.map((catalogue) => catalogue.name)).size).toBe(catalogues.length);
  });

  it.each(catalogues.map((catalogue) => [catalogue.name, catalogue] as const))('%s: Spanish for every key, and only for them', (_name, catalogue) => {
    expect(Object.keys(catalogue.es).sort()).toEqual(Object.keys(catalogue.en).sort());
    for (const [key, spanish] of Object.entries(catalogue.es)) expect(text(spanish).trim(), key).not.toBe('');
  });

  it.each(catalogues.map((catalogue) => [catalogue.name, catalogue] as const))('%s: the same placeholders in both languages', (_name, catalogue) => {
    for (const [key, english] of Object.entries(catalogue.en)) {
      expect(sorted(placeholders(parse(text(catalogue.es[key])))), `${catalogue.name}: ${key}`).toEqual(sorted(placeholders(parse(text(english)))));
    }
  });
});
