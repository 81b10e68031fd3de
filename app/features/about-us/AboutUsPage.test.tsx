import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import { MEMBER_COMPANIES } from '../../content/member-companies';
import { AboutUsPage } from './AboutUsPage';

function renderPage() {
  return render(
    <DesignSystemProvider>
      <MemoryRouter>
        <AboutUsPage />
      </MemoryRouter>
    </DesignSystemProvider>,
  );
}

describe('AboutUsPage', () => {
  it('has the hero headline and the ten member companies with what each does', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'The #1 insurtech agency in the USA' })).toBeInTheDocument();
    const companies = within(screen.getByRole('list', { name: 'Our member companies' })).getAllByRole('listitem');
    expect(companies).toHaveLength(10);
    for (const [index, company] of MEMBER_COMPANIES.entries()) {
      expect(within(companies[index]!).getByRole('heading', { level: 3, name: company.name })).toBeInTheDocument();
      expect(companies[index]).toHaveTextContent(company.focus);
    }
    expect(document.title).toBe('About Us | Keystone Insurance Agency');
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('makes the flood claims: 49 states, 10+ carriers, 20+ programs', () => {
    renderPage();
    const flood = screen.getByRole('region', { name: 'Flood insurance is where we started' });
    expect(flood).toHaveTextContent('A flood agency across 49 states');
    const figures = within(flood)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(figures).toEqual(['49states served by our flood agency', '10+flood carriers', '20+flood programs']);
  });

  it('leads on to a quote and to customer service', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'GET A QUOTE' })).toHaveAttribute('href', '/chooseproducts');
    expect(screen.getByRole('link', { name: 'Customer Service' })).toHaveAttribute('href', '/customerservice');
  });
});
