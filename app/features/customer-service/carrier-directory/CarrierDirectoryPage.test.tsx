import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLAIMS_ACKNOWLEDGEMENT } from '@design-system/ClaimsEducationDialog/ClaimsEducationDialog';
import { LocaleProvider } from '@design-system/i18n/Locale';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import type { TCarrier } from '@contracts/carriers';
import { AGENCY } from '@site/agency';
import type { Locale } from '@site/locales';
import { CarrierDirectoryPage } from './CarrierDirectoryPage';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(url: string, locale: Locale = 'en') {
  return render(
    <DesignSystemProvider>
      <LocaleProvider locale={locale}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/customerservice/carrier-directory/:directoryType" element={<CarrierDirectoryPage />} />
          </Routes>
          <Location />
        </MemoryRouter>
      </LocaleProvider>
    </DesignSystemProvider>,
  );
}

const carrier = (id: number, name: string): TCarrier => ({
  id,
  name,
  website: `https://www.${name.toLowerCase().replaceAll(' ', '-')}.example`,
  paymentUrl: '',
  claimsUrl: '',
  claimsPhone: '(800) 555-0100',
  billingPhone: '',
  overnightPaymentAddress: '',
  logoPath: '',
});
const CARRIERS = [carrier(2, 'Anchor Mutual'), carrier(1, 'Bayside Insurance'), carrier(3, 'Coastal P&C')];

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API as the page sees it: GET /api/carriers answered by `answer`, error reports accepted. */
function stubApi(answer: () => Response = () => json(200, { carriers: CARRIERS })) {
  let carrierCalls = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.endsWith('/api/carriers')) return json(201, { success: true });
      carrierCalls += 1;
      return answer();
    }),
  );
  return { carrierCalls: () => carrierCalls };
}

afterEach(() => vi.unstubAllGlobals());

describe('CarrierDirectoryPage', () => {
  it('payment: lists the carriers after loading, with no dialog, and switches to claims', async () => {
    const user = userEvent.setup();
    stubApi();
    renderAt('/customerservice/carrier-directory/payment');
    expect(screen.getByRole('status', { name: 'Loading carriers' })).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'Carriers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Make a Payment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Customer Service/ })).toHaveAttribute('href', '/customerservice');

    await user.click(screen.getByRole('radio', { name: 'File a Claim' }));
    expect(screen.getByRole('heading', { level: 1, name: 'File a Claim' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/customerservice/carrier-directory/claim');
    // The dialog is for visits that start on claims.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('claim: the education dialog opens and stays until acknowledged; lender is blue', async () => {
    const user = userEvent.setup();
    stubApi();
    renderAt('/customerservice/carrier-directory/claim?customerType=lender');
    const dialog = await screen.findByRole('dialog', { name: 'Before You File a Claim' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: CLAIMS_ACKNOWLEDGEMENT }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'File a Claim' }).closest('[data-portal-type]')).toHaveAttribute('data-portal-type', 'lender');
  });

  it('says the carriers failed to load, and Try Again loads them', async () => {
    const user = userEvent.setup();
    let answer = () => json(503, { message: 'The service is busy. Please try again in a moment.' });
    const { carrierCalls } = stubApi(() => answer());
    renderAt('/customerservice/carrier-directory/payment');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load carrier information. Please try again later.');
    answer = () => json(200, { carriers: CARRIERS });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Carriers' })).toBeInTheDocument();
    expect(carrierCalls()).toBe(2);
  });

  it('says what nothing found means, in its own words', async () => {
    const user = userEvent.setup();
    stubApi();
    renderAt('/customerservice/carrier-directory/payment');
    await user.type(await screen.findByRole('searchbox'), 'zebra');
    expect(screen.getByText('No carriers found matching "zebra"')).toBeInTheDocument();
  });

  it('in Spanish: the modes, their introductions and titles, the way back and the empty list; the carriers named as they are', async () => {
    const user = userEvent.setup();
    stubApi();
    renderAt('/customerservice/carrier-directory/payment', 'es');
    // The carriers' names are theirs in every language.
    await screen.findByRole('heading', { level: 2, name: 'Anchor Mutual' });
    expect(screen.getByRole('heading', { level: 1, name: 'Hacer un pago' })).toBeInTheDocument();
    expect(document.title).toBe(`Hacer un pago - Directorio de aseguradoras | ${AGENCY.name}`);
    expect(screen.getByText(/^Las primas se pagan a su aseguradora\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Volver a Servicio al cliente/ })).toHaveAttribute('href', '/customerservice');
    expect(screen.getByRole('radiogroup', { name: '¿Qué necesita hacer?' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Presentar un reclamo' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Presentar un reclamo' })).toBeInTheDocument();
    expect(screen.getByText(/Si alguien está herido, llame primero al 911\.$/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/customerservice/carrier-directory/claim');
    await user.type(screen.getByRole('searchbox'), 'zebra');
    expect(screen.getByText('No encontramos aseguradoras que coincidan con "zebra"')).toBeInTheDocument();
  });

  it('in Spanish, with no carrier at all, says there is none', async () => {
    stubApi(() => json(200, { carriers: [] }));
    renderAt('/customerservice/carrier-directory/payment', 'es');
    expect(await screen.findByText('No hay aseguradoras disponibles')).toBeInTheDocument();
  });
});
