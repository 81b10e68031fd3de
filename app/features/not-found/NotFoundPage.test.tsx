/** The not-found page in both languages: its words, the popular pages, the contact card and the search box. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '@design-system/i18n/Locale';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import { AGENCY, AGENCY_HOURS } from '@site/agency';
import type { Locale } from '@site/locales';
import { NotFoundPage } from './NotFoundPage';

function Home() {
  const { search } = useLocation();
  return <p data-testid="home">{search}</p>;
}

function renderPage(locale: Locale) {
  return render(
    <DesignSystemProvider>
      <LocaleProvider locale={locale}>
        <MemoryRouter initialEntries={['/no-such-page']}>
          <Routes>
            <Route path="/" element={<Home />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </MemoryRouter>
      </LocaleProvider>
    </DesignSystemProvider>,
  );
}

describe('NotFoundPage', () => {
  it('in English: the words as the spec gives them', async () => {
    renderPage('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe(`Page Not Found | ${AGENCY.name}`);
    expect(screen.getByRole('searchbox', { name: 'Search our site' })).toHaveAttribute('placeholder', 'e.g. flood insurance');
    const popular = screen.getByRole('region', { name: 'Popular pages' });
    expect(
      within(popular)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Get a QuoteCompare rates from top-rated insurers.', '/chooseproducts'],
      ['Customer ServicePayments, claims and policy changes.', '/customerservice'],
      ['About UsWho we are and the companies we work with.', '/aboutus'],
      ['Our ProductsHome, auto, flood, life and more.', '/chooseproducts'],
    ]);
    expect(screen.getByRole('heading', { name: 'Need help? Contact us' })).toBeInTheDocument();
    expect(screen.getByText(`Phone ${AGENCY.hours.phone}`)).toBeInTheDocument();
    expect(screen.getByText(AGENCY.emailReplyPromise)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search our site' }), 'umbrella');
    await userEvent.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('home')).toHaveTextContent('?search=umbrella');
  });

  it('in Spanish: every word from its catalogue, the hours as the Spanish pages give them', async () => {
    renderPage('es');
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(document.title).toBe(`Página no encontrada | ${AGENCY.name}`);
    expect(screen.getByText(/Es posible que la página que busca se haya movido/)).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Buscar en nuestro sitio' });
    expect(search).toHaveAttribute('placeholder', 'p. ej., seguro de inundación');
    const popular = screen.getByRole('region', { name: 'Páginas populares' });
    expect(
      within(popular)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['CotizarCompare tarifas de aseguradoras de primer nivel.', '/chooseproducts'],
      ['Servicio al clientePagos, reclamos y cambios de póliza.', '/customerservice'],
      ['Quiénes somosQuiénes somos y las compañías con las que trabajamos.', '/aboutus'],
      ['Nuestros productosHogar, auto, inundación, vida y más.', '/chooseproducts'],
    ]);
    expect(screen.getByRole('heading', { name: '¿Necesita ayuda? Comuníquese con nosotros' })).toBeInTheDocument();
    expect(screen.getByText(`Teléfono: ${AGENCY_HOURS.es.phone}`)).toBeInTheDocument();
    expect(screen.getByText('Respondemos en un plazo de 24 horas.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await userEvent.type(search, 'inundación');
    await userEvent.click(within(screen.getByRole('search')).getByRole('button', { name: 'Buscar' }));
    expect(screen.getByTestId('home')).toHaveTextContent('?search=inundaci');
  });
});
