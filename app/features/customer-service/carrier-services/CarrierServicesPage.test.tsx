import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TCarrier } from '@contracts/carriers';
import { LocaleProvider } from '@design-system/i18n/Locale';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import { AGENCY } from '@site/agency';
import type { Locale } from '@site/locales';
import { CarrierServicesPage } from './CarrierServicesPage';

const GEICO: TCarrier = {
  id: 1,
  name: 'GEICO',
  website: 'https://www.geico.com',
  paymentUrl: '',
  claimsUrl: '',
  claimsPhone: '(800) 841-3000',
  billingPhone: '',
  overnightPaymentAddress: '',
  logoPath: '',
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPage(locale: Locale) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input instanceof Request ? input.url : input).endsWith('/api/carriers') ? json(200, { carriers: [GEICO] }) : json(201, { success: true }),
    ),
  );
  return render(
    <DesignSystemProvider>
      <LocaleProvider locale={locale}>
        <MemoryRouter>
          <CarrierServicesPage />
        </MemoryRouter>
      </LocaleProvider>
    </DesignSystemProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('CarrierServicesPage', () => {
  it('in English: the spec words, the claim note on the claims tab and the empty text', async () => {
    const user = userEvent.setup();
    renderPage('en');
    expect(document.title).toBe(`Carrier Services | ${AGENCY.name}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Carrier Services' })).toBeInTheDocument();
    expect(screen.getByText('Pay your premium or start a claim directly with your insurance carrier.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Customer Service/ })).toHaveAttribute('href', '/customerservice');
    expect(screen.getByRole('tab', { name: 'Make a Payment' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'File a Claim' }));
    expect(await screen.findByText('Contact your agent or call the claims number to initiate a claim.')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Carriers' });
    await user.type(screen.getByRole('searchbox'), 'zebra');
    expect(screen.getByText('No carriers found matching your search.')).toBeInTheDocument();
  });

  it('in Spanish: the same page in Spanish, the carrier and its phone number as they are', async () => {
    const user = userEvent.setup();
    renderPage('es');
    expect(document.title).toBe(`Servicios de aseguradoras | ${AGENCY.name}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Servicios de aseguradoras' })).toBeInTheDocument();
    expect(screen.getByText('Pague su prima o inicie un reclamo directamente con su aseguradora.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Volver a Servicio al cliente/ })).toHaveAttribute('href', '/customerservice');
    expect(screen.getByRole('tab', { name: 'Hacer un pago' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Presentar un reclamo' }));
    expect(await screen.findByText('Comuníquese con su agente o llame al número de reclamos para iniciar un reclamo.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'GEICO' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(800) 841-3000' })).toHaveAttribute('href', 'tel:+18008413000');
    await user.type(screen.getByRole('searchbox'), 'zebra');
    expect(screen.getByText('No encontramos aseguradoras que coincidan con su búsqueda.')).toBeInTheDocument();
  });
});
