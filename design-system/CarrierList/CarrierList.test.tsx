import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@site/locales';
import { LocaleProvider } from '../i18n/Locale';
import { DesignSystemProvider } from '../theme/DesignSystemProvider';
import type { Carrier } from './carrier';
import { CarrierList, type CarrierListProps } from './CarrierList';

const GEICO: Carrier = {
  id: 1,
  name: 'GEICO',
  website: 'https://www.geico.com',
  paymentUrl: '',
  claimsUrl: 'https://www.geico.com/claims',
  claimsPhone: '(800) 841-3000',
  billingPhone: '(800) 932-8872',
  overnightPaymentAddress: 'One GEICO Plaza',
  logoPath: '',
};

const renderList = (locale: Locale, props: Partial<CarrierListProps> = {}) =>
  render(
    <DesignSystemProvider>
      <LocaleProvider locale={locale}>
        <CarrierList carriers={[GEICO]} mode="payment" {...props} />
      </LocaleProvider>
    </DesignSystemProvider>,
  );

describe('CarrierList', () => {
  it('in English: the spec words, each action named by its carrier', async () => {
    const user = userEvent.setup();
    renderList('en');
    const row = screen.getByTestId('carrier-row');
    expect(within(row).getByText('Billing phone')).toBeInTheDocument();
    expect(within(row).getByText('Overnight payments')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Make a Payment to GEICO' })).toBeDisabled();
    expect(within(row).getByText('No direct payment link: use the carrier’s website or billing line.')).toBeInTheDocument();
    expect(screen.getByText('1 carrier shown')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Find your carrier' }), 'zebra');
    expect(screen.getByText('No carriers found matching "zebra"')).toBeInTheDocument();
  });

  it('in Spanish: the list, its rows and its states in Spanish; the carrier, its site and its phones as they are', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = renderList('es', { mode: 'claim' });
    expect(screen.getByRole('region', { name: 'Aseguradoras' })).toBeInTheDocument();
    const row = screen.getByTestId('carrier-row');
    expect(within(row).getByText('Teléfono de reclamos')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '(800) 841-3000' })).toHaveAttribute('href', 'tel:8008413000');
    expect(within(row).getByText('Sitio web')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Presentar un reclamo ante GEICO (se abre en una pestaña nueva)' })).toHaveTextContent('Presentar un reclamo');
    expect(screen.getByText('Se muestra 1 aseguradora')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Busque su aseguradora' }), 'zebra');
    expect(screen.getByText('No encontramos aseguradoras que coincidan con "zebra"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Borrar la búsqueda' }));

    rerender(
      <DesignSystemProvider>
        <LocaleProvider locale="es">
          <CarrierList carriers={[]} mode="payment" status="error" onRetry={onRetry} />
        </LocaleProvider>
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo cargar la información de las aseguradoras. Inténtelo de nuevo más tarde.');
    await user.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
