import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import { isPagePath } from '@site/pages';
import { QUOTE_CAMPAIGNS, QUOTE_ROUTE_PRODUCT_TYPES } from '@site/paths';
import { App } from '../../App';

describe('quote routes (seed 000 §2.1)', () => {
  it.each([
    ...QUOTE_ROUTE_PRODUCT_TYPES.map((type) => `/quotes/${type}`),
    '/quotes/home',
    '/quotes/some-id',
    '/quotes/standard/home-insurance',
    '/quotes/standard/boat',
    ...QUOTE_CAMPAIGNS.map((campaign) => `/quotes/${campaign}/auto`),
    '/guardian-angel-quote-form',
    '/standardized',
    '/embed/guardian-angel-quote-form',
    '/embed/guardian-angel-quote-form/standardized',
  ])('%s is a page', (path) => expect(isPagePath(path)).toBe(true));

  it.each(['/quotes', '/quotes/spring-sale/auto', '/quotes/tm6c14/auto/extra', '/embed', '/embed/other-form', '/standardized/x'])('%s is not found', (path) =>
    expect(isPagePath(path)).toBe(false),
  );
});

/** The app's route table in memory, with the API answering every call with 201. */
async function renderRoute(path: string) {
  render(
    <DesignSystemProvider>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </DesignSystemProvider>,
  );
}

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="nonce.signature">';
  vi.stubGlobal('fetch', async () => new Response('{"success":true}', { status: 201, headers: { 'content-type': 'application/json' } }));
});
afterEach(() => vi.unstubAllGlobals());

describe('quote pages', () => {
  it.each([
    ['/quotes/home-insurance', 'Home Insurance Quote'],
    ['/quotes/commercial-insurance', 'Business Insurance Quote'],
    ['/quotes/medicare', 'Medicare Quote'],
    ['/quotes/recreational-insurance', 'Recreational Insurance Quote'],
    ['/quotes/standard/umbrella-insurance', 'Umbrella Insurance Quote'],
    ['/quotes/standard/autoinsurance', 'Auto Insurance Quote'],
    ['/quotes/special-offer/flood-insurance?utm_source=mail', 'Flood Insurance Quote'],
    ['/standardized?productType=Life%20Insurance', 'Life Insurance Quote'],
    ['/standardized', 'Home Insurance Quote'],
  ])('%s shows the standard form: %s', async (path, heading) => {
    await renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Personal Information' })).toBeInTheDocument();
  });

  it.each([
    ['/quotes/home?productType=Home%20Insurance', 'Home Insurance'],
    ['/quotes/commercial?productType=Business%20Insurance', 'Business Insurance'],
    ['/guardian-angel-quote-form?productType=Auto%20Insurance', 'Auto Insurance'],
  ])('%s shows the simple form', async (path, productType) => {
    await renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Product Quote' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByTestId('product-type')).toHaveTextContent(productType);
  });

  it('refuses a campaign not in the list with the not-found page', async () => {
    await renderRoute('/quotes/spring-sale/home-insurance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it.each([
    ['/embed/guardian-angel-quote-form/standardized', 'Home Insurance Quote'],
    ['/embed/guardian-angel-quote-form', 'Product Quote'],
  ])('%s has no site header or footer', async (path, heading) => {
    await renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('keeps the site header and footer around /standardized', async () => {
    await renderRoute('/standardized');
    await screen.findByRole('heading', { level: 1, name: 'Home Insurance Quote' }, { timeout: 10_000 });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
