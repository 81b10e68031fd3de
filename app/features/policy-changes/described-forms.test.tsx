/**
 * The review step of a described change form (contracts/forms) lists exactly its descriptor's summary of the
 * values, parsed by the contract's body schema as the server parses them: the lines its success screen, its
 * receipt, the agency's notice, the back office and /dashboard show (tests/contract/submission-forms.contract.ts
 * checks those). Each form's values are its samples' (`<form>.samples.ts`, contracts/forms/samples.ts), and
 * its first sample's summary is written out there in the form's words.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formRoute, type AnySubmissionForm } from '@contracts/forms';
import { SAMPLE_PERSON } from '@contracts/forms/form-samples';
import { FORM_SAMPLES } from '@contracts/forms/samples';
import { FormShell } from '@design-system/FormShell';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import { reviewStep } from './shared-steps';
import { summaryLanguage, type SummaryLanguage } from '@contracts/forms/summary-language';
import { todayInEastern } from '@contracts/dates';
import { CANCELLATION_FORM } from '@contracts/policy-changes/cancellation.form';
import { AUTO_CHANGE_FORM } from '@contracts/policy-changes/auto.form';
import { HOME_CHANGE_FORM } from '@contracts/policy-changes/home.form';
import { MAILING_ADDRESS_FORM } from '@contracts/policy-changes/mailing-address.form';
import { MORTGAGEE_FORM } from '@contracts/policy-changes/mortgagee.form';
import { OTHER_CHANGE_FORM } from '@contracts/policy-changes/other.form';
import { API_MESSAGES, translateMessage } from '@contracts/i18n/api-messages';
import { LocaleProvider } from '@design-system/i18n/Locale';
import { textsIn } from '@site/i18n/catalogue';
import type { Locale } from '@site/locales';

/** The review step alone, on the shell, with these values (in English unless a language is given). */
function renderReview(form: AnySubmissionForm, values: object, portalType: 'customer' | 'lender', locale: Locale = 'en') {
  render(
    <DesignSystemProvider>
      <LocaleProvider locale={locale}>
        <FormShell
          formId="review-test"
          title="Review"
          steps={[reviewStep(form)]}
          initialValues={values as never}
          onSubmit={async () => ({ referenceNumber: 'XX-00000000' })}
          success={() => ({ title: 'Sent', details: [], primaryAction: { label: 'Done', href: '/' } })}
          portalType={portalType}
          saveDrafts={false}
        />
      </LocaleProvider>
    </DesignSystemProvider>,
  );
  const list = within(screen.getByTestId('review-list'));
  return list.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

/** The descriptor's summary of these values, parsed as the server parses them. */
function described(form: AnySubmissionForm, values: object, language?: SummaryLanguage) {
  const { request, documents } = form.split(formRoute(form).body.parse(form.bodyOf(values, { requestId: 'review-request-1', portalType: 'lender' })));
  const lines = form.describe(
    request,
    documents.map(({ file, type = '', description = '' }) => ({ type, description, name: (file as File).name, sizeBytes: (file as File).size })),
    language,
  );
  return lines.map(({ label, value }) => [label, value]);
}

/**
 * The change forms' samples: their pages are in app/features/policy-changes and end on the review step. The
 * other forms (evidence of insurance, document management) have none: their success screens show the summary.
 */
const REVIEWED = FORM_SAMPLES.filter(({ form }) => form.pages.every((page) => page.feature.startsWith('policy-changes/')));

describe('the review step of a described change form', () => {
  const passedOver = FORM_SAMPLES.filter((samples) => !REVIEWED.includes(samples));

  it('passes over only the forms that have no review step', () => {
    expect(passedOver.map(({ form }) => form.name)).toEqual(['insuranceRequests', 'documentManagement']);
  });

  it.each(passedOver.map((samples) => [samples.form.title, samples] as const))(
    '%s (no review step): its descriptor says it in the form’s words',
    (_, { form, sent, summary }) => {
      expect(described(form, sent[0](SAMPLE_PERSON))).toEqual(summary);
    },
  );

  const cases = REVIEWED.flatMap(({ form, sent }) => sent.map((sample, index) => [`${form.title} #${index + 1}`, form, sample] as const));

  it.each(cases)('%s: lists its descriptor’s summary of the parsed values and their file', (_, form, sample) => {
    const values = sample(SAMPLE_PERSON);
    expect(renderReview(form, values, 'lender')).toEqual(described(form, values));
  });

  it.each(REVIEWED.map((samples) => [samples.form.title, samples] as const))('%s: says it in the form’s words', (_, { form, sent, summary }) => {
    expect(renderReview(form, sent[0](SAMPLE_PERSON), 'customer')).toEqual(summary);
  });

  it('lists the rest while the effective date, chosen on this step, is still empty', () => {
    const { form, sent, summary } = FORM_SAMPLES[0]!;
    const values = sent[0](SAMPLE_PERSON);
    const undated = { ...values, submissionDetails: { ...(values.submissionDetails as object), effectiveDate: '' } };
    expect(renderReview(form, undated, 'customer')).toEqual(summary.filter(([label]) => label !== 'Effective Date'));
  });

  it('says a form written in Spanish in Spanish: every label and chosen option, dates with the month named, what was typed as typed', () => {
    const { sent } = FORM_SAMPLES.find(({ form }) => form === CANCELLATION_FORM)!;
    const values = sent[0](SAMPLE_PERSON);
    const today = new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${todayInEastern()}T00:00:00Z`));
    const spanish = described(CANCELLATION_FORM, values, summaryLanguage('es', textsIn('es')));
    expect(spanish).toEqual([
      ['Número de póliza', 'HO3-550123'],
      ['Titular de la póliza', 'Jordan Lee'],
      ['Correo electrónico', SAMPLE_PERSON.email],
      ['Número de teléfono', '(555) 123-4567'],
      ['Motivo', 'Cambio a otra aseguradora'],
      ['Fecha de fin de la cobertura', `${today} (solicitada)`],
      ['Nombre de la nueva aseguradora', 'Harbor Mutual'],
      ['Número de la nueva póliza', 'HM-778812'],
      ['Llamada solicitada', `${today}, Tarde (de 12 p.m. a 5 p.m.) (hora del Este)`],
      ['Comentarios', 'Thank you'],
      // A file's size in Spanish: the samples' PDF is under 1 KB ('181 bytes', never 'Bytes').
      ['Documentos', expect.stringMatching(/^Confirmación del nuevo seguro: harbor\.pdf \(\d+ bytes\)$/)],
    ]);
    expect(today).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
    expect(renderReview(CANCELLATION_FORM, values, 'customer', 'es')).toEqual(spanish);
  });
});

/** The other change forms written in Spanish besides the cancellation (each page's catalogue and the contracts' table). */
const IN_SPANISH = [AUTO_CHANGE_FORM, HOME_CHANGE_FORM, MAILING_ADDRESS_FORM, MORTGAGEE_FORM, OTHER_CHANGE_FORM];

/** A label written the same in both languages on purpose: listed in the contracts' table with itself as its Spanish ('No'). */
const sameInSpanish = (english: string) => Object.hasOwn(API_MESSAGES.en, english) && translateMessage(english, textsIn('es')) === english;

describe('a change form said in Spanish', () => {
  it.each(IN_SPANISH.map((form) => [form.title, form] as const))('%s: its first sample leaves no English label, nor a date in numbers', (_, form) => {
    const { sent } = FORM_SAMPLES.find((samples) => samples.form === form)!;
    const values = sent[0](SAMPLE_PERSON);
    const english = described(form, values);
    const spanish = described(form, values, summaryLanguage('es', textsIn('es')));
    expect(spanish).toHaveLength(english.length);
    const leftInEnglish = english.filter(([label], index) => spanish[index]![0] === label && !sameInSpanish(label!));
    expect(leftInEnglish).toEqual([]);
    // A date names its month in Spanish (never 11/30 or 30/11).
    for (const [, value] of spanish) expect(value).not.toMatch(/\b\d{1,2}\/\d{1,2}\/\d{4}\b/);
    // The review step lists the very same lines on a Spanish page.
    expect(renderReview(form, values, 'lender', 'es')).toEqual(spanish);
  });

  it('the auto change: each change titled, its answers labelled and its document typed in Spanish; what was typed as typed', () => {
    const { sent } = FORM_SAMPLES.find(({ form }) => form === AUTO_CHANGE_FORM)!;
    const spanish = described(AUTO_CHANGE_FORM, sent[0](SAMPLE_PERSON), summaryLanguage('es', textsIn('es')));
    expect(spanish.slice(3, 6)).toEqual([
      ['Agregar vehículo 1', 'Año, marca y modelo: 2023 Toyota Camry; Número VIN: 4T1B11HK5KU123456; Conductor principal: Jordan Lee'],
      ['Quitar conductor', 'Nombre completo del conductor: Pat Lee'],
      ['Agregar vehículo 2', 'Año, marca y modelo: 2024 Honda HR-V; Uso: Commute'],
    ]);
    expect(spanish.find(([label]) => label === 'Documentos')?.[1]).toMatch(/^Autorización del prestatario: authorization\.pdf \(\d+ bytes\)$/);
  });

  it('the home change, the mortgagee change and the other change: their chosen options in Spanish', () => {
    const say = summaryLanguage('es', textsIn('es'));
    const valueOf = (form: AnySubmissionForm, label: string) => {
      const { sent } = FORM_SAMPLES.find((samples) => samples.form === form)!;
      return described(form, sent[0](SAMPLE_PERSON), say).find(([shown]) => shown === label)?.[1];
    };
    expect(valueOf(HOME_CHANGE_FORM, 'Cambios solicitados')).toBe('Actualizar coberturas o deducible, Agregar asegurado');
    expect(valueOf(HOME_CHANGE_FORM, 'Vivienda (Cobertura A)')).toBe('$320,000');
    expect(valueOf(MORTGAGEE_FORM, 'Acción')).toBe('Agregar un nuevo acreedor hipotecario');
    expect(valueOf(OTHER_CHANGE_FORM, 'Tipo de cambio')).toBe('Actualización de datos personales');
    expect(valueOf(OTHER_CHANGE_FORM, 'Documento de respaldo')).toBe('Ninguno');
  });
});
