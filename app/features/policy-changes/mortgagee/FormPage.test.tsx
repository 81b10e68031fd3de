/**
 * The mortgagee change in Spanish, the customer's page and the lender's: their titles and intros, and the
 * mortgagee step with its actions, removal reasons, states and refusals in Spanish. The English is the spec's
 * (tests/e2e reads it).
 */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TPortalType } from '@contracts/policy-changes/shared';
import { textsIn } from '@site/i18n/catalogue';
import type { Locale } from '@site/locales';
import { renderInLocale, renderStepAlone } from '../../../test-support/render-in-locale';
import { FormPage } from './FormPage';
import { MORTGAGEE_INITIAL_VALUES, mortgageeSteps } from './mortgagee-form';

const renderPage = (locale: Locale, portalType: TPortalType) => renderInLocale(<FormPage portalType={portalType} />, locale);

/** The mortgagee step alone, on the shell, in Spanish. */
const renderMortgageeStep = (portalType: TPortalType) => renderStepAlone(mortgageeSteps(portalType)[1]!, MORTGAGEE_INITIAL_VALUES, { portalType });

/** Chooses an option of a select, by the select's label and the option's name. */
async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByLabelText(label, { selector: 'input' }));
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('the mortgagee change', () => {
  it('in English: the spec’s words', async () => {
    renderPage('en', 'customer');
    expect(screen.getByRole('heading', { level: 1, name: 'Mortgagee Change Request' })).toBeInTheDocument();
    expect(screen.getByText('Add, replace or remove the lender on your home policy. An agent checks the change with your insurer.')).toBeInTheDocument();
    expect(await screen.findByTestId('step-heading')).toHaveTextContent('Contact Information');
  });

  it('in Spanish: the customer’s page and the lender’s', async () => {
    renderPage('es', 'customer');
    expect(screen.getByRole('heading', { level: 1, name: 'Solicitud de cambio de acreedor hipotecario' })).toBeInTheDocument();
    expect(screen.getByText(/^Agregue, reemplace o quite al prestamista de su póliza de hogar\./)).toBeInTheDocument();
    expect(await screen.findByTestId('step-heading')).toHaveTextContent('Información de contacto');
    cleanup();
    renderPage('es', 'lender');
    expect(screen.getByText('Portal de servicio para prestamistas')).toBeInTheDocument();
    expect(screen.getByText(/^Agregue, actualice o quite a un acreedor hipotecario en la póliza de un prestatario\./)).toBeInTheDocument();
  });

  it('in Spanish: the mortgagee step, its actions, states and removal reasons, and its refusals', async () => {
    const { label } = mortgageeSteps('customer')[1]!;
    expect(typeof label === 'string' ? label : label(textsIn('es'))).toBe('Información del acreedor hipotecario');
    renderMortgageeStep('customer');
    expect(screen.getByText('Acción sobre el acreedor hipotecario')).toBeInTheDocument();
    expect(screen.getByText('Notas adicionales')).toBeInTheDocument();
    expect(screen.getByText('Documentos de respaldo')).toBeInTheDocument();

    await choose(/^Acción sobre el acreedor hipotecario/, 'Agregar un nuevo acreedor hipotecario');
    for (const field of ['Nombre del acreedor hipotecario', 'Número de préstamo', 'Dirección', 'Ciudad', 'Estado', 'Código postal']) {
      expect(screen.getByLabelText(new RegExp(`^${field}`), { selector: 'input' })).toBeInTheDocument();
    }
    await userEvent.type(screen.getByLabelText(/^Código postal/, { selector: 'input' }), '123');
    await userEvent.tab();
    expect((await screen.findAllByText('Escriba un código postal válido')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByLabelText(/^Estado/, { selector: 'input' }));
    expect(await screen.findByRole('option', { name: 'NM - Nuevo México', hidden: true })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByLabelText(/^Nombre del acreedor hipotecario/, { selector: 'input' }));
    await userEvent.tab();
    expect((await screen.findAllByText('El nombre del acreedor hipotecario es obligatorio')).length).toBeGreaterThan(0);

    await choose(/^Acción sobre el acreedor hipotecario/, 'Quitar al acreedor hipotecario');
    await choose(/^Motivo de la baja/, 'Hipoteca refinanciada');
    expect(screen.getByLabelText(/^Motivo de la baja/, { selector: 'input' })).toHaveValue('Hipoteca refinanciada');
  });

  it('in Spanish: a lender is asked for the borrower’s authorization', () => {
    renderMortgageeStep('lender');
    expect(screen.getByText('Formulario de autorización del prestatario')).toBeInTheDocument();
  });
});
