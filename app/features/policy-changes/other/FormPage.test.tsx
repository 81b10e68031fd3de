/**
 * The other change in Spanish: its page (title, intro, first step), and its details step with the change
 * types and every refusal in Spanish. The English is the spec's (tests/e2e reads it).
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { textsIn } from '@site/i18n/catalogue';
import type { Locale } from '@site/locales';
import { pressForward, renderInLocale, renderStepAlone } from '../../../test-support/render-in-locale';
import { FormPage } from './FormPage';
import { OTHER_CHANGE_STEPS, OTHER_INITIAL_VALUES } from './other-form';

const renderPage = (locale: Locale) => renderInLocale(<FormPage portalType="customer" />, locale);

/** The details step alone, on the shell, in Spanish. */
const renderDetailsStep = () => renderStepAlone(OTHER_CHANGE_STEPS[1]!, OTHER_INITIAL_VALUES);

describe('the other change', () => {
  it('in English: the spec’s words', async () => {
    renderPage('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Other Policy Change Request' })).toBeInTheDocument();
    expect(screen.getByText('Tell us about any other change to your policy. An agent reviews it and contacts you if anything is unclear.')).toBeInTheDocument();
    expect(await screen.findByTestId('step-heading')).toHaveTextContent('Contact Information');
  });

  it('in Spanish: its title, intro and first step', async () => {
    renderPage('es');
    expect(screen.getByRole('heading', { level: 1, name: 'Otra solicitud de cambio de póliza' })).toBeInTheDocument();
    expect(
      screen.getByText('Cuéntenos sobre cualquier otro cambio en su póliza. Un agente lo revisa y se comunica con usted si algo no está claro.'),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('step-heading')).toHaveTextContent('Información de contacto');
  });

  it('in Spanish: the details step, its change types and its refusals', async () => {
    const { label } = OTHER_CHANGE_STEPS[1]!;
    expect(typeof label === 'string' ? label : label(textsIn('es'))).toBe('Detalles del cambio');
    renderDetailsStep();
    for (const field of ['Tipo de cambio', 'Descripción'])
      expect(screen.getByLabelText(new RegExp(`^${field}`), { selector: 'input, textarea' })).toBeInTheDocument();
    expect(screen.getByText('Díganos qué debe cambiar y por qué.')).toBeInTheDocument();
    expect(screen.getByText('Documento de respaldo (opcional)')).toBeInTheDocument();
    await pressForward();
    for (const refusal of ['Seleccione un tipo de cambio', 'Describa los cambios que necesita']) {
      expect((await screen.findAllByText(refusal)).length).toBeGreaterThan(0);
    }
    await userEvent.click(screen.getByLabelText(/^Tipo de cambio/, { selector: 'input' }));
    for (const type of ['Actualización de la póliza', 'Cambio de cobertura', 'Actualización de datos personales', 'Otro']) {
      expect(await screen.findByRole('option', { name: type, hidden: true })).toBeInTheDocument();
    }
  });
});
