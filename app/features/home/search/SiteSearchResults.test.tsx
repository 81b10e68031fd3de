/**
 * The site search in both languages, as the home page shows it (/?search=..., /es/?search=...): its results and
 * its own words in the page's language, its links kept in Spanish (the app's links keep the router's /es), and
 * in the pseudo-locale no word outside the catalogues, results and "none" alike.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '@design-system/i18n/Locale';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import { AGENCY } from '@site/agency';
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoMessagesOf } from '@site/i18n/pseudo-locale';
import type { Locale } from '@site/locales';
import { RouterLink } from '../../../RouterLink';
import { HomePage } from '../HomePage';

/** The search is a lazy chunk carrying every guide's words: the first test to load it waits for Vitest to transform it. */
const LAZY_CHUNK_LOADED = { timeout: 25_000 };

function Location() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** The home page at an address of the app's router: under /es (its base) in Spanish, as the app's router has it. */
function renderAt(url: string, locale: Locale, pseudo = false) {
  const base = locale === 'es' ? '/es' : '';
  return render(
    <DesignSystemProvider linkComponent={RouterLink}>
      <LocaleProvider locale={locale} messagesOf={pseudo ? pseudoMessagesOf : undefined}>
        <MemoryRouter basename={base || undefined} initialEntries={[`${base}${url}`]}>
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="*" element={null} />
          </Routes>
          <Location />
        </MemoryRouter>
      </LocaleProvider>
    </DesignSystemProvider>,
  );
}

describe('the site search in Spanish', () => {
  it('finds Spanish words without their accents, and says so in Spanish', async () => {
    renderAt('/?search=poliza', 'es');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Resultados de búsqueda para "poliza"' }, LAZY_CHUNK_LOADED);
    expect(heading).toBeInTheDocument();
    expect(document.title).toBe(`Resultados de búsqueda para "poliza" | ${AGENCY.name}`);
    const results = screen.getByRole('list', { name: 'Resultados de búsqueda para "poliza"' });
    const links = within(results).getAllByRole('link');
    expect(links.length).toBeGreaterThan(1);
    expect(screen.getByRole('status')).toHaveTextContent(`${links.length} páginas coinciden.`);
    // Every result leads to the Spanish page.
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/es\//);
    const policySearch = links.find((link) => link.getAttribute('href') === '/es/customerservice/policy-search')!;
    expect(policySearch).toHaveTextContent('Servicio al clienteBúsqueda de pólizasBusque una póliza por su número de póliza o por el nombre del cliente.');
    // The word found is marked as written: "póliza", not only "poliza".
    expect([...results.querySelectorAll('mark')].map((mark) => mark.textContent?.toLowerCase())).toContain('póliza');
    expect(screen.getByRole('searchbox', { name: 'Buscar en nuestro sitio' })).toHaveAttribute('placeholder', 'p. ej., seguro contra inundaciones');
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Borrar la búsqueda' })).toHaveAttribute('href', '/es');
  });

  it('counts one page in the singular', async () => {
    renderAt('/?search=quienes%20somos', 'es');
    expect(await screen.findByRole('status', {}, LAZY_CHUNK_LOADED)).toHaveTextContent(/^1 página coincide\.$/);
    expect(within(screen.getByRole('list', { name: /Resultados de búsqueda/ })).getByRole('link')).toHaveAttribute('href', '/es/aboutus');
  });

  it('says in Spanish when nothing matches, and suggests Spanish searches and pages', async () => {
    renderAt('/?search=zzzz', 'es');
    expect(await screen.findByText('Ninguna página coincide con "zzzz".', {}, LAZY_CHUNK_LOADED)).toHaveAttribute('role', 'status');
    const none = within(screen.getByTestId('search-no-results'));
    expect(none.getByText('Revise la ortografía, pruebe con una palabra más corta o pruebe una de estas búsquedas:')).toBeInTheDocument();
    expect(none.getByText('O vaya directamente a una página popular')).toBeInTheDocument();
    expect(none.getByRole('link', { name: 'Servicio al cliente' })).toHaveAttribute('href', '/es/customerservice');
    expect(none.getByRole('link', { name: 'Cotizar' })).toHaveAttribute('href', '/es/chooseproducts');
    expect(none.getByRole('link', { name: 'Quiénes somos' })).toHaveAttribute('href', '/es/aboutus');
    expect(none.getByRole('link', { name: 'cambio de póliza' })).toHaveAttribute('href', '/es?search=cambio+de+p%C3%B3liza');
    await userEvent.click(none.getByRole('link', { name: 'inundación' }));
    // The router's own address, under its base (/es).
    expect(screen.getByTestId('location')).toHaveTextContent('/?search=inundaci%C3%B3n');
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados de búsqueda para "inundación"' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: /Resultados de búsqueda/ })).getAllByRole('link')[0]).toHaveAttribute('href', '/es/products/floodinsurance');
  });

  it('searches again in Spanish from its own box', async () => {
    renderAt('/?search=zzzz', 'es');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Buscar en nuestro sitio' }, LAZY_CHUNK_LOADED), 'mascotas{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/?search=mascotas');
    expect(within(screen.getByRole('list', { name: /Resultados de búsqueda/ })).getAllByRole('link')[0]).toHaveAttribute('href', '/es/products/petinsurance');
  });
});

describe('the site search in English', () => {
  it('is as it was', async () => {
    renderAt('/?search=flood', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for "flood"' }, LAZY_CHUNK_LOADED)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^\d+ pages match\.$/);
    const results = screen.getByRole('list', { name: 'Search results for "flood"' });
    expect(within(results).getAllByRole('link')[0]).toHaveAttribute('href', '/products/floodinsurance');
    expect(within(results).getAllByText('Product guide').length).toBeGreaterThan(0);
    expect(screen.getByRole('searchbox', { name: 'Search our site' })).toHaveAttribute('placeholder', 'e.g. flood insurance');
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });
});

/** The search section's words outside the pseudo-locale's brackets (as app/routes/pseudo-locale.test.tsx finds them). */
function wordsOutsideCatalogues(root: HTMLElement): string[] {
  const innermost = new RegExp(`${PSEUDO_OPEN}[^${PSEUDO_OPEN}${PSEUDO_CLOSE}]*${PSEUDO_CLOSE}`, 'gu');
  const unbracketed = (text: string) => {
    let rest = text;
    for (let previous = ''; previous !== rest;) [previous, rest] = [rest, rest.replace(innermost, ' ')];
    return /\p{L}/u.test(rest) ? [rest.trim()] : [];
  };
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement!.closest('script, style')) found.push(...unbracketed(node.textContent ?? ''));
  }
  for (const element of root.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
    for (const attribute of ['aria-label', 'alt', 'title', 'placeholder']) found.push(...unbracketed(element.getAttribute(attribute) ?? ''));
  }
  return found;
}

describe('the site search in the pseudo-locale', () => {
  it.each([
    ['results', '/?search=insurance'],
    ['no results', '/?search=zzzz'],
  ])('has no word outside the catalogues (%s)', async (_state, url) => {
    renderAt(url, 'en', true);
    const heading = await screen.findByRole('heading', { level: 1 }, LAZY_CHUNK_LOADED);
    expect(heading.textContent).toContain(PSEUDO_OPEN);
    const section = heading.closest('section')!;
    if (url.endsWith('insurance')) expect(within(section).getAllByRole('link').length).toBeGreaterThan(10);
    expect(wordsOutsideCatalogues(section)).toEqual([]);
  });
});
