/**
 * The auto change in Spanish: its page (title, intro, first step with its refusal), the changes step (its
 * kinds of change, each card's title, fields and refusals) and the documents step in Spanish. The English is
 * the spec's (tests/e2e reads it).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FormShellStep } from '@design-system/FormShell';
import { textsIn } from '@site/i18n/catalogue';
import type { Locale } from '@site/locales';
import { autoChangeSteps } from './auto-form';
import { autoInitialValues, type AutoChangeValues } from './auto-values';
import { pressForward, renderInLocale, renderStepAlone } from '../../../test-support/render-in-locale';
import { FormPage } from './FormPage';

const renderPage = (locale: Locale) => renderInLocale(<FormPage portalType="customer" />, locale);

/** One step alone, on the shell, in Spanish. */
const renderStep = (step: FormShellStep<AutoChangeValues>) => renderStepAlone(step, autoInitialValues());

const inSpanish = ({ label }: FormShellStep<AutoChangeValues>) => (typeof label === 'string' ? label : label(textsIn('es')));

describe('the auto change', () => {
  it('in English: the spec’s words', async () => {
    renderPage('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Auto Policy Change Request' })).toBeInTheDocument();
    expect(await screen.findByTestId('step-heading')).toHaveTextContent('Policy Information');
    expect(screen.getByPlaceholderText('Full name as it appears on policy')).toBeInTheDocument();
  });

  it('in Spanish: its title, intro and first step, refused in Spanish', async () => {
    renderPage('es');
    expect(screen.getByRole('heading', { level: 1, name: 'Solicitud de cambio en su póliza de auto' })).toBeInTheDocument();
    expect(screen.getByText(/^Agregue o quite un vehículo o un conductor, actualice su dirección/)).toBeInTheDocument();
    expect(await screen.findByTestId('step-heading')).toHaveTextContent('Información de la póliza');
    for (const field of ['Número de póliza', 'Correo electrónico', 'Nombre del titular de la póliza']) {
      expect(screen.getByLabelText(new RegExp(`^${field}`), { selector: 'input' })).toBeInTheDocument();
    }
    expect(screen.getByPlaceholderText('Nombre completo tal como aparece en la póliza')).toBeInTheDocument();
    await pressForward();
    expect((await screen.findAllByText('El nombre del titular de la póliza es obligatorio')).length).toBeGreaterThan(0);
  });

  it('in Spanish: the changes step, each change’s card and its refusals', async () => {
    const steps = autoChangeSteps('customer');
    expect(steps.map(inSpanish)).toEqual(['Información de la póliza', 'Cambios solicitados', 'Documentos', 'Revisar y enviar']);
    renderStep(steps[1]!);
    expect(screen.getByText('¿Qué le gustaría cambiar?')).toBeInTheDocument();
    expect(screen.getByTestId('changes-empty')).toHaveTextContent('Elija arriba un tipo de cambio para agregar los detalles.');
    await pressForward();
    expect((await screen.findAllByText('Agregue al menos un cambio')).length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: 'Agregar conductor' }));
    await userEvent.click(screen.getByRole('button', { name: 'Agregar conductor' }));
    const first = screen.getByRole('region', { name: 'Agregar conductor 1' });
    expect(within(first).getByRole('button', { name: 'Quitar Agregar conductor 1' })).toBeInTheDocument();
    for (const field of ['Nombre', 'Apellido', 'Número de licencia', 'Estado de la licencia', 'Relación con el titular de la póliza']) {
      expect(within(first).getByLabelText(new RegExp(`^${field}`), { selector: 'input' })).toBeInTheDocument();
    }
    expect(within(first).getByText('Fecha de nacimiento')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Agregar conductor 2' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Actualizar dirección' }));
    const address = screen.getByRole('region', { name: 'Actualizar dirección' });
    expect(within(address).getByRole('checkbox', { name: 'La dirección postal es la misma donde se guarda el vehículo' })).toBeChecked();
    await pressForward();
    for (const refusal of [
      'El nombre es obligatorio',
      'El número de licencia es obligatorio',
      'La dirección es obligatoria',
      'El código postal es obligatorio',
    ]) {
      expect((await screen.findAllByText(refusal)).length).toBeGreaterThan(0);
    }
    await userEvent.click(within(address).getByRole('checkbox'));
    expect(within(address).getByLabelText(/^Calle de la dirección postal/, { selector: 'input' })).toBeInTheDocument();
  });

  it('in Spanish: the documents step names the auto document types', async () => {
    renderStep(autoChangeSteps('customer')[2]!);
    expect(
      await screen.findByText('Los documentos nos ayudan a hacer el cambio más rápido. No necesita ninguno para enviar su solicitud.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/Licencia de conducir/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Registro del vehículo/).length).toBeGreaterThan(0);
  });
});
