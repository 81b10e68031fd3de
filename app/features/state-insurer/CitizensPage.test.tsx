/**
 * The state-insurer letter guidance in both languages: the English as the spec words it, the Spanish with
 * the insurer's name kept (a proper name), every tab, heading, step and button name from the catalogue.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '@design-system/i18n/Locale';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import { AGENCY } from '@site/agency';
import type { Locale } from '@site/locales';
import { routes } from '@site/paths';
import { CitizensPage } from './CitizensPage';

function renderPage(locale: Locale) {
  return render(
    <DesignSystemProvider>
      <LocaleProvider locale={locale}>
        <MemoryRouter>
          <CitizensPage />
        </MemoryRouter>
      </LocaleProvider>
    </DesignSystemProvider>,
  );
}

describe('CitizensPage', () => {
  it('in English: the three letters, each with what to do, and Get Started named by what it uploads', async () => {
    renderPage('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Citizens Policyholder Help' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Customer Service' })).toHaveAttribute('href', routes.customerServicePage());
    expect(screen.getByRole('link', { name: 'Citizens Property Insurance Q&A' })).toBeInTheDocument();
    expect(screen.getByText('Florida homeowners: did you receive a letter from Citizens Property Insurance?')).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Kinds of letter' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'What to do' })).toBeInTheDocument();
    expect(screen.getByText(/no more than 20% above your renewal premium/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Proof of Residency' }));
    expect(await screen.findByRole('link', { name: 'Get Started: Upload proof of residency' })).toHaveAttribute(
      'href',
      routes.customerService.citizensUpload('proofofresidency'),
    );
    expect(screen.getByTestId('affirmation-form-link')).toHaveTextContent(
      'No lease? Download our Policyholder Affirmation Form (PDF), sign it and upload it here.',
    );
  });

  it('in Spanish: the same letters and figures, the insurer named as it names itself', async () => {
    renderPage('es');
    expect(document.title).toBe(`Ayuda para titulares de pólizas de Citizens | ${AGENCY.name}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Ayuda para titulares de pólizas de Citizens' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Servicio al cliente' })).toBeInTheDocument();
    // The banner's question is its own (design-system); who it concerns is ours.
    expect(screen.getByText(/^Propietarios de vivienda en Florida: /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preguntas y respuestas de Citizens Property Insurance' })).toHaveAttribute('href', 'https://www.citizensfla.com/');
    const tabs = screen.getByRole('tablist', { name: 'Tipos de carta' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Despoblación de pólizas', 'Prueba de residencia', 'Prueba de cobertura contra inundaciones']);
    expect(screen.getByRole('heading', { level: 3, name: 'Qué debe hacer' })).toBeInTheDocument();
    expect(screen.getByText(/no es más de un 20% mayor que su prima de renovación/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Prueba de cobertura contra inundaciones' }));
    expect(await screen.findByText(/desde el 1 de enero de 2024 para propiedades de \$600,000 o más/)).toBeInTheDocument();
    const start = screen.getByRole('link', { name: 'Comenzar: Subir declaración de cobertura contra inundaciones' });
    expect(start).toHaveTextContent('Comenzar');
    expect(start).toHaveAttribute('href', routes.customerService.citizensUpload('floodaffirmation'));
  });
});
