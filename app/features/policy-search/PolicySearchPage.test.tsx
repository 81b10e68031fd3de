import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPolicySearchResult, TVerifyPolicyResponse } from '@contracts/policies';
import { LocaleProvider } from '@design-system/i18n/Locale';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import { AGENCY } from '@site/agency';
import { translatorFor } from '@site/i18n/catalogue';
import type { Locale } from '@site/locales';
import { POLICY_SEARCH_TEXT } from './content';
import { PolicySearchPage } from './PolicySearchPage';

const result = (index: number): TPolicySearchResult => ({
  policy_id: index,
  policy_number: `••••${String(1000 + index)}`,
  customer_name: `Customer ${index}`,
  policy_type: 'Home',
  status: index % 2 ? 'Pending' : 'Active',
  start_date: '2026-02-14',
  city: 'Tampa',
  state: 'FL',
});

const page = (page: number, total: number): TVerifyPolicyResponse => {
  const from = (page - 1) * 10;
  return { policyInfo: Array.from({ length: Math.min(10, total - from) }, (_, i) => result(from + i + 1)), total, page, pageSize: 10 };
};

type SearchAnswer = (body: Record<string, unknown>) => Response | Promise<Response>;

/** The API as the page sees it: a CSRF token, error reports accepted, and searches answered by `answer`. */
function stubApi(answer: SearchAnswer) {
  const searches: Record<string, unknown>[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith('/api/csrf-token'))
      return new Response(JSON.stringify({ token: 'a.b' }), { status: 200, headers: { 'content-type': 'application/json' } });
    if (url.endsWith('/api/verify-policy')) {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      searches.push(body);
      return answer(body);
    }
    return new Response('{"success":true}', { status: 201, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return searches;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPage(locale: Locale = 'en') {
  return render(
    <DesignSystemProvider>
      <LocaleProvider locale={locale}>
        <MemoryRouter>
          <PolicySearchPage />
        </MemoryRouter>
      </LocaleProvider>
    </DesignSystemProvider>,
  );
}

/** The form's fields by their ids (their labels are the form's own, PolicyProofForm's). */
const field = (name: 'policyNumber' | 'lastName' | 'customerName' | 'zip') => document.getElementById(`policy-search-${name}`)!;

afterEach(() => vi.unstubAllGlobals());

describe('PolicySearchPage', () => {
  it("runs no search until both fields of the tab are given, asking for each in the contract's words", async () => {
    const user = userEvent.setup();
    const searches = stubApi(() => json(200, page(1, 0)));
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Policy number is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Policy number' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Policy number' }), 'ho30000050{Enter}');
    expect(screen.queryByText('Policy number is required')).toBeNull();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveFocus();

    await user.click(screen.getByRole('tab', { name: 'Customer Name' }));
    expect(screen.queryByText('Last name is required')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Customer name' }), 'Okafor');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '3140{Enter}');
    expect(screen.getByText('Please enter the first and last name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid ZIP code')).toBeInTheDocument();
    expect(searches).toEqual([]);
  });

  it('asks the server for each page of 10, says which results are shown, and reads a masked number as such', async () => {
    const user = userEvent.setup();
    const searches = stubApi((body) => json(200, page(Number(body.page), 12)));
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'Customer Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Customer name' }), 'Smith, John');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '33602{Enter}');
    expect(await screen.findByText('Showing 1 to 10 of 12 results')).toBeInTheDocument();
    // The table and the cards (one of them hidden by width) both show the customer's name, the date as MM/DD/YYYY and the place.
    expect(screen.getAllByText('Customer 1')).toHaveLength(2);
    expect(screen.getAllByText('02/14/2026').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Tampa, FL').length).toBeGreaterThan(0);
    const firstNumber = screen.getByTestId('policy-results-table').querySelector('tbody td');
    expect(firstNumber?.textContent).toBe('Policy number ending in ••••1001');
    expect(firstNumber?.querySelector('[aria-hidden]')?.textContent).toBe('••••');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11 to 12 of 12 results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(searches).toEqual([
      { customerName: 'Smith, John', zip: '33602', page: 1 },
      { customerName: 'Smith, John', zip: '33602', page: 2 },
    ]);
  });

  it('shows the empty text when nothing matches', async () => {
    const user = userEvent.setup();
    stubApi(() => json(200, page(1, 0)));
    renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Policy number' }), 'zz9');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Nobody{Enter}');
    expect(await screen.findByText('No policies found matching your search criteria.')).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).toBeNull();
  });

  it("shows the server's error field, else the spec's words, and empties the results", async () => {
    const user = userEvent.setup();
    let answer: SearchAnswer = () => json(200, page(1, 3));
    stubApi((body) => answer(body));
    renderPage();
    const input = screen.getByRole('textbox', { name: 'Policy number' });
    await user.type(input, 'ho1');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Smith{Enter}');
    expect(await screen.findByText('Showing 1 to 3 of 3 results')).toBeInTheDocument();
    expect(input).toHaveValue('HO1');

    answer = () => json(429, { error: 'You are searching too quickly. Please wait a moment and try again.', message: 'x' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('You are searching too quickly. Please wait a moment and try again.')).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).toBeNull();
    expect(screen.queryByText('Customer 1')).toBeNull();

    answer = () => json(500, { message: 'An unexpected error occurred.' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('An error occurred while searching for policies.')).toBeInTheDocument();

    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('tab', { name: 'Customer Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Customer name' }), 'John Smith');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '33602{Enter}');
    await waitFor(() => expect(screen.getByText('An error occurred while searching for policies.')).toBeInTheDocument());
  });

  describe('in Spanish', () => {
    it('says the page, its results, their type, date and masked numbers, and its paging in Spanish', async () => {
      const user = userEvent.setup();
      stubApi((body) => json(200, page(Number(body.page), 12)));
      renderPage('es');
      expect(document.title).toBe(`Búsqueda de pólizas | ${AGENCY.name}`);
      expect(screen.getByRole('heading', { level: 1, name: 'Búsqueda de pólizas' })).toBeInTheDocument();
      expect(screen.getByText('Busque su póliza por su número y su apellido, o por su nombre y su código postal.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Volver a Servicio al cliente/ })).toHaveAttribute('href', '/customerservice');
      await user.click(screen.getAllByRole('tab')[1]!);
      await user.type(field('customerName'), 'Smith, John');
      await user.type(field('zip'), '33602');
      await user.click(screen.getByRole('button', { name: 'Buscar' }));
      expect(await screen.findByText('Resultados 1 a 10 de 12')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Resultados de la búsqueda' })).toBeInTheDocument();
      const table = screen.getByTestId('policy-results-table');
      expect([...table.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
        'Número de póliza',
        'Cliente',
        'Tipo',
        'Estado',
        'Fecha de vigencia',
        'Ubicación',
      ]);
      expect(table.querySelector('tbody td')?.textContent).toBe('Número de póliza que termina en ••••1001');
      expect(screen.getAllByText('Hogar').length).toBeGreaterThan(0);
      expect(screen.getAllByText('14 de febrero de 2026').length).toBeGreaterThan(0);
      expect(screen.queryByText('02/14/2026')).toBeNull();
      expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Siguiente' }));
      expect(await screen.findByText('Resultados 11 a 12 de 12')).toBeInTheDocument();
    });

    it('says nothing was found, the server’s refusal and a failure in Spanish', async () => {
      const user = userEvent.setup();
      let answer: SearchAnswer = () => json(200, page(1, 0));
      stubApi((body) => answer(body));
      renderPage('es');
      await user.type(field('policyNumber'), 'zz9');
      await user.type(field('lastName'), 'Nadie{Enter}');
      expect(await screen.findByText('No encontramos pólizas que coincidan con su búsqueda.')).toBeInTheDocument();

      answer = () => json(429, { error: 'You are searching too quickly. Please wait a moment and try again.', message: 'x' });
      await user.click(screen.getByRole('button', { name: 'Buscar' }));
      expect(await screen.findByText('Está buscando demasiado rápido. Espere un momento e inténtelo de nuevo.')).toBeInTheDocument();

      answer = () => Promise.reject(new TypeError('Failed to fetch'));
      await user.click(screen.getByRole('button', { name: 'Buscar' }));
      expect(await screen.findByText('Ocurrió un error al buscar las pólizas.')).toBeInTheDocument();
    });

    it('shows a type it does not know as it is', async () => {
      const user = userEvent.setup();
      stubApi(() => json(200, { policyInfo: [{ ...result(1), policy_type: 'Pet' }], total: 1, page: 1, pageSize: 10 }));
      renderPage('es');
      await user.type(field('policyNumber'), 'HO1');
      await user.type(field('lastName'), 'Smith{Enter}');
      expect((await screen.findAllByText('Pet')).length).toBeGreaterThan(0);
    });
  });
});

describe('the results line', () => {
  it('writes its numbers as the language does: 1,234 in English as in US Spanish', () => {
    expect(translatorFor(POLICY_SEARCH_TEXT, 'en')('showing', { from: 1001, to: 1010, total: 1234 })).toBe('Showing 1,001 to 1,010 of 1,234 results');
    expect(translatorFor(POLICY_SEARCH_TEXT, 'es')('showing', { from: 1001, to: 1010, total: 1234 })).toBe('Resultados 1,001 a 1,010 de 1,234');
  });
});
