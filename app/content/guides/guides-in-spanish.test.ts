/**
 * Issue 26: the guides in Spanish state the same facts and figures as the English. Every text of a guide is
 * compared with its English: the same numbers (600,000 = 600.000 = 600 000), sums of money, percentages,
 * codes (NFIP, HO-3, A1-30) and web addresses; the same sections, questions and list items; the same links,
 * icons and flags. Each guide is read as its page shows it: its English record rebuilt from its catalogue.
 */
import { describe, expect, it } from 'vitest';
import { translatorFor, type Catalogue } from '@site/i18n/catalogue';
import { GUIDE_PRODUCT_NAMES_TEXT } from './default-guide-text';
import { genericGuideContent, guideLanguage, splitTitledText, type ProductGuideContent } from './guide-content';
import { guideIn, guideMessages } from './guide-words';
import { KNOWN_GUIDES, resolveProductGuide, type GuideKey } from './known-guides';
import { PET_PAGE_TEXT, petProductPage } from './product-pages';

const NUMBER = String.raw`\d+(?:[,.\u00a0\u202f ]\d{3}(?!\d))*(?:[.,]\d+)?`;

/** A number as written in either language, without its separators: 600,000, 600.000 and 600 000 are 600000; 1,5 is 1.5. */
const numberValue = (written: string) => written.replace(/[,.\u00a0\u202f ](?=\d{3}(?!\d))/g, '').replace(',', '.');

/**
 * What a text states that must be the same in every language: its numbers, its sums of money (with their
 * millions), its percentages, its codes (two or more capitals, or capitals with figures) and its web addresses.
 */
export function factsOf(text: string): string[] {
  const facts: string[] = [];
  for (const [number] of text.matchAll(new RegExp(NUMBER, 'g'))) facts.push(`number ${numberValue(number)}`);
  for (const [, amount, scale] of text.matchAll(new RegExp(String.raw`\$\s?(${NUMBER})(?:\s(million|millón|millones|billion|mil millones))?`, 'g')))
    facts.push(`money ${numberValue(amount!)}${scale ? ` ${/^(million|millón|millones)$/.test(scale) ? 'million' : 'billion'}` : ''}`);
  for (const [, amount] of text.matchAll(new RegExp(String.raw`(${NUMBER})\s?(?:%|percent\b|por ciento\b)`, 'g')))
    facts.push(`percent ${numberValue(amount!)}`);
  for (const [code] of text.matchAll(/\b[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*\b/g)) if (code.length > 1 && /[A-Z0-9]/.test(code.slice(1))) facts.push(`code ${code}`);
  for (const [address] of text.matchAll(/\bhttps?:\/\/\S+|\b[\w-]+\.(?:gov|com|org)\b/gi)) facts.push(`address ${address.toLowerCase()}`);
  return facts.sort();
}

/** The record with each word left out: what must be identical in both languages (types, ids, icons, links, flags). */
const withoutWords = (record: object) => guideIn(record, () => '');

/** Texts that are the same in both languages: names. */
const NAMES = new Set(['Medicare', 'Medicare Advantage']);

type Compared = { english: object; spanish: object };

/** The checks every guide (and the pet page) passes, its English and Spanish side by side. */
function expectSameFacts({ english, spanish }: Compared) {
  // Each text by where it sits (as a message: apostrophes doubled, which changes no figure).
  const englishTexts = guideMessages(english);
  const spanishTexts = guideMessages(spanish);
  // The same texts at the same places: as many sections, questions and list items.
  expect(Object.keys(spanishTexts)).toEqual(Object.keys(englishTexts));
  expect(withoutWords(spanish)).toEqual(withoutWords(english));
  for (const [key, englishText] of Object.entries(englishTexts)) {
    const spanishText = spanishTexts[key]!;
    expect(factsOf(spanishText), `${key}\n${englishText}\n${spanishText}`).toEqual(factsOf(englishText));
    if (englishText === '') expect(spanishText, key).toBe('');
    else if (!NAMES.has(englishText)) expect(spanishText, `${key} is not translated`).not.toBe(englishText);
  }
}

async function loaded(key: GuideKey): Promise<{ english: ProductGuideContent; text: Catalogue }> {
  const guide = KNOWN_GUIDES[key];
  return { english: await guide.load(), text: await guide.loadText() };
}

describe.each(Object.keys(KNOWN_GUIDES) as GuideKey[])('the %s guide in Spanish', (key) => {
  it('is its English record word for word in English (the page shows the English unchanged)', async () => {
    const { english, text } = await loaded(key);
    expect(JSON.stringify(guideIn(english, translatorFor(text, 'en')))).toBe(JSON.stringify(english));
  });

  it('states the same facts and figures as the English, text by text, with the same sections, questions, lists and links', async () => {
    const { english, text } = await loaded(key);
    expect(Object.keys(text.es)).toEqual(Object.keys(text.en));
    const spanish = guideIn(english, translatorFor(text, 'es'));
    expectSameFacts({ english, spanish });
    expect(spanish.sections.map((section) => section.id)).toEqual(english.sections.map((section) => section.id));
    expect(spanish.questions).toHaveLength(english.questions.length);
    expect(spanish.relatedProducts.map((product) => product.link)).toEqual(english.relatedProducts.map((product) => product.link));
  });

  it('is written as Spanish questions, tips and steps', async () => {
    const { english, text } = await loaded(key);
    const spanish = guideIn(english, translatorFor(text, 'es'));
    for (const { question } of spanish.questions) expect(question).toMatch(/^¿[A-ZÁÉÍÓÚÑ].{10,}\?$/);
    for (const tip of [...spanish.bestRateTips, ...spanish.briefGuide.steps]) {
      const { title, description } = splitTitledText(tip);
      expect(title, tip).not.toBe('');
      expect(description.length, tip).toBeGreaterThan(20);
    }
    expect(JSON.stringify(spanish)).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|\{\w+\}/);
  });
});

