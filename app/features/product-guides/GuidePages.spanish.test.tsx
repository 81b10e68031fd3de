/**
 * The product guides and the pet page in Spanish (issue 26): every word from a catalogue, so the Spanish page
 * reads in Spanish and the pseudo-locale finds no word outside one; the facts are the English ones
 * (app/content/guides/guides-in-spanish.test.ts compares them).
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '@design-system/i18n/Locale';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import { AGENCY } from '@site/agency';
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoMessagesOf } from '@site/i18n/pseudo-locale';
import { GuideRoute } from './GuideRoute';
import { PetInsurancePage } from './pet-page/PetInsurancePage';

vi.mock('../../errors/global-handlers', () => ({ reportRenderError: vi.fn(async () => {}) }));

/** Rendered inside an awaited act, so React retries the page once its guide's chunk has loaded. */
async function renderAt(path: string, pseudo = false) {
  let container: HTMLElement | undefined;
  await act(async () => {
    ({ container } = render(
      <DesignSystemProvider>
        <LocaleProvider locale={pseudo ? 'en' : 'es'} messagesOf={pseudo ? pseudoMessagesOf : undefined}>
          <MemoryRouter initialEntries={[path]}>
            <Suspense fallback={<p>Loading</p>}>
              <Routes>
                <Route path="/products/pet-insurance" element={<PetInsurancePage />} />
                <Route path="/products/:productType" element={<GuideRoute />} />
              </Routes>
            </Suspense>
          </MemoryRouter>
        </LocaleProvider>
      </DesignSystemProvider>,
    ));
  });
  return container!;
}

const breadcrumb = () => screen.getByRole('navigation', { name: 'Ruta de navegación' }).textContent?.replace(/\s+/g, ' ').trim();

