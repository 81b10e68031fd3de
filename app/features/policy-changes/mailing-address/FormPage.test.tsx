/**
 * The mailing address change in Spanish: its page (title, intro, first step), and its address step with the
 * states named in Spanish and every refusal in Spanish. The English is the spec's (tests/e2e reads it).
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { textsIn } from '@site/i18n/catalogue';
import type { Locale } from '@site/locales';
import { pressForward, renderInLocale, renderStepAlone } from '../../../test-support/render-in-locale';
import { FormPage } from './FormPage';
import { MAILING_ADDRESS_INITIAL_VALUES, MAILING_ADDRESS_STEPS } from './mailing-address-form';

const renderPage = (locale: Locale) => renderInLocale(<FormPage portalType="customer" />, locale);

/** The new address step alone, on the shell, in Spanish. */
const renderAddressStep = () => renderStepAlone(MAILING_ADDRESS_STEPS[1]!, MAILING_ADDRESS_INITIAL_VALUES);

describe('the mailing address change', () => {
  it('in English: the spec’s words', async () => {
    renderPage('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Mailing Address Change Request' })).toBeInTheDocument();
    expect(screen.getByText('Tell us where to send your policy documents and bills from now on.')).toBeInTheDocument();
    expect(await screen.findByTestId('step-heading')).toHaveTextContent('Contact Information');
  });

  it('in Spanish: its title, intro and first step', async () => {
    renderPage('es');
    expect(screen.getByRole('heading', { level: 1, name: 'Solicitud de cambio de dirección postal' })).toBeInTheDocument();
    expect(screen.getByText('Díganos adónde enviar de ahora en adelante los documentos y las facturas de su póliza.')).toBeInTheDocument();
    expect(await screen.findByTestId('step-heading')).toHaveTextContent('Información de contacto');
  });

  it('in Spanish: the address step, its states named in Spanish and its refusals', async () => {
    const { label } = MAILING_ADDRESS_STEPS[1]!;
    expect(typeof label === 'string' ? label : label(textsIn('es'))).toBe('Nueva dirección postal');
    renderAddressStep();
    for (const label of ['Dirección', 'Ciudad', 'Estado', 'Código postal'])
      expect(screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' })).toBeInTheDocument();
    await pressForward();
    for (const refusal of ['La dirección es obligatoria', 'La ciudad es obligatoria', 'Seleccione un estado', 'El código postal es obligatorio']) {
      expect((await screen.findAllByText(refusal)).length).toBeGreaterThan(0);
    }
    await userEvent.click(screen.getByLabelText(/^Estado/, { selector: 'input' }));
    expect(await screen.findByRole('option', { name: 'NY - Nueva York', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'FL - Florida', hidden: true })).toBeInTheDocument();
  });
});
