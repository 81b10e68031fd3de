import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import type { LinkComponent } from '../navigation/LinkContext';
import { DesignSystemProvider } from '../theme/DesignSystemProvider';
import { ProductCard } from './ProductCard';

async function seriousViolations() {
  const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

describe('ProductCard', () => {
  it('shows the title as a heading and a GET A QUOTE link named for its product', async () => {
    render(<ProductCard title="Pet" description="Vet bills." href="/quotes/pet?productType=Pet+Insurance" />, { wrapper: DesignSystemProvider });
    expect(screen.getByRole('heading', { level: 3, name: 'Pet' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'GET A QUOTE for Pet' });
    expect(link).toHaveAttribute('href', '/quotes/pet?productType=Pet+Insurance');
    expect(link).toHaveTextContent(/^GET A QUOTE/);
    expect(link).not.toHaveAttribute('target');
    expect(await seriousViolations()).toEqual([]);
  });

  it('opens an external site in a new tab, without access to this page', () => {
    render(<ProductCard title="Auto Warranty" description="Repairs." href="https://warranty.example/auto" external />, { wrapper: DesignSystemProvider });
    const link = screen.getByRole('link', { name: 'GET A QUOTE for Auto Warranty (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('calls onQuoteClick on a click, and navigates with the app’s link component', async () => {
    const onQuoteClick = vi.fn();
    const AppLink: LinkComponent = ({ onClick, ...props }) => (
      <a
        data-app-link
        {...props}
        onClick={(event) => {
          onClick?.(event);
          event.preventDefault();
        }}
      />
    );
    render(
      <DesignSystemProvider linkComponent={AppLink}>
        <ProductCard title="Home" description="House." href="/quotes/home" onQuoteClick={onQuoteClick} />
      </DesignSystemProvider>,
    );
    const link = screen.getByRole('link', { name: 'GET A QUOTE for Home' });
    expect(link).toHaveAttribute('data-app-link');
    await userEvent.click(link);
    expect(onQuoteClick).toHaveBeenCalledTimes(1);
  });
});
