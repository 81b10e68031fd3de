/**
 * Document management in both languages: each step's words from the page's catalogue, the forms to download
 * named through the contract words' table (contracts/i18n/lender-words.ts, the PDFs said to be in English on
 * the Spanish page), and every step's refusals in the page's language.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AVAILABLE_FORMS, formDownloadPath } from '@contracts/document-management';
import { LENDER_WORDS_IN_SPANISH } from '@contracts/i18n/lender-words';
import { AGENCY } from '@site/agency';
import type { Locale } from '@site/locales';
import { routes } from '@site/paths';
import { renderInLocale } from '../../test-support/render-in-locale';
import { stubApiSignedOut } from '../../test-support/stub-api';
import { FormPage } from './FormPage';

/** A contract word as the Spanish page shows it (contracts/i18n/lender-words.ts). */
const contractWord = (english: string) => LENDER_WORDS_IN_SPANISH[english]!;

// Nobody is signed in, and maintenance is off.
beforeEach(stubApiSignedOut);

const renderPage = (locale: Locale) => renderInLocale(<FormPage />, locale, routes.customerService.documentManagement());

/** Every refusal shown beside a field, in the order of the fields. */
const fieldErrors = () => [...document.querySelectorAll('.mantine-InputWrapper-error')].map((error) => error.textContent);
const stepHeading = () => screen.getByTestId('step-heading').textContent;
/** Types a whole answer at once (pasted). */
const fill = async (user: ReturnType<typeof userEvent.setup>, field: HTMLElement, answer: string) => {
  await user.click(field);
  await user.paste(answer);
};
/** The shell's forward button (Next, then Submit): its form's one submit button. */
const forward = (user: ReturnType<typeof userEvent.setup>) => user.click(document.querySelector<HTMLButtonElement>('form button[type="submit"]')!);

