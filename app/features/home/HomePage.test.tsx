import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import { RouterLink } from '../../RouterLink';
import { ChooseProductsPage } from './ChooseProductsPage';
import { HomePage } from './HomePage';

/** The map and the search are lazy chunks: the first test to load one waits for Vitest to transform it (the search imports every guide's text). */
const LAZY_CHUNK_LOADED = { timeout: 25_000 };

function Location() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

function renderAt(url: string) {
  return render(
    <DesignSystemProvider linkComponent={RouterLink}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/chooseproducts" element={<ChooseProductsPage />} />
          <Route path="*" element={null} />
        </Routes>
        <Location />
      </MemoryRouter>
    </DesignSystemProvider>,
  );
}

async function seriousViolations() {
  const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`);
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.dataLayer;
});

describe('HomePage', () => {
  it('shows the hero, the product grid, the states we serve and the contact options', async () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Insurance Simplified' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GET A QUOTE' })).toHaveAttribute('href', '/chooseproducts');
    expect(screen.getByRole('heading', { level: 2, name: 'Select products to bundle & save.' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^GET A QUOTE for / })).toHaveLength(9);

    const states = screen.getByRole('region', { name: 'States We Serve' });
    expect(within(states).getByText('49 out of 50 States')).toBeInTheDocument();
    expect(within(states).getByText('We serve every state except Alaska.')).toBeInTheDocument();
    // The served states are listed in words too.
    expect(
      within(states)
        .getAllByRole('listitem', { hidden: true })
        .map((item) => item.textContent),
    ).toContain('Florida');

    const connect = screen.getByRole('region', { name: 'Connect with Us Today!' });
    expect(within(connect).getByRole('link', { name: 'Customer Service' })).toHaveAttribute('href', '/customerservice');
    expect(within(connect).getByRole('link', { name: 'Call an Agent' })).toHaveAttribute('href', 'tel:8005550142');
    expect(document.title).toBe('Insurance Simplified | Keystone Insurance Agency');

    // Without IntersectionObserver (jsdom) the map loads at once.
    const map = await within(states).findByRole(
      'img',
      { name: 'Map of the United States: 49 out of 50 States. We serve every state except Alaska.' },
      LAZY_CHUNK_LOADED,
    );
    expect(map.querySelectorAll('[data-service="served"]')).toHaveLength(49);
    expect(map.querySelector('[data-service="unserved"]')).toHaveAttribute('data-state', 'Alaska');
    expect(await seriousViolations()).toEqual([]);
  });

  it('loads the map only when its section nears the viewport', async () => {
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[] }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        targets: Element[] = [];
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, options, targets: this.targets });
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        disconnect() {}
        unobserve() {}
        takeRecords() {
          return [];
        }
      },
    );
    renderAt('/');
    const states = screen.getByRole('region', { name: 'States We Serve' });
    expect(states.querySelector('[data-map-placeholder]')).not.toBeNull();
    expect(within(states).queryByRole('img')).not.toBeInTheDocument();
    const observer = observers.find((item) => item.targets.length > 0)!;
    expect(observer.options?.rootMargin).toBe('300px');

    act(() => observer.callback([{ isIntersecting: true, target: observer.targets[0] } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(await within(states).findByRole('img', { name: /except Alaska/ }, LAZY_CHUNK_LOADED)).toBeInTheDocument();
  });

  it('pushes the analytics event when a product card is clicked', async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'GET A QUOTE for Medicare' }));
    expect(window.dataLayer).toEqual([{ event: 'click', category: 'Get Quote', label: 'Medicare' }]);
    expect(screen.getByTestId('location')).toHaveTextContent('/quotes/medicare?productType=Medicare');
  });

  describe('with ?search=', () => {
    it('lists the matching pages first, with their count', async () => {
      renderAt('/?search=policy%20changes');
      expect(await screen.findByRole('heading', { level: 1, name: 'Search results for "policy changes"' }, LAZY_CHUNK_LOADED)).toBeInTheDocument();
      // The hero steps down a level under the results.
      expect(screen.getByRole('heading', { level: 2, name: 'Insurance Simplified' })).toBeInTheDocument();
      const results = screen.getByRole('list', { name: 'Search results for "policy changes"' });
      const links = within(results).getAllByRole('link');
      expect(links[0]).toHaveAttribute('href', '/customerservice/policy-changes');
      expect(screen.getByRole('status')).toHaveTextContent(`${links.length} pages match.`);
      expect(document.title).toBe('Search results for "policy changes" | Keystone Insurance Agency');
      expect(await seriousViolations()).toEqual([]);
    });

    it('finds pages by title, case-insensitively', async () => {
      renderAt('/?search=ABOUT');
      const results = await screen.findByRole('list', { name: /Search results/ }, LAZY_CHUNK_LOADED);
      expect(within(results).getAllByRole('link')[0]).toHaveAttribute('href', '/aboutus');
    });

    it('says so when nothing matches, and suggests searches and pages', async () => {
      renderAt('/?search=zzzz');
      expect(await screen.findByText('No pages match "zzzz".', {}, LAZY_CHUNK_LOADED)).toHaveAttribute('role', 'status');
      expect(screen.queryByRole('list', { name: /Search results/ })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'flood' })).toHaveAttribute('href', '/?search=flood');
      await userEvent.click(screen.getByRole('link', { name: 'flood' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/?search=flood');
      expect(screen.getByRole('heading', { level: 1, name: 'Search results for "flood"' })).toBeInTheDocument();
    });

    it('searches again from its own box, and clears', async () => {
      renderAt('/?search=zzzz');
      await userEvent.type(await screen.findByRole('searchbox', { name: 'Search our site' }, LAZY_CHUNK_LOADED), 'claim{Enter}');
      expect(screen.getByTestId('location')).toHaveTextContent('/?search=claim');
      expect(screen.getByRole('status')).toHaveTextContent(/pages? match/);
      await userEvent.click(screen.getByRole('link', { name: 'Clear search' }));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
      expect(screen.getByRole('heading', { level: 1, name: 'Insurance Simplified' })).toBeInTheDocument();
    });

    it('ignores a blank query', () => {
      renderAt('/?search=%20%20');
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Insurance Simplified' })).toBeInTheDocument();
    });
  });
});

describe('ChooseProductsPage', () => {
  it('is the product grid with its heading as the page heading', async () => {
    renderAt('/chooseproducts');
    expect(screen.getByRole('heading', { level: 1, name: 'Select products to bundle & save.' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(9);
    expect(screen.getByRole('link', { name: 'GET A QUOTE for Business' })).toHaveAttribute('href', '/quotes/commercial?productType=Business+Insurance');
    expect(screen.getByRole('link', { name: 'Call (800) 555-0142' })).toHaveAttribute('href', 'tel:8005550142');
    expect(document.title).toBe('Choose Your Products | Keystone Insurance Agency');
    expect(await seriousViolations()).toEqual([]);
  });
});
