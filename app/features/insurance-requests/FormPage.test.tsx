/**
 * The Request Evidence of Insurance page in both languages: the page's words from its catalogue, the shell's
 * from its own, and the contract's refusals (sent empty, a fax number refused) in the page's language: those
 * the change forms share from the API's table, this form's own from the contract words' table
 * (contracts/i18n/lender-words.ts).
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
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

const renderPage = (locale: Locale) => renderInLocale(<FormPage />, locale, routes.customerService.lenderRequests.proof());

/** Every refusal shown beside a field, in the order of the fields. */
const fieldErrors = () => [...document.querySelectorAll('.mantine-InputWrapper-error')].map((error) => error.textContent);

describe('the Request Evidence of Insurance page', () => {
  it('in English: the spec’s words and refusals', async () => {
    const user = userEvent.setup();
    renderPage('en');
    expect(document.title).toBe(`Request Evidence of Insurance | ${AGENCY.name}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Request Evidence of Insurance' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Lender Requests' })).toHaveAttribute('href', routes.customerService.lenderRequests());
    expect(screen.getByText(/^Important: To receive proof of insurance/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'The policy and the borrower' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Your details (where we send the evidence)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Borrower's Full Name/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^Your Fax Number \(optional\)/ }), '555');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Please correct the following errors')).toBeInTheDocument();
    expect(fieldErrors()).toEqual([
      'Policy number is required',
      "Borrower's name is required",
      'Property address is required',
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Please enter a valid fax number',
      'Uploading the document is required.',
    ]);
  });

  it('in Spanish: the page, its fields and its refusals', async () => {
    const user = userEvent.setup();
    renderPage('es');
    expect(document.title).toBe(`Solicitud de constancia de seguro | ${AGENCY.name}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Solicitud de constancia de seguro' })).toBeInTheDocument();
    expect(screen.getByText('Portal de servicio para prestamistas')).toBeInTheDocument();
    expect(screen.getByText(/^Solicite una constancia de seguro de la póliza de un prestatario\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Solicitudes de prestamistas' })).toHaveAttribute('href', routes.customerService.lenderRequests());
    expect(screen.getByText(/^Importante: Para recibir una constancia de seguro/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'La póliza y el prestatario' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Sus datos (adonde enviamos la constancia)' })).toBeInTheDocument();
    for (const label of [
      'Número de póliza',
      'Nombre completo del prestatario',
      'Dirección de la propiedad asegurada',
      'Número de préstamo (opcional)',
      'Cláusula del acreedor hipotecario que debe figurar en la constancia (opcional)',
      'Su nombre',
      'Su apellido',
      'Su correo electrónico',
      'Su número de teléfono',
      'Su número de fax (opcional)',
    ]) {
      expect(screen.getByRole('textbox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) })).toBeInTheDocument();
    }
    expect(screen.getByText(/^Por ejemplo: First Federal Bank/)).toBeInTheDocument();
    expect(screen.getByText('Formulario de autorización del prestatario')).toBeInTheDocument();
    expect(screen.getByText('Firmado por el prestatario, que le autoriza a pedir esto en su nombre.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^Su número de fax/ }), '555');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('Corrija los siguientes errores')).toBeInTheDocument();
    expect(fieldErrors()).toEqual([
      'El número de póliza es obligatorio',
      contractWord("Borrower's name is required"),
      contractWord('Property address is required'),
      'El nombre es obligatorio',
      'El apellido es obligatorio',
      'El correo electrónico es obligatorio',
      'El número de teléfono es obligatorio',
      contractWord('Please enter a valid fax number'),
      contractWord('Uploading the document is required.'),
    ]);
  });

  it('the contract words’ table has the Spanish of this form’s own refusals', () => {
    expect(
      ["Borrower's name is required", 'Property address is required', 'Please enter a valid fax number', 'Uploading the document is required.'].map(
        (english) => LENDER_WORDS_IN_SPANISH[english],
      ),
    ).toEqual([
      'El nombre del prestatario es obligatorio',
      'La dirección de la propiedad es obligatoria',
      'Escriba un número de fax válido',
      'Es obligatorio subir el documento.',
    ]);
  });
});
