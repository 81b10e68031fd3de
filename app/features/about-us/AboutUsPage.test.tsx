import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '@design-system/i18n/Locale';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import { AGENCY } from '@site/agency';
import { textsIn } from '@site/i18n/catalogue';
import type { Locale } from '@site/locales';
import { MEMBER_COMPANIES, memberCompanies } from '../../content/member-companies';
import { AboutUsPage } from './AboutUsPage';

function renderPage(locale: Locale = 'en') {
  return render(
    <DesignSystemProvider>
      <LocaleProvider locale={locale}>
        <MemoryRouter>
          <AboutUsPage />
        </MemoryRouter>
      </LocaleProvider>
    </DesignSystemProvider>,
  );
}

describe('AboutUsPage', () => {
  it('has the hero headline and the ten member companies with what each does', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'The #1 insurtech agency in the USA' })).toBeInTheDocument();
    const companies = within(screen.getByRole('list', { name: 'Our member companies' })).getAllByRole('listitem');
    expect(companies).toHaveLength(10);
    for (const [index, company] of MEMBER_COMPANIES.entries()) {
      expect(within(companies[index]!).getByRole('heading', { level: 3, name: company.name })).toBeInTheDocument();
      expect(companies[index]).toHaveTextContent(company.focus);
    }
    expect(document.title).toBe('About Us | Keystone Insurance Agency');
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('makes the flood claims: 49 states, 10+ carriers, 20+ programs', () => {
    renderPage();
    const flood = screen.getByRole('region', { name: 'Flood insurance is where we started' });
    expect(flood).toHaveTextContent('A flood agency across 49 states');
    const figures = within(flood)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(figures).toEqual(['49states served by our flood agency', '10+flood carriers', '20+flood programs']);
  });

  it('leads on to a quote and to customer service', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'GET A QUOTE' })).toHaveAttribute('href', '/chooseproducts');
    expect(screen.getByRole('link', { name: 'Customer Service' })).toHaveAttribute('href', '/customerservice');
  });

  it('in Spanish: the same companies under their own names, saying what each does in Spanish, and the same flood figures', async () => {
    renderPage('es');
    expect(document.title).toBe(`Quiénes somos | ${AGENCY.name}`);
    expect(screen.getByRole('heading', { level: 1, name: 'La agencia insurtech n.º 1 de EE. UU.' })).toBeInTheDocument();
    const companies = within(screen.getByRole('list', { name: 'Nuestras compañías afiliadas' })).getAllByRole('listitem');
    expect(companies).toHaveLength(10);
    for (const [index, company] of memberCompanies(textsIn('es')).entries()) {
      expect(within(companies[index]!).getByRole('heading', { level: 3, name: MEMBER_COMPANIES[index]!.name })).toBeInTheDocument();
      expect(companies[index]).toHaveTextContent(company.focus);
      expect(companies[index]).toHaveTextContent(company.description);
    }
    expect(companies[0]).toHaveTextContent('Cotizaciones de seguro de hogar para profesionales hipotecarios');
    const flood = screen.getByRole('region', { name: 'Empezamos con los seguros de inundación' });
    expect(
      within(flood)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['49estados atendidos por nuestra agencia de seguros de inundación', '10+aseguradoras de inundación', '20+programas de inundación']);
    expect(screen.getByRole('heading', { level: 2, name: '¿Quiere ver cuánto podría ahorrar?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'COTIZAR' })).toHaveAttribute('href', '/chooseproducts');
    expect(screen.getByRole('link', { name: 'Servicio al cliente' })).toHaveAttribute('href', '/customerservice');
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});
