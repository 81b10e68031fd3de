import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@site/locales';
import { LocaleProvider } from '../i18n/Locale';
import { DesignSystemProvider } from '../theme/DesignSystemProvider';
import { StateInsurerBanner } from './StateInsurerBanner';

const inLocale = (locale: Locale) =>
  function Providers({ children }: { children: ReactNode }) {
    return (
      <DesignSystemProvider>
        <LocaleProvider locale={locale}>{children}</LocaleProvider>
      </DesignSystemProvider>
    );
  };

const INSURER = 'Citizens Property Insurance';

describe('StateInsurerBanner', () => {
  it('says its own words in English, as before', () => {
    render(<StateInsurerBanner insurerName={INSURER} audience="Florida homeowners" href="/customerservice/citizens" />, { wrapper: inLocale('en') });
    const banner = within(screen.getByRole('complementary', { name: 'Letters from Citizens Property Insurance' }));
    expect(banner.getByText('Florida homeowners: did you receive a letter from Citizens Property Insurance?')).toBeInTheDocument();
    expect(banner.getByText(/^Visit our Q&A page to find out what your letter means and what to do next\./)).toBeInTheDocument();
    expect(banner.getByRole('link', { name: 'Citizens Property Insurance Q&A' })).toHaveAttribute('href', '/customerservice/citizens');
  });

  it('says its own words in Spanish, and what its page gives as given', () => {
    const { unmount } = render(<StateInsurerBanner insurerName={INSURER} href="/es/customerservice/citizens" />, { wrapper: inLocale('es') });
    const banner = within(screen.getByRole('complementary', { name: 'Cartas de Citizens Property Insurance' }));
    expect(banner.getByText('¿Recibió una carta de Citizens Property Insurance?')).toBeInTheDocument();
    expect(
      banner.getByText(/^Visite nuestra página de preguntas y respuestas para saber qué significa su carta y qué hacer a continuación\./),
    ).toBeInTheDocument();
    expect(banner.getByRole('link', { name: 'Preguntas y respuestas sobre Citizens Property Insurance' })).toHaveAttribute(
      'href',
      '/es/customerservice/citizens',
    );
    unmount();

    render(
      <StateInsurerBanner
        insurerName={INSURER}
        audience="Propietarios de vivienda en Florida"
        href="https://www.citizensfla.com/"
        text="Citizens responde en su sitio."
        linkLabel="Sitio de Citizens"
      />,
      { wrapper: inLocale('es') },
    );
    expect(screen.getByText('Propietarios de vivienda en Florida: ¿recibió una carta de Citizens Property Insurance?')).toBeInTheDocument();
    expect(screen.getByText(/^Citizens responde en su sitio\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sitio de Citizens' })).toBeInTheDocument();
  });
});