describe('the document management page', () => {
  it('in English: the spec’s words, the forms to download and the refusals of each step', async () => {
    const user = userEvent.setup();
    renderPage('en');
    expect(document.title).toBe(`Document Management | ${AGENCY.name}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Document Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Customer Service' })).toHaveAttribute('href', routes.customerServicePage());
    expect(stepHeading()).toMatch(/Choose an Option/);
    await forward(user);
    expect(await screen.findByText('Please select an option to continue', { selector: '.mantine-InputWrapper-error' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Download Forms/ }));
    await forward(user);
    expect(await screen.findByRole('link', { name: 'Download PDF: Flood Affirmation Form' })).toHaveAttribute('href', formDownloadPath('flood-affirmation'));
    expect(stepHeading()).toMatch(/Available Forms/);
    for (const form of AVAILABLE_FORMS) expect(screen.getByText(form.description)).toBeInTheDocument();
    expect(screen.queryByText('The forms are in English.')).not.toBeInTheDocument();
    expect(screen.getByText('Claims')).toBeInTheDocument();
  });

  it('in Spanish: every step, the forms to download in the contract words’ Spanish, and the refusals', async () => {
    const user = userEvent.setup();
    renderPage('es');
    expect(document.title).toBe(`Gestión de documentos | ${AGENCY.name}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Gestión de documentos' })).toBeInTheDocument();
    expect(screen.getByText('Servicio al cliente')).toBeInTheDocument();
    expect(screen.getByText('Descargue los formularios que pueda necesitar o envíenos un documento con un mensaje.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Servicio al cliente' })).toHaveAttribute('href', routes.customerServicePage());
    expect(stepHeading()).toMatch(/Elija una opción/);
    expect(screen.getByRole('radiogroup', { name: /¿Qué desea hacer\?/ })).toBeInTheDocument();
    await forward(user);
    expect(await screen.findByText('Corrija los siguientes errores')).toBeInTheDocument();
    expect(fieldErrors()).toEqual([contractWord('Please select an option to continue')]);

    // Download: the two forms, named and described in Spanish, said to be in English.
    await user.click(screen.getByRole('radio', { name: /Descargar formularios/ }));
    await forward(user);
    await screen.findByText('Los formularios están en inglés.');
    expect(stepHeading()).toMatch(/Formularios disponibles/);
    for (const form of AVAILABLE_FORMS) {
      expect(screen.getByText(contractWord(form.name))).toBeInTheDocument();
      expect(screen.getByText(contractWord(form.description))).toBeInTheDocument();
      expect(screen.getByRole('link', { name: `Descargar PDF: ${contractWord(form.name)}` })).toHaveAttribute('href', formDownloadPath(form.slug));
    }
    expect(screen.getByText('Reclamos')).toBeInTheDocument();
    expect(screen.getByText('Póliza')).toBeInTheDocument();

    // Upload: back to the choice, then the policy step and the document step, each sent empty.
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    await user.click(await screen.findByRole('radio', { name: /Subir documentos/ }));
    await forward(user);
    await screen.findByRole('textbox', { name: /^Apellido/ }, { timeout: 5_000 });
    expect(stepHeading()).toMatch(/Información de la póliza/);
    for (const label of ['Nombre', 'Apellido', 'Número de póliza', 'Número de teléfono', 'Correo electrónico']) {
      expect(screen.getByRole('textbox', { name: new RegExp(`^${label}`) })).toBeInTheDocument();
    }
    await forward(user);
    expect(await screen.findByText('Corrija los siguientes errores')).toBeInTheDocument();
    expect(fieldErrors()).toEqual([
      'El nombre es obligatorio',
      'El apellido es obligatorio',
      'El número de póliza es obligatorio',
      'El número de teléfono es obligatorio',
      'El correo electrónico es obligatorio',
    ]);
    await fill(user, screen.getByRole('textbox', { name: /^Nombre/ }), 'Lucía');
    await fill(user, screen.getByRole('textbox', { name: /^Apellido/ }), 'Hernández');
    await fill(user, screen.getByRole('textbox', { name: /^Número de póliza/ }), 'HO3-550123');
    await fill(user, screen.getByRole('textbox', { name: /^Número de teléfono/ }), '3055550188');
    await fill(user, screen.getByRole('textbox', { name: /^Correo electrónico/ }), 'lucia@example.com');
    await forward(user);
    const message = await screen.findByRole('textbox', { name: /^Mensaje/ }, { timeout: 5_000 });
    expect(stepHeading()).toMatch(/Subir documento/);
    expect(message).toHaveAttribute('placeholder', '¿De qué trata este documento?');
    expect(screen.getByText('Documento')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Enviar documento' });
    await user.click(submit);
    expect(await screen.findByText('Corrija los siguientes errores')).toBeInTheDocument();
    expect(fieldErrors()).toEqual([contractWord('Please select a file to upload'), contractWord('Please provide a message')]);
    expect(within(screen.getByTestId('error-summary')).getAllByRole('link')).toHaveLength(2);
  });

  it('the contract words’ table has the Spanish of the forms to download and of the refusals', () => {
    expect(AVAILABLE_FORMS.flatMap((form) => [form.name, form.description]).map((english) => LENDER_WORDS_IN_SPANISH[english])).toEqual([
      'Formulario de Declaración de Cobertura contra Inundaciones',
      'Confirma que la propiedad tiene seguro contra inundaciones, o que usted lo rechaza, como lo exige una póliza de una aseguradora estatal.',
      'Formulario de Declaración del Titular de la Póliza sobre la residencia principal',
      'Confirma que la vivienda asegurada es su residencia principal.',
    ]);
    expect(
      ['Please select an option to continue', 'Please select a file to upload', 'Please provide a message'].map((english) => LENDER_WORDS_IN_SPANISH[english]),
    ).toEqual(['Seleccione una opción para continuar', 'Elija un archivo para subir', 'Escriba un mensaje']);
  });
});
