/**
 * A quote request's summary in the reader's language: /dashboard and the account say its labels, the product and
 * the Yes or No in Spanish to a Spanish page (contracts/i18n/summary-words.ts), and the English exactly as before.
 * Until that table is joined into contracts/i18n/api-messages.ts, its words are said through it here, then through
 * the API's; once joined, summaryLanguage('es', textsIn('es')) alone says the same.
 */
import { describe, expect, it } from 'vitest';
import { summaryLanguage, type SummaryLanguage } from '@contracts/forms/summary-language';
import { SUMMARY_WORDS_IN_SPANISH } from '@contracts/i18n/summary-words';
import { textsIn } from '@site/i18n/catalogue';
import { quoteRequestSource, quoteRequestSummary } from './quote-request-summary';

const API_SPANISH = summaryLanguage('es', textsIn('es'));
const SPANISH: SummaryLanguage = { ...API_SPANISH, say: (english, values) => SUMMARY_WORDS_IN_SPANISH[english] ?? API_SPANISH.say(english, values) };

const ROW = {
  reference_number: 'QR-CCCC3333',
  form_variant: 'standard',
  first_name: 'Ana',
  last_name: 'Ruiz',
  email: 'ana@example.com',
  phone: '3055550101',
  product_type: 'Home Insurance',
  property_address: '12 Harbor Lane, Sarasota, FL 34236',
  currently_insured: 'Yes',
  message: 'Call me after 5',
  utm_source: 'newsletter',
};

const ENGLISH_LINES = [
  { label: 'Product', value: 'Home Insurance' },
  { label: 'Name', value: 'Ana Ruiz' },
  { label: 'Email', value: 'ana@example.com' },
  { label: 'Phone', value: '(305) 555-0101' },
  { label: 'Property Address', value: '12 Harbor Lane, Sarasota, FL 34236' },
  { label: 'Currently Insured', value: 'Yes' },
  { label: 'Message', value: 'Call me after 5' },
];

describe("a quote request's summary", () => {
  it('is in English as before, by default and said in English; the back office’s has its attribution, in English', async () => {
    expect(quoteRequestSummary(ROW, { attribution: false })).toEqual(ENGLISH_LINES);
    expect(quoteRequestSummary(ROW, { attribution: false, language: summaryLanguage('en', textsIn('en')) })).toEqual(ENGLISH_LINES);
    expect((await quoteRequestSource.read(ROW, undefined as never)).details).toEqual(ENGLISH_LINES);
    expect(quoteRequestSummary(ROW, { attribution: true })).toEqual([
      ...ENGLISH_LINES,
      { label: 'Form', value: 'Standard quote form' },
      { label: 'UTM Source', value: 'newsletter' },
    ]);
  });

  it('says its labels, the product and the Yes or No in Spanish; what was typed as typed', async () => {
    const spanish = [
      { label: 'Producto', value: 'Seguro de hogar' },
      { label: 'Nombre', value: 'Ana Ruiz' },
      { label: 'Correo electrónico', value: 'ana@example.com' },
      { label: 'Teléfono', value: '(305) 555-0101' },
      { label: 'Dirección de la propiedad', value: '12 Harbor Lane, Sarasota, FL 34236' },
      { label: '¿Tiene seguro actualmente?', value: 'Sí' },
      { label: 'Mensaje', value: 'Call me after 5' },
    ];
    expect(quoteRequestSummary(ROW, { attribution: false, language: SPANISH })).toEqual(spanish);
    expect((await quoteRequestSource.read(ROW, undefined as never, SPANISH)).details).toEqual(spanish);
  });

  it('names a product we do not list as the address gave it, and leaves out what was not given', () => {
    const lines = quoteRequestSummary(
      { ...ROW, product_type: 'Boat Insurance', currently_insured: 'No', property_address: '', message: '' },
      {
        attribution: false,
        language: SPANISH,
      },
    );
    expect(lines.map((line) => line.label)).toEqual(['Producto', 'Nombre', 'Correo electrónico', 'Teléfono', '¿Tiene seguro actualmente?']);
    expect(lines[0]!.value).toBe('Boat Insurance');
    expect(lines.at(-1)!.value).toBe('No');
  });
});
