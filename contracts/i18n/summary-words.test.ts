/**
 * The quote request's and the signed document's summary words in Spanish (./summary-words.ts): no word another
 * table lists, plain words, the products named as PRODUCT_TEXT names them, and every word those summaries say
 * in Spanish here or in a table joined already.
 */
import { describe, expect, it } from 'vitest';
import { textsIn } from '@site/i18n/catalogue';
import { DEFAULT_STATE_INSURER_FORM, STATE_INSURER_FORMS } from '../document-signing';
import { PRODUCT_DISPLAY_NAMES, productNameIn } from '../products';
import { INSURED_ANSWERS } from '../quote-requests';
import { API_MESSAGES, translateMessage } from './api-messages';
import { SUMMARY_WORDS_IN_SPANISH } from './summary-words';

/** A word in Spanish as api-messages.ts says it once this table is joined there: listed here, or in a table joined already. */
const inSpanish = (english: string) => SUMMARY_WORDS_IN_SPANISH[english] ?? translateMessage(english, textsIn('es'));

describe('the summaries’ words in Spanish', () => {
  it('list no English that another table lists: what api-messages.ts lists of it is this table, joined (a word listed twice throws there)', () => {
    const joined = Object.keys(SUMMARY_WORDS_IN_SPANISH).filter((english) => Object.hasOwn(API_MESSAGES.es, english));
    for (const english of joined) expect(API_MESSAGES.es[english], english).toBe(SUMMARY_WORDS_IN_SPANISH[english]);
    expect([0, Object.keys(SUMMARY_WORDS_IN_SPANISH).length]).toContain(joined.length);
  });

  it('are plain words: no placeholder, no empty Spanish, none left in English', () => {
    for (const [english, spanish] of Object.entries(SUMMARY_WORDS_IN_SPANISH)) {
      expect(english, english).not.toMatch(/\{\w+\}/);
      expect(spanish.trim(), english).not.toBe('');
      expect(spanish, english).not.toBe(english);
    }
  });

  it('name each product a quote request names as the product grid names it in Spanish', () => {
    for (const product of PRODUCT_DISPLAY_NAMES) expect(inSpanish(product), product).toBe(productNameIn(product, textsIn('es')));
    expect(inSpanish('Recreational Insurance')).toBe('Seguro para vehículos recreativos');
  });

  it('say in Spanish every label and fixed value of a quote request’s and a signed document’s summary, here or in another table', () => {
    const shown = [
      ...['Product', 'Name', 'Email', 'Phone', 'Property Address', 'Currently Insured', 'Message'],
      ...['Form', 'Document', 'Policy Number', 'Signed As', 'Signed At'],
      ...INSURED_ANSWERS.filter((answer) => answer !== 'No'),
      ...[...Object.values(STATE_INSURER_FORMS), DEFAULT_STATE_INSURER_FORM].map((form) => form.title),
    ];
    for (const english of shown) expect(inSpanish(english), english).not.toBe(english);
    expect(inSpanish('Currently Insured')).toBe('¿Tiene seguro actualmente?');
  });
});
