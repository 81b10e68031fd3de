import { notifications } from '@mantine/notifications';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '@design-system/i18n/Locale';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import { AGENCY } from '@site/agency';
import type { Locale } from '@site/locales';
import { CHAT_POPUP, CHAT_SERVICE_URL } from '../../../content/chat';
import { routes } from '@site/paths';
import { recordEarlyInput } from '../../../forms/early-input';
import { CustomerServicePage } from './CustomerServicePage';

const pageIn = (locale: Locale = 'en') => (
  <DesignSystemProvider>
    <LocaleProvider locale={locale}>
      <MemoryRouter>
        <CustomerServicePage />
      </MemoryRouter>
    </LocaleProvider>
  </DesignSystemProvider>
);

const renderPage = (locale: Locale = 'en') => render(pageIn(locale));

/** Live chat's hours are the widget's: a Tuesday at 10 AM in New York it is open, at 2 AM closed. */
const atNewYork = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  // The notices live in a store shared by every render.
  act(() => notifications.clean());
});

describe('CustomerServicePage', () => {
  it('offers the customer cards, the lender card and the resources, each leading where the spec says', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Customer Service' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a Change' })).toHaveAttribute('href', routes.customerService.policyChanges());
    expect(screen.getByRole('link', { name: 'Pay Now' })).toHaveAttribute('href', routes.customerService.carrierDirectory('payment'));
    expect(screen.getByRole('link', { name: 'Start Claim' })).toHaveAttribute('href', routes.customerService.carrierDirectory('claim'));
    const chat = screen.getByRole('article', { name: 'Live Chat Support' });
    expect(within(chat).getByText('Recommended')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Lender Portal' })).toHaveAttribute('href', routes.customerService.lenderRequests());
    expect(screen.getByRole('link', { name: 'Open Lender Portal' }).closest('[data-portal-type]')).toHaveAttribute('data-portal-type', 'lender');
    expect(screen.getByRole('link', { name: 'Get Help' })).toHaveAttribute('href', routes.customerService.citizens());
    expect(screen.getByRole('link', { name: AGENCY.phone })).toHaveAttribute('href', `tel:${AGENCY.phone.replace(/\D/g, '')}`);
    expect(screen.getByRole('link', { name: 'Search Policies' })).toHaveAttribute('href', routes.customerService.policySearch());
    expect(screen.getByRole('link', { name: 'Check Status' })).toHaveAttribute('href', routes.requestStatus());
    expect(document.title).toBe(`Customer Service | ${AGENCY.name}`);
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('filters the cards by title or description, says when nothing matches, and clears', async () => {
    const user = userEvent.setup();
    renderPage();
    const search = screen.getByRole('searchbox', { name: 'Search services' });
    await user.type(search, 'MORTGAGEE');
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toEqual(['service-policy-changes', 'service-lender']);
    expect(screen.queryByRole('heading', { name: 'Additional resources' })).toBeNull();

    await user.clear(search);
    await user.type(search, 'zebra');
    expect(screen.getByText('No services found matching "zebra". Please try different keywords.')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(screen.getAllByRole('article')).toHaveLength(11);
  });

  it('opens the chat in a 450x650 popup and says it is opening', async () => {
    atNewYork('2026-07-14T10:00:00-04:00');
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue({ focus: vi.fn(), opener: window } as unknown as Window);
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Chat Now' }));
    expect(open).toHaveBeenCalledWith(CHAT_SERVICE_URL, CHAT_POPUP.windowName, expect.stringMatching(/width=450,height=650/));
    expect(await screen.findByText('Chat Opening...')).toBeInTheDocument();
    expect(screen.getByText('Opening chat in a new window')).toBeInTheDocument();
  });

  it('says the chat is unavailable when the browser blocks the popup', async () => {
    atNewYork('2026-07-14T10:00:00-04:00');
    const user = userEvent.setup();
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Chat Now' }));
    expect(await screen.findByText('Chat Unavailable: Please try calling or emailing us instead.')).toBeInTheDocument();
    expect(screen.queryByText('Chat Opening...')).toBeNull();
  });

  it('out of hours says live chat is closed and opens nothing', async () => {
    atNewYork('2026-07-15T02:00:00-04:00');
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open');
    renderPage();
    const chat = screen.getByRole('button', { name: 'Chat Now' });
    expect(chat).toHaveAttribute('aria-disabled', 'true');
    expect(chat).toHaveAccessibleDescription('Live chat is closed now. Live chat Mon-Fri 9AM-5PM ET: please call or e-mail us instead.');
    await user.click(chat);
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByText('Chat Opening...')).toBeNull();
  });

  it('is built as in hours whenever it is built, and says closed once taken over out of hours, with no mismatch', async () => {
    atNewYork('2026-07-15T02:00:00-04:00');
    const page = pageIn();
    const built = renderToString(page);
    expect(built).toContain('Chat Now');
    expect(built).not.toContain('chat-now-closed');

    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = built;
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: recoverable }));
    try {
      expect(within(container).getByRole('button', { name: 'Chat Now' })).toHaveAttribute('aria-disabled', 'true');
      expect(within(container).getByTestId('chat-now-closed')).toBeInTheDocument();
      expect(recoverable).not.toHaveBeenCalled();
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it('filters by what was typed into the search before React took the page over', async () => {
    atNewYork('2026-07-14T10:00:00-04:00');
    const page = pageIn();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page);
    const stopRecording = recordEarlyInput(container);
    const search = within(container).getByRole('searchbox', { name: 'Search services' });
    (search as HTMLInputElement).value = 'zebra';
    search.dispatchEvent(new Event('input', { bubbles: true }));
    const root = await act(async () => hydrateRoot(container, page));
    try {
      expect(await within(container).findByText('No services found matching "zebra". Please try different keywords.')).toBeInTheDocument();
      expect(search).toHaveValue('zebra');
    } finally {
      act(() => root.unmount());
      container.remove();
      stopRecording();
    }
  });

  describe('in Spanish', () => {
    it('offers the same cards in Spanish, leading to the same pages, the phone number as it is', () => {
      atNewYork('2026-07-14T10:00:00-04:00');
      renderPage('es');
      expect(document.title).toBe(`Servicio al cliente | ${AGENCY.name}`);
      expect(screen.getByRole('heading', { level: 1, name: 'Servicio al cliente' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Para titulares de pólizas' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Para prestamistas y acreedores hipotecarios' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Otros recursos' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Solicitar un cambio' })).toHaveAttribute('href', routes.customerService.policyChanges());
      expect(screen.getByRole('link', { name: 'Pagar ahora' })).toHaveAttribute('href', routes.customerService.carrierDirectory('payment'));
      expect(screen.getByRole('link', { name: 'Iniciar un reclamo' })).toHaveAttribute('href', routes.customerService.carrierDirectory('claim'));
      expect(within(screen.getByRole('article', { name: 'Ayuda por chat en vivo' })).getByText('Recomendado')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Abrir el portal para prestamistas' })).toHaveAttribute('href', routes.customerService.lenderRequests());
      expect(screen.getByRole('link', { name: 'Obtener ayuda' })).toHaveAttribute('href', routes.customerService.citizens());
      expect(screen.getByRole('link', { name: AGENCY.phone })).toBeInTheDocument();
      expect(screen.getByText('Hable con un agente. Teléfono: lun. a vie., 8 a. m. a 6 p. m. (hora del Este).')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Buscar pólizas' })).toHaveAttribute('href', routes.customerService.policySearch());
      expect(screen.getByRole('link', { name: 'Consultar el estado' })).toHaveAttribute('href', routes.requestStatus());
      expect(screen.getByRole('link', { name: 'Administrar documentos' })).toHaveAttribute('href', routes.customerService.documentManagement());
      expect(screen.getByRole('link', { name: 'Verificar un PDF' })).toHaveAttribute('href', routes.verify());
      expect(screen.getByRole('button', { name: 'Chatear ahora' })).toBeInTheDocument();
    });

    it('filters by the Spanish words, counts what it found, says when nothing matches, and clears', async () => {
      const user = userEvent.setup();
      renderPage('es');
      const search = screen.getByRole('searchbox', { name: 'Buscar servicios' });
      expect(search).toHaveAttribute('placeholder', 'p. ej., pago, reclamo, acreedor hipotecario');
      expect(screen.getByRole('search', { name: 'Servicios' })).toBeInTheDocument();
      await user.type(search, 'hipotecario');
      expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toEqual(['service-policy-changes', 'service-lender']);
      expect(screen.getByText('2 servicios encontrados')).toBeInTheDocument();
      await user.clear(search);
      await user.type(search, 'rastrear');
      expect(screen.getByText('1 servicio encontrado')).toBeInTheDocument();
      expect(screen.getByRole('article', { name: 'Estado de una solicitud' })).toBeInTheDocument();
      await user.clear(search);
      await user.type(search, 'cebra');
      expect(screen.getByText('No encontramos servicios que coincidan con "cebra". Pruebe con otras palabras.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Borrar la búsqueda' }));
      expect(screen.getAllByRole('article')).toHaveLength(11);
    });

    it('says the chat is opening, or that it was blocked, in Spanish', async () => {
      atNewYork('2026-07-14T10:00:00-04:00');
      const user = userEvent.setup();
      const open = vi
        .spyOn(window, 'open')
        .mockReturnValueOnce({ focus: vi.fn(), opener: window } as unknown as Window)
        .mockReturnValueOnce(null);
      renderPage('es');
      await user.click(screen.getByRole('button', { name: 'Chatear ahora' }));
      expect(open).toHaveBeenCalledWith(CHAT_SERVICE_URL, CHAT_POPUP.windowName, expect.stringMatching(/width=450,height=650/));
      expect(await screen.findByText('Abriendo el chat...')).toBeInTheDocument();
      expect(screen.getByText('El chat se abre en una ventana nueva')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Chatear ahora' }));
      expect(await screen.findByText('El chat no está disponible: llámenos o escríbanos por correo electrónico.')).toBeInTheDocument();
      expect(screen.getByText('Chat bloqueado')).toBeInTheDocument();
    });

    it('out of hours says in Spanish that live chat is closed', () => {
      atNewYork('2026-07-15T02:00:00-04:00');
      renderPage('es');
      expect(screen.getByRole('button', { name: 'Chatear ahora' })).toHaveAccessibleDescription(
        'El chat en vivo está cerrado ahora. Chat en vivo: lun. a vie., 9 a. m. a 5 p. m. (hora del Este). Llámenos o escríbanos.',
      );
    });
  });
});
