import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../theme/DesignSystemProvider';
import { ProductGrid, type ProductGridItem } from './ProductGrid';

const PRODUCTS: ProductGridItem[] = [
  { title: 'Home', description: 'House.', href: '/quotes/home?productType=Home+Insurance' },
  { title: 'Life', description: 'Family.', href: '/quotes/life?productType=Life+Insurance' },
  { title: 'Home Warranty', description: 'Appliances.', href: 'https://warranty.example/home', external: true },
];

// The grid's links are plain anchors here: stop jsdom's navigation after the handlers have run.
const stopNavigation = (event: MouseEvent) => event.preventDefault();

afterEach(() => {
  delete window.dataLayer;
  document.removeEventListener('click', stopNavigation);
});

function renderGrid(onQuoteClick?: (product: ProductGridItem) => void) {
  document.addEventListener('click', stopNavigation);
  return render(<ProductGrid products={PRODUCTS} onQuoteClick={onQuoteClick} />, { wrapper: DesignSystemProvider });
}

describe('ProductGrid', () => {
  it('lists one card per product, in order', async () => {
    renderGrid();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Home', 'Life', 'Home Warranty']);
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it("pushes { event: 'click', category: 'Get Quote', label: <card title> } on each GET A QUOTE click", async () => {
    const onQuoteClick = vi.fn();
    renderGrid(onQuoteClick);
    await userEvent.click(screen.getByRole('link', { name: 'GET A QUOTE for Life' }));
    await userEvent.click(screen.getByRole('link', { name: /GET A QUOTE for Home Warranty/ }));
    expect(window.dataLayer).toEqual([
      { event: 'click', category: 'Get Quote', label: 'Life' },
      { event: 'click', category: 'Get Quote', label: 'Home Warranty' },
    ]);
    expect(onQuoteClick.mock.calls.map(([product]) => product.title)).toEqual(['Life', 'Home Warranty']);
  });

  it('pushes nothing without a click', () => {
    renderGrid();
    expect(window.dataLayer).toBeUndefined();
  });
});
