/**
 * The lender's requests and document management in Spanish (./lender-words.ts): each form's first sample
 * (contracts/forms/samples.ts) summarised in Spanish has every label translated, what was typed as typed; the
 * English summary stays the samples' own words; and the table repeats no word another table lists.
 *
 * Until the table is joined into ./api-messages.ts, the Spanish summary says its words through this table, then
 * through the API's (summaryLanguage('es', textsIn('es'))); once joined, the API's table alone says the same.
 */
import { describe, expect, it } from 'vitest';
import { textsIn } from '@site/i18n/catalogue';
import { DOCUMENT_MANAGEMENT_MESSAGES } from '../document-management';
import { DOCUMENT_MANAGEMENT_FORM } from '../document-management.form';
import { formRoute, type AnySubmissionForm } from '../forms';
import { SAMPLE_PERSON } from '../forms/form-samples';
import { FORM_SAMPLES } from '../forms/samples';
import { summaryLanguage, type SummaryLanguage } from '../forms/summary-language';
import { INSURANCE_REQUEST_MESSAGES } from '../insurance-requests';
import { INSURANCE_REQUEST_FORM } from '../insurance-requests.form';
import { API_MESSAGES, translateMessage } from './api-messages';
import { LENDER_WORDS_IN_SPANISH } from './lender-words';
import { POLICY_CHANGE_WORDS_IN_SPANISH } from './policy-change-words';
import { SIGNING_WORDS_IN_SPANISH } from './signing-words';

const API_SPANISH = summaryLanguage('es', textsIn('es'));

/** The summary in Spanish: this table's words, and the rest through the API's. */
const SPANISH: SummaryLanguage = { ...API_SPANISH, say: (english, values) => LENDER_WORDS_IN_SPANISH[english] ?? API_SPANISH.say(english, values) };

/** The descriptor's summary of a sample, parsed as the server parses it. */
function described(form: AnySubmissionForm, values: Record<string, unknown>, language?: SummaryLanguage) {
  const { request, documents } = form.split(formRoute(form).body.parse(form.bodyOf(values, { requestId: 'lender-words-1', portalType: 'lender' })));
  const lines = form.describe(
    request,
    documents.map(({ file, type = '', description = '' }) => ({ type, description, name: (file as File).name, sizeBytes: (file as File).size })),
    language,
  );
  return lines.map(({ label, value }) => [label, value]);
}

const samplesOf = (form: AnySubmissionForm) => FORM_SAMPLES.find((samples) => samples.form === form)!;

describe('the lender’s and document management’s words in Spanish', () => {
  it.each([
    [
      INSURANCE_REQUEST_FORM.title,
      INSURANCE_REQUEST_FORM,
      [
        'Número de póliza',
        'Prestatario',
        'Dirección de la propiedad',
        'Contacto del prestamista',
        'Correo electrónico',
        'Número de teléfono',
        'Formulario de autorización',
      ],
    ],
    [
      DOCUMENT_MANAGEMENT_FORM.title,
      DOCUMENT_MANAGEMENT_FORM,
      ['Número de póliza', 'Nombre', 'Correo electrónico', 'Número de teléfono', 'Documento', 'Mensaje'],
    ],
  ] as const)('%s: the first sample’s summary says every label in Spanish, the values as in English but a file’s size', (_, form, labels) => {
    const { sent, summary } = samplesOf(form);
    const values = sent[0](SAMPLE_PERSON);
    // The English stays the form's words exactly (the language's default, and said in English).
    expect(described(form, values)).toEqual(summary);
    expect(described(form, values, summaryLanguage('en', textsIn('en')))).toEqual(summary);
    const spanish = described(form, values, SPANISH);
    expect(spanish.map(([label]) => label)).toEqual(labels);
    // What was typed as typed; a file's size in Spanish ('181 bytes': the samples' PDF is under 1 KB).
    expect(spanish.map(([, value]) => value)).toEqual(summary.map(([, value]) => value!.replace(/\((\d+) Bytes\)$/, '($1 bytes)')));
    expect(spanish.map(([, value]) => value).filter((value) => /\(\d+ bytes\)$/.test(value!))).toHaveLength(1);
    for (const [index, [label]] of spanish.entries()) expect(label).not.toBe(summary[index]![0]);
  });

  it('says the optional lines of an evidence request in Spanish too: the loan, the clause and the fax', () => {
    const values = samplesOf(INSURANCE_REQUEST_FORM).sent[1]!(SAMPLE_PERSON);
    const labels = described(INSURANCE_REQUEST_FORM, values, SPANISH).map(([label]) => label);
    expect(labels).toEqual(expect.arrayContaining(['Número de préstamo', 'Cláusula del acreedor hipotecario', 'Número de fax']));
    expect(labels.every((label) => !described(INSURANCE_REQUEST_FORM, values).some(([english]) => english === label))).toBe(true);
  });

  it('lists every refusal of the two forms in Spanish (here or in another table)', () => {
    const refusals = [...Object.values(INSURANCE_REQUEST_MESSAGES), ...Object.values(DOCUMENT_MANAGEMENT_MESSAGES)];
    const said = (english: string) => LENDER_WORDS_IN_SPANISH[english] ?? translateMessage(english, textsIn('es'));
    expect(refusals.filter((english) => said(english) === english)).toEqual([]);
  });

  it('repeats no word another table lists, and says what the API’s table says once joined to it', () => {
    for (const [english, spanish] of Object.entries(LENDER_WORDS_IN_SPANISH)) {
      expect(POLICY_CHANGE_WORDS_IN_SPANISH).not.toHaveProperty([english]);
      expect(SIGNING_WORDS_IN_SPANISH).not.toHaveProperty([english]);
      // Not in the API's table (not joined yet), or there with this Spanish (joined).
      if (Object.hasOwn(API_MESSAGES.en, english)) expect(API_MESSAGES.es[english]).toBe(spanish);
    }
  });
});
