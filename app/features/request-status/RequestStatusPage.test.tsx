import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TRequestStatus } from '@contracts/request-status';
import { LocaleProvider } from '@design-system/i18n/Locale';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import { AGENCY } from '@site/agency';
import type { Locale } from '@site/locales';
import { signedOut } from '../../account/account-store';
import { RequestStatusPage } from './RequestStatusPage';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A home change as the server answers it when asked in `locale`. */
const homeChange = (locale: Locale): TRequestStatus => ({
  referenceNumber: 'HC-7K2M9QXA',
  title: locale === 'en' ? 'Home Policy Change Request' : 'Solicitud de cambio en su póliza de hogar',
  submittedAt: '2026-11-25T19:05:00.000Z',
  status: 'received',
  statusLabel: locale === 'en' ? 'Received' : 'Recibida',
  history: [{ status: 'received', statusLabel: locale === 'en' ? 'Received' : 'Recibida', at: '2026-11-25T19:05:00.000Z' }],
  details: [{ label: locale === 'en' ? 'Policy Number' : 'Número de póliza', value: 'HO3-550123' }],
});

type Answer = () => Response | Promise<Response>;

/** The API as the page sees it: a CSRF token, error reports accepted, look-ups answered by `answer`; the languages they were asked in. */
function stubApi(answer: Answer) {
  const languages: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith('/api/csrf-token')) return json(200, { token: 'a.b' });
      if (url.endsWith('/api/request-status')) {
        languages.push(new Headers(input instanceof Request ? input.headers : init?.headers).get('accept-language'));
        return answer();
      }
      return json(201, { success: true });
    }),
  );
  return languages;
}

function renderPage(locale: Locale, url = '/dashboard?reference=hc-7k2m9qxa') {
  document.documentElement.lang = locale;
  return render(
    <DesignSystemProvider>
      <LocaleProvider locale={locale}>
        <MemoryRouter initialEntries={[url]}>
          <RequestStatusPage />
        </MemoryRouter>
      </LocaleProvider>
    </DesignSystemProvider>,
  );
}

// Nobody is signed in (the store is shared with the worker's other files): the page offers the look-up.
beforeEach(() => signedOut());

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = '';
});

const field = (name: 'referenceNumber' | 'email') => document.getElementById(`request-status-${name}`) as HTMLInputElement;

describe('RequestStatusPage', () => {
  it('in English: the spec words, the refusals in the contract’s words, a request found and one not found', async () => {
    const user = userEvent.setup();
    let answer: Answer = () => json(200, homeChange('en'));
    stubApi(() => answer());
    renderPage('en', '/dashboard');
    expect(document.title).toBe(`Request Status | ${AGENCY.name}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Request Status' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Customer Service/ })).toHaveAttribute('href', '/customerservice');
    await user.click(screen.getByRole('button', { name: 'Check Status' }));
    expect(screen.getByText('Reference number is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(field('referenceNumber')).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: 'Reference Number' }), 'hc-7k2m9qxa');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'jordan.lee@example.com');
    await user.click(screen.getByRole('button', { name: 'Check Status' }));
    const card = await screen.findByTestId('request-status');
    expect(within(card).getByRole('heading', { name: 'Home Policy Change Request' })).toBeInTheDocument();
    expect(within(card).getByTestId('request-status-label')).toHaveTextContent('Received');
    expect(within(card).getByRole('heading', { name: 'Progress' })).toBeInTheDocument();
    expect(within(card).getByText('Your request')).toBeInTheDocument();

    answer = () => json(404, { message: 'We could not find a request with that reference number and e-mail address. Please check both and try again.' });
    await user.click(screen.getByRole('button', { name: 'Check Status' }));
    expect(
      await screen.findByText('We could not find a request with that reference number and e-mail address. Please check both and try again.'),
    ).toBeInTheDocument();

    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Check Status' }));
    expect(await screen.findByText('We could not check the status just now. Please try again.')).toBeInTheDocument();
  });

  it('in Spanish: the page, its refusals, the request as the server says it in Spanish, and why nothing was found', async () => {
    const user = userEvent.setup();
    let answer: Answer = () => json(200, homeChange('es'));
    const languages = stubApi(() => answer());
    renderPage('es');
    expect(document.title).toBe(`Estado de una solicitud | ${AGENCY.name}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Estado de una solicitud' })).toBeInTheDocument();
    expect(screen.getByText('Servicio al cliente')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Volver a Servicio al cliente/ })).toHaveAttribute('href', '/customerservice');
    expect(screen.getByRole('form', { name: 'Estado de una solicitud' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Número de referencia' })).toHaveValue('HC-7K2M9QXA');
    expect(screen.getByText('La dirección que dio en la solicitud.')).toBeInTheDocument();

    await user.clear(field('referenceNumber'));
    await user.type(field('email'), 'jordan@');
    await user.click(screen.getByRole('button', { name: 'Consultar el estado' }));
    expect(screen.getByText('El número de referencia es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('Escriba una dirección de correo electrónico válida')).toBeInTheDocument();

    await user.type(field('referenceNumber'), 'HC-7K2M9QXA');
    await user.clear(field('email'));
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'jordan.lee@example.com');
    await user.click(screen.getByRole('button', { name: 'Consultar el estado' }));
    const card = await screen.findByTestId('request-status');
    expect(languages).toEqual(['es']);
    expect(within(card).getByRole('heading', { name: 'Solicitud de cambio en su póliza de hogar' })).toBeInTheDocument();
    expect(within(card).getByTestId('request-status-label')).toHaveTextContent('Recibida');
    expect(within(card).getByRole('heading', { name: 'Avance' })).toBeInTheDocument();
    expect(within(card).getByText('Su solicitud')).toBeInTheDocument();
    expect(within(card).getByText('Número de póliza')).toBeInTheDocument();
    expect(within(card).getByText(/^Un agente revisa cada solicitud en un plazo de 1 a 2 días hábiles/)).toBeInTheDocument();

    answer = () => json(404, { message: 'No encontramos ninguna solicitud.' });
    await user.click(screen.getByRole('button', { name: 'Consultar el estado' }));
    expect(
      await screen.findByText(
        'No encontramos ninguna solicitud con ese número de referencia y esa dirección de correo electrónico. Revise ambos datos e inténtelo de nuevo.',
      ),
    ).toBeInTheDocument();

    // The server's refusal comes in the page's language already, and is shown as it is.
    answer = () => json(429, { message: 'Está enviando solicitudes demasiado rápido. Espere un momento e inténtelo de nuevo.' });
    await user.click(screen.getByRole('button', { name: 'Consultar el estado' }));
    expect(await screen.findByText('Está enviando solicitudes demasiado rápido. Espere un momento e inténtelo de nuevo.')).toBeInTheDocument();

    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Consultar el estado' }));
    expect(await screen.findByText('No pudimos consultar el estado en este momento. Inténtelo de nuevo.')).toBeInTheDocument();
  });
});
