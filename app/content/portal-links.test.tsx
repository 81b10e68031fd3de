/** The way back to customer service: one link, its words in the page's language. */
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '@design-system/i18n/Locale';
import type { Locale } from '@site/locales';
import { routes } from '@site/paths';
import { useBackToCustomerService } from './portal-links';

const linkIn = (locale: Locale) =>
  renderHook(() => useBackToCustomerService(), {
    wrapper: ({ children }: { children: ReactNode }) => <LocaleProvider locale={locale}>{children}</LocaleProvider>,
  }).result.current;

describe('useBackToCustomerService', () => {
  it('in English: the spec’s words, to the customer service home', () => {
    expect(linkIn('en')).toEqual({ href: routes.customerServicePage(), label: 'Back to Customer Service' });
  });

  it('in Spanish: the same address, in Spanish', () => {
    expect(linkIn('es')).toEqual({ href: routes.customerServicePage(), label: 'Volver a Servicio al cliente' });
  });
});