describe('the guides in Spanish', () => {
  it('the flood guide: its banner, breadcrumb, navigation, sections, questions, state-insurer banner and call to action', async () => {
    await renderAt('/products/floodinsurance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seguro contra inundaciones' }, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Seguro contra inundaciones: guía | ${AGENCY.name}`));
    expect(screen.getByText('Guía de seguros')).toBeInTheDocument();
    expect(breadcrumb()).toBe('Seguros > Seguro contra inundaciones');
    expect(screen.getByRole('link', { name: 'COTIZAR' })).toHaveAttribute('href', '/quotes/flood-insurance?productType=Flood+Insurance');
    const sideNav = document.querySelector<HTMLElement>('nav[aria-labelledby]')!;
    expect(sideNav).toHaveTextContent(/^En esta página/);
    expect(within(sideNav).getByRole('link', { name: 'Zonas de inundación' })).toHaveAttribute('href', '#good-to-know');
    expect(screen.getByRole('heading', { level: 2, name: 'Cómo conseguir la mejor tarifa' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '¿Qué cubre el seguro contra inundaciones?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Normalmente no cubre' })).toBeInTheDocument();
    // A tip: its title and its text, each shown on its own.
    const bestRate = document.querySelector<HTMLElement>('section#best-rate')!;
    expect(within(bestRate).getByText('Cómprelo antes de necesitarlo')).toBeInTheDocument();
    expect(within(bestRate).getByText(/^La mayoría de las pólizas del NFIP tardan 30 días/)).toBeInTheDocument();
    // The figures are the English ones.
    expect(document.querySelector('section#types')).toHaveTextContent('hasta $250,000 para la estructura y hasta $100,000 para su contenido');
    expect(screen.getByRole('heading', { level: 3, name: 'Zonas de alto riesgo: A, AE, A1-30, AH, AO, V, VE y V1-30' })).toBeInTheDocument();
    const questions = screen.getByRole('region', { name: 'Preguntas frecuentes: Seguro contra inundaciones' });
    expect(within(questions).getByRole('heading', { level: 3, name: '¿Cuánto tarda en entrar en vigor una póliza de inundación?' })).toBeInTheDocument();
    expect(questions).toHaveTextContent('hasta el 10 por ciento de su límite de edificio a un garaje independiente');
    const stateInsurer = screen.getByRole('complementary', { name: 'Cartas de Citizens Property Insurance' });
    expect(stateInsurer).toHaveTextContent('Propietarios de vivienda en Florida: ¿recibió una carta de Citizens Property Insurance?');
    const related = screen.getByRole('region', { name: 'Productos relacionados' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Seguro de hogar', 'Seguro de auto', 'Seguro de vida', 'Seguro de responsabilidad civil adicional (umbrella)', 'Medicare']);
    const cta = screen.getByRole('region', { name: 'VEA CÓMO SE SUMAN SUS AHORROS.' });
    expect(within(cta).getByRole('link', { name: 'Cotizar' })).toHaveAttribute('href', '/chooseproducts');
  });

  it("the sticky bar's Menu and Close", async () => {
    await renderAt('/products/homeinsurance');
    await screen.findByRole('heading', { level: 1, name: 'Seguro de hogar' }, { timeout: 5_000 });
    const bar = screen.getByTestId('guide-mobile-bar');
    await userEvent.click(within(bar).getByRole('button', { name: 'Menú' }));
    expect(within(bar).getByRole('button', { name: 'Cerrar' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(bar).getByRole('navigation', { hidden: true, name: 'En esta página' })).toBeInTheDocument();
  });

  it.each([
    ['autoinsurance', 'Seguro de auto', 'Preguntas frecuentes: Seguro de auto'],
    ['lifeinsurance', 'Seguro de vida', 'Preguntas frecuentes: Seguro de vida'],
    ['businessinsurance', 'Seguro comercial', 'Preguntas frecuentes: Seguro comercial'],
    ['petinsurance', 'Seguro para mascotas', 'Preguntas frecuentes: Seguro para mascotas'],
    ['umbrellainsurance', 'Seguro de responsabilidad civil adicional (umbrella)', 'Preguntas frecuentes: Seguro de responsabilidad civil adicional (umbrella)'],
    ['medicare', 'Medicare', 'Preguntas frecuentes: Medicare'],
  ])('/products/%s is the %s guide', async (type, heading, questions) => {
    await renderAt(`/products/${type}`);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5_000 })).toBeInTheDocument();
    expect(breadcrumb()).toBe(`Seguros > ${heading}`);
    expect(screen.getByRole('region', { name: questions })).toBeInTheDocument();
  });

  it('the generic guide names the product in Spanish', async () => {
    await renderAt('/products/boatinsurance');
    expect(screen.getByRole('heading', { level: 1, name: 'Seguro de embarcaciones' })).toBeInTheDocument();
    expect(breadcrumb()).toBe('Seguros > Seguro de embarcaciones');
    expect(screen.getByRole('heading', { level: 2, name: '¿Qué es el seguro de embarcaciones?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '¿Qué influye en el precio del seguro de embarcaciones?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'COTIZAR' })).toHaveAttribute('href', '/quotes/boat?productType=Boat+Insurance');
  });

  it('the pet page', async () => {
    await renderAt('/products/pet-insurance');
    expect(screen.getByRole('heading', { level: 1, name: 'Seguro para mascotas' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Seguro para mascotas | ${AGENCY.name}`));
    expect(breadcrumb()).toBe('Seguros > Seguro para mascotas');
    expect(screen.getByRole('heading', { level: 2, name: 'Cuide a su mascota sin preocupaciones' })).toBeInTheDocument();
    expect(screen.getByText(/el 70, el 80 o el 90 por ciento/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Dibujo de un perro y un gato felices, uno al lado del otro' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lea nuestra guía completa del seguro para mascotas' })).toHaveAttribute('href', '/products/petinsurance');
    expect(screen.getByRole('link', { name: 'COTIZAR' })).toHaveAttribute('href', '/quotes/pet?productType=Pet+Insurance');
  });
});

/** The text a person meets outside the catalogues (as app/routes/pseudo-locale.test.tsx reads it), names aside. */
function wordsOutsideCatalogues(root: HTMLElement): string[] {
  const innermost = new RegExp(`${PSEUDO_OPEN}[^${PSEUDO_OPEN}${PSEUDO_CLOSE}]*${PSEUDO_CLOSE}`, 'gu');
  const unbracketed = (text: string) => {
    let rest = text;
    for (let previous = ''; previous !== rest;) [previous, rest] = [rest, rest.replace(innermost, ' ')];
    rest = rest.replaceAll('Citizens Property Insurance', ' ');
    return /\p{L}/u.test(rest) ? [rest.trim()] : [];
  };
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (!node.parentElement?.closest('script, style')) found.push(...unbracketed(node.textContent ?? ''));
  for (const element of root.querySelectorAll('[aria-label], [alt], [title], [placeholder]'))
    for (const attribute of ['aria-label', 'alt', 'title', 'placeholder']) found.push(...unbracketed(element.getAttribute(attribute) ?? ''));
  return found;
}

describe('the guides in the pseudo-locale', () => {
  it.each(['/products/floodinsurance', '/products/homeinsurance', '/products/medicare', '/products/boatinsurance', '/products/pet-insurance'])(
    '%s shows no word outside the catalogues, its menu opened',
    async (path) => {
      const container = await renderAt(path, true);
      const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 });
      expect(heading.textContent).toContain(PSEUDO_OPEN);
      const bar = screen.queryByTestId('guide-mobile-bar');
      if (bar) await userEvent.click(within(bar).getByRole('button'));
      expect(wordsOutsideCatalogues(container)).toEqual([]);
    },
  );
});