describe('the generic guide in Spanish', () => {
  it.each(['Boat', 'Classic Car', 'Recreational', 'Xyz'])('%s: the same facts, sections and links as the English', (productName) => {
    const type = `${productName.toLowerCase().replaceAll(' ', '')}insurance`;
    const english = genericGuideContent(productName, type);
    const spanish = genericGuideContent(productName, type, guideLanguage('es'));
    expectSameFacts({ english, spanish });
  });

  it('names the product in Spanish where it can, and by its address otherwise', () => {
    expect(genericGuideContent('Boat', 'boatinsurance', guideLanguage('es'))).toMatchObject({
      displayName: 'Seguro de embarcaciones',
      introData: { title: '¿Qué es el seguro de embarcaciones?' },
      coverageTitle: '¿Qué cubre el seguro de embarcaciones?',
    });
    expect(genericGuideContent('Xyz', 'xyzinsurance', guideLanguage('es')).displayName).toBe('Seguro de Xyz');
  });

  it.each(Object.keys(GUIDE_PRODUCT_NAMES_TEXT.en))('lists %s by the English name its address gives', (key) => {
    const resolved = resolveProductGuide(`${key}-insurance`);
    expect(resolved?.kind).toBe('generic');
    expect(translatorFor(GUIDE_PRODUCT_NAMES_TEXT, 'en')(key as keyof typeof GUIDE_PRODUCT_NAMES_TEXT.en)).toBe(
      resolved?.kind === 'generic' && resolved.productName,
    );
  });
});

describe('the pet page in Spanish', () => {
  it('is its English data in English, and states the same facts in Spanish', () => {
    expect(guideIn(petProductPage, translatorFor(PET_PAGE_TEXT, 'en'))).toEqual(petProductPage);
    expectSameFacts({ english: petProductPage, spanish: guideIn(petProductPage, translatorFor(PET_PAGE_TEXT, 'es')) });
  });
});

describe('factsOf', () => {
  it('reads figures however each language writes them', () => {
    expect(factsOf('up to $250,000 for the structure')).toEqual(factsOf('hasta $250.000 para la estructura'));
    expect(factsOf('$600,000 or more')).toEqual(factsOf('600 000 $ o más'.replace('600 000 $', '$600 000')));
    expect(factsOf('up to $5 million')).toEqual(factsOf('hasta $5 millones'));
    expect(factsOf('$1 million')).toEqual(factsOf('$1 millón'));
    expect(factsOf('up to 45 percent')).toEqual(factsOf('hasta un 45 %'));
    expect(factsOf('about 1.5 times')).toEqual(factsOf('unas 1,5 veces'));
    expect(factsOf('zones A1-30 and VE, NFIP, from 2024')).toEqual(factsOf('zonas A1-30 y VE, NFIP, desde 2024'));
  });

  it('tells different figures apart', () => {
    expect(factsOf('up to $250,000')).not.toEqual(factsOf('hasta $25,000'));
    expect(factsOf('up to 10 percent')).not.toEqual(factsOf('hasta $10'));
    expect(factsOf('$5 million')).not.toEqual(factsOf('$5'));
    expect(factsOf('30 days')).not.toEqual(factsOf('treinta días'));
    expect(factsOf('see Medicare.gov')).not.toEqual(factsOf('vea medicare.org'));
  });
});
