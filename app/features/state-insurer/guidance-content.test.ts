/**
 * The guidance's facts in both languages: every figure of seed 001 §9 (20%, 48 hours, 12 months, January 1,
 * 2024, $600,000, 2027, $250,000, $100,000) says the same in Spanish as in English, message by message; and
 * the English keeps the words the end-to-end tests read.
 */
import { describe, expect, it } from 'vitest';
import { translatorFor } from '@site/i18n/catalogue';
import { GUIDANCE_TABS, GUIDANCE_TEXT } from './guidance-content';

/**
 * The numbers of a text, each as its digits: a thousands separator (a comma in US English and US Spanish, a
 * point or a space elsewhere) is dropped, so 600,000, 600.000 and 600 000 are all 600000; "January 1, 2024"
 * and "1 de enero de 2024" are both 1 and 2024.
 */
const numbersOf = (text: string): string[] => [...text.matchAll(/\d+(?:[,.\u00a0\u202f ]\d{3}(?!\d))*/g)].map(([number]) => number.replace(/\D/g, '')).sort();

const english = translatorFor(GUIDANCE_TEXT, 'en');
const spanish = translatorFor(GUIDANCE_TEXT, 'es');
const KEYS = Object.keys(GUIDANCE_TEXT.en) as (keyof typeof GUIDANCE_TEXT.en)[];
/** A value for the one placeholder, so each message is read as the page shows it. */
const VALUES = { upload: 'x' };

describe('numbersOf', () => {
  it('reads each number whatever its separators, and a date in either language', () => {
    expect(numbersOf('from January 1, 2024 for properties of $600,000 or more')).toEqual(['1', '2024', '600000']);
    expect(numbersOf('desde el 1 de enero de 2024 para propiedades de $600.000 o más')).toEqual(['1', '2024', '600000']);
    expect(numbersOf('$600 000 o más, 20 %')).toEqual(['20', '600000']);
  });
});

describe('the guidance in Spanish', () => {
  it.each(KEYS)('%s: the same figures as the English', (key) => {
    expect(numbersOf(spanish(key, VALUES))).toEqual(numbersOf(english(key, VALUES)));
  });

  it('gives every figure of seed 001 §9', () => {
    const all = KEYS.flatMap((key) => numbersOf(english(key, VALUES)));
    for (const figure of ['20', '48', '12', '1', '2024', '600000', '2027', '250000', '100000']) expect(all).toContain(figure);
  });

  it('names the tabs, their texts and their buttons from the catalogue', () => {
    for (const tab of GUIDANCE_TABS) {
      for (const key of [tab.label, tab.heading, ...tab.paragraphs, ...tab.steps]) expect(KEYS).toContain(key);
      if (tab.upload) expect(KEYS).toContain(tab.upload.label);
      if (tab.form) expect(KEYS).toContain(tab.form.text);
    }
  });
});

describe('the guidance in English', () => {
  it('keeps the words the end-to-end tests read', () => {
    expect(english('title')).toBe('Citizens Policyholder Help');
    expect(english('getStartedFor', { upload: english('residency.upload') })).toBe('Get Started: Upload proof of residency');
    expect(english('depopulation.paragraph2')).toMatch(/no more than 20% above your renewal premium/);
    expect(english('depopulation.paragraph3')).toMatch(/more than 48 hours to register your choice/);
    expect(english('residency.paragraph2')).toMatch(/signed \(executed\) in the past 12 months/);
    expect(english('flood.paragraph1')).toMatch(/January 1, 2024 for properties of \$600,000 or more, and for all properties by 2027/);
    expect(english('flood.paragraph2')).toMatch(/\$250,000 of dwelling coverage and \$100,000 of personal property/);
    expect(english('banner.linkLabel')).toBe('Citizens Property Insurance Q&A');
  });
});
