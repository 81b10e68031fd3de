/**
 * The home change in Spanish, the customer's page and the lender's coverage change: their titles and intros,
 * the changes step (its changes, sliders, sections and refusals) and the documents step (each portal's types)
 * in Spanish. The English is the spec's (tests/e2e reads it).
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TPortalType } from '@contracts/policy-changes/shared';
import { type FormShellStep } from '@design-system/FormShell';
import { textsIn } from '@site/i18n/catalogue';
import type { Locale } from '@site/locales';
import { pressForward, renderInLocale, renderStepAlone } from '../../../test-support/render-in-locale';
import { FormPage } from './FormPage';
import { homeChangeSteps } from './home-form';
import { homeInitialValues, type HomeChangeValues } from './home-values';

const renderPage = (locale: Locale, portalType: TPortalType) => renderInLocale(<FormPage portalType={portalType} />, locale);

/** One step alone, on the shell, in Spanish. */
const renderStep = (step: FormShellStep<HomeChangeValues>, portalType: TPortalType = 'customer') => renderStepAlone(step, homeInitialValues(), { portalType });

const inSpanish = ({ label }: FormShellStep<HomeChangeValues>) => (typeof label === 'string' ? label : label(textsIn('es')));

describe('the home change', () => {
  it('in English: the spec’s words', async () => {
    renderPage('en', 'customer');
    expect(screen.getByRole('heading', { level: 1, name: 'Home Policy Change Request' })).toBeInTheDocument();
    expect(await screen.findByTestId('step-heading')).toHaveTextContent('Contact Information');
    cleanup();
    renderPage('en', 'lender');
    expect(screen.getByRole('heading', { level: 1, name: 'Request Coverage Change' })).toBeInTheDocument();
  });

  it('in Spanish: the customer’s page and the lender’s coverage change', async () => {
    renderPage('es', 'customer');
    expect(screen.getByRole('heading', { level: 1, name: 'Solicitud de cambio en su póliza de hogar' })).toBeInTheDocument();
    expect(screen.getByText(/^Cambie las coberturas o el deducible de su póliza de hogar/)).toBeInTheDocument();
    expect(await screen.findByTestId('step-heading')).toHaveTextContent('Información de contacto');
    cleanup();
    renderPage('es', 'lender');
    expect(screen.getByRole('heading', { level: 1, name: 'Solicitar un cambio de cobertura' })).toBeInTheDocument();
    expect(screen.getByText(/^Pida un cambio de cobertura en la póliza de hogar de un prestatario/)).toBeInTheDocument();
  });

  it('in Spanish: the changes step, its sliders and sections, and its refusals', async () => {
    const [, changes, documents] = homeChangeSteps('customer');
    expect([inSpanish(changes!), inSpanish(documents!)]).toEqual(['Cambios solicitados', 'Documentos']);
    renderStep(changes!);
    expect(screen.getByText('Elija los cambios que necesita')).toBeInTheDocument();
    expect(screen.getByText('Marque todos los que correspondan')).toBeInTheDocument();
    await pressForward();
    expect((await screen.findAllByText('Elija al menos un cambio')).length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Actualizar coberturas o deducible' }));
    const coverages = await screen.findByRole('region', { name: 'Coberturas y deducible' });
    expect(within(coverages).getByText('Vivienda (Cobertura A)')).toBeInTheDocument();
    expect(within(coverages).getByText('Protección para la estructura de la vivienda')).toBeInTheDocument();
    expect(within(coverages).getByText('Bienes personales (Cobertura C)')).toBeInTheDocument();
    expect(within(coverages).getByText('Lo que usted paga de su bolsillo en cada reclamo')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Quitar asegurado' }));
    const remove = await screen.findByRole('region', { name: 'Quitar asegurado' });
    expect(within(remove).getByText('Escriba el nombre tal como aparece en la póliza.')).toBeInTheDocument();
    await pressForward();
    expect(await screen.findByText('Corrija los errores de las secciones marcadas')).toBeInTheDocument();
    expect((await screen.findAllByText('El nombre del asegurado que se quita es obligatorio')).length).toBeGreaterThan(0);
    expect((await screen.findAllByText('El apellido del asegurado que se quita es obligatorio')).length).toBeGreaterThan(0);
  });

  it('in Spanish: the documents step names each portal’s types, the lender’s authorization required', async () => {
    renderStep(homeChangeSteps('lender')[2]!, 'lender');
    expect(await screen.findByText(/^Agregue la autorización del prestatario para este cambio/)).toBeInTheDocument();
    expect(screen.getAllByText(/Autorización del prestamista/).length).toBeGreaterThan(0);
  });
});
