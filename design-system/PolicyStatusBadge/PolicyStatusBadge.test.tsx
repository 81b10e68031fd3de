import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@site/locales';
import { LocaleProvider } from '../i18n/Locale';
import { DesignSystemProvider } from '../theme/DesignSystemProvider';
import { PolicyStatusBadge } from './PolicyStatusBadge';

const badge = (status: string, locale: Locale) => {
  const { unmount } = render(
    <DesignSystemProvider>
      <LocaleProvider locale={locale}>
        <PolicyStatusBadge status={status} />
      </LocaleProvider>
    </DesignSystemProvider>,
  );
  const element = screen.getByText(/./, { selector: '.mantine-Badge-label' });
  const seen = [element.textContent, element.closest('[data-tone]')?.getAttribute('data-tone')];
  unmount();
  return seen;
};

describe('PolicyStatusBadge', () => {
  it('says the status as it is in English, an empty one as Active', () => {
    expect(['Active', 'pending', 'Expired', 'Cancelled', 'In force', ''].map((status) => badge(status, 'en'))).toEqual([
      ['Active', 'active'],
      ['pending', 'pending'],
      ['Expired', 'expired'],
      ['Cancelled', 'neutral'],
      ['In force', 'neutral'],
      ['Active', 'active'],
    ]);
  });

  it('says the known statuses in Spanish, whatever their case, with the same colours; another keeps its words', () => {
    expect(['Active', 'pending', 'Expired', 'Cancelled', 'In force', ''].map((status) => badge(status, 'es'))).toEqual([
      ['Activa', 'active'],
      ['Pendiente', 'pending'],
      ['Vencida', 'expired'],
      ['Cancelada', 'neutral'],
      ['In force', 'neutral'],
      ['Activa', 'active'],
    ]);
  });
});
