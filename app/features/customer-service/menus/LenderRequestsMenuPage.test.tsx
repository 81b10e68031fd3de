/**
 * The Lender Requests menu in both languages: its own words (title, intro, the coverage card, the borrower's
 * authorization reminder, the policyholder's way out) from its catalogues, and the described forms' cards in
 * their descriptors' words, said through the contract words' table (contracts/i18n/lender-words.ts).
 */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LENDER_WORDS_IN_SPANISH } from '@contracts/i18n/lender-words';
import { LocaleProvider } from '@design-system/i18n/Locale';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import { AGENCY } from '@site/agency';
import type { Locale } from '@site/locales';
import { routes } from '@site/paths';
import { LenderRequestsMenuPage } from './LenderRequestsMenuPage';

/** A contract word as the Spanish page shows it (contracts/i18n/lender-words.ts). */
const contractWord = (english: string) => LENDER_WORDS_IN_SPANISH[english]!;

function renderPage(locale: Locale) {
  return render(
    <DesignSystemProvider>
      <LocaleProvider locale={locale}>
        <MemoryRouter>
          <LenderRequestsMenuPage />
        </MemoryRouter>
      </LocaleProvider>
    </DesignSystemProvider>,
  );
}

/** Each card: its link's title and description. */
const cards = () =>
  within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((link) => [...link.querySelectorAll('p')].map((line) => line.textContent));

describe('LenderRequestsMenuPage', () => {
  it('in English: the spec’s words, the cards in order, the reminder and the way back', () => {
    renderPage('en');
    expect(document.title).toBe(`Lender Service Portal | ${AGENCY.name}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Lender Service Portal' })).toBeInTheDocument();
    expect(screen.getByText('Secure access to policy information for mortgagees and banking institutions.')).toBeInTheDocument();
    expect(screen.getByText("Important: You must upload a borrower's authorization form to make changes on behalf of your customer.")).toBeInTheDocument();
    expect(cards()).toEqual([
      ['Mortgagee Change', 'Add or update your institution as mortgagee on a borrower’s policy.'],
      ['Request Coverage Change', 'Ask for a coverage change your loan requires, such as a higher dwelling limit.'],
      ['Request Proof of Insurance', 'Get evidence of insurance for a borrower’s policy, sent by e-mail or fax.'],
    ]);
    expect(screen.getByRole('link', { name: 'Back to Customer Service' })).toHaveAttribute('href', routes.customerServicePage());
    const footer = screen.getByRole('link', { name: 'customer service options' }).closest('p')!;
    expect(footer).toHaveTextContent(/^Are you a policyholder\? Please use the customer service options instead\.$/);
  });

  it('in Spanish: every word from a catalogue or the contract words’ table', () => {
    renderPage('es');
    expect(document.title).toBe(`Portal de servicio para prestamistas | ${AGENCY.name}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Portal de servicio para prestamistas' })).toBeInTheDocument();
    expect(screen.getByText('Acceso seguro a la información de pólizas para acreedores hipotecarios e instituciones bancarias.')).toBeInTheDocument();
    expect(
      screen.getByText('Importante: Para hacer cambios en nombre de su cliente, debe subir un formulario de autorización del prestatario.'),
    ).toBeInTheDocument();
    expect(cards()).toEqual([
      [contractWord('Mortgagee Change'), contractWord('Add or update your institution as mortgagee on a borrower’s policy.')],
      ['Solicitar un cambio de cobertura', 'Pida el cambio de cobertura que exige su préstamo, como un límite de cobertura de vivienda más alto.'],
      [contractWord('Request Proof of Insurance'), contractWord('Get evidence of insurance for a borrower’s policy, sent by e-mail or fax.')],
    ]);
    expect(screen.getByRole('link', { name: 'Volver a Servicio al cliente' })).toHaveAttribute('href', routes.customerServicePage());
    const footer = screen.getByRole('link', { name: 'opciones de servicio al cliente' }).closest('p')!;
    expect(footer).toHaveTextContent(/^¿Es titular de una póliza\? En lugar de este portal, use las opciones de servicio al cliente\.$/);
  });

  it('the contract words’ table has the Spanish of every card the descriptors give this menu', () => {
    expect(
      ['Mortgagee Change', 'Add or update your institution as mortgagee on a borrower’s policy.', 'Request Proof of Insurance'].map(
        (english) => LENDER_WORDS_IN_SPANISH[english],
      ),
    ).toEqual([
      'Cambio de acreedor hipotecario',
      'Agregue o actualice a su institución como acreedor hipotecario en la póliza de un prestatario.',
      'Solicitar una constancia de seguro',
    ]);
  });
});
