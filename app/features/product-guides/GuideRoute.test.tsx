import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import { reportRenderError } from '../../errors/global-handlers';
import { GuideRoute } from './GuideRoute';
import { PetInsurancePage } from './pet-page/PetInsurancePage';

vi.mock('../../errors/global-handlers', () => ({ reportRenderError: vi.fn(async () => {}) }));

/** Rendered inside an awaited act, so React retries the page once its guide's chunk has loaded. */
async function renderAt(path: string) {
  await act(async () => {
    render(
      <DesignSystemProvider>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={<p>Loading</p>}>
            <Routes>
              <Route path="/products/pet-insurance" element={<PetInsurancePage />} />
              <Route path="/products/:productType" element={<GuideRoute />} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </DesignSystemProvider>,
    );
  });
}

const breadcrumb = () => screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent?.replace(/\s+/g, ' ').trim();

describe('GuideRoute', () => {
  it('shows a written guide with its banner, breadcrumb, sections and state-insurer banner', async () => {
    await renderAt('/products/floodinsurance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Flood Insurance' }, { timeout: 5_000 })).toBeInTheDocument();
    // The title is set in an effect, which React may run after the heading is in the document.
    await waitFor(() => expect(document.title).toMatch(/^Flood Insurance Guide \|/));
    expect(breadcrumb()).toBe('Insurance > Flood Insurance');
    expect(screen.getByRole('link', { name: 'GET A QUOTE' })).toHaveAttribute('href', '/quotes/flood-insurance?productType=Flood+Insurance');
    expect(screen.getByRole('heading', { level: 2, name: 'How to Get the Best Rate' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What Does Flood Insurance Cover?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What Affects the Price of Flood Insurance?' })).toBeInTheDocument();
    // Common questions: each a heading of its own, its answer in paragraphs, all shown (no disclosure).
    const questions = screen.getByRole('region', { name: 'Common Questions About Flood Insurance' });
    expect(questions).toHaveAttribute('id', 'questions');
    const questionHeadings = within(questions).getAllByRole('heading', { level: 3 });
    expect(questionHeadings.map((heading) => heading.textContent)).toContain('How long before a flood policy takes effect?');
    expect(within(questions).getByText(/usually takes effect 30 days after you buy it/)).toBeVisible();
    expect(within(screen.getByRole('complementary', { name: /Citizens/ })).getByRole('link')).toHaveAttribute('href', '/customerservice/citizens');
    const cta = screen.getByRole('region', { name: 'WATCH YOUR SAVINGS ADD UP.' });
    expect(within(cta).getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', '/chooseproducts');
  });

  it('reports a banner picture that fails to load and shows the placeholder', async () => {
    await renderAt('/products/homeinsurance');
    await screen.findByRole('heading', { level: 1, name: 'Home Insurance' }, { timeout: 5_000 });
    const banner = screen.getByRole('region', { name: 'Home Insurance' });
    const [left] = banner.querySelectorAll('img');
    fireEvent.error(left!);
    expect(await screen.findByTestId('banner-image-placeholder-left')).toBeInTheDocument();
    expect(reportRenderError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringMatching(/left image failed to load/) }),
      'product-hero-banner',
    );
  });

  it('builds the generic guide from the name without the word insurance', async () => {
    await renderAt('/products/boatinsurance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Boat Insurance' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(breadcrumb()).toBe('Insurance > Boat Insurance');
    expect(screen.getByRole('link', { name: 'GET A QUOTE' })).toHaveAttribute('href', '/quotes/boat?productType=Boat+Insurance');
    const related = screen.getByRole('region', { name: 'Related Products' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/products/lifeinsurance', '/products/homeinsurance']);
    expect(screen.queryByRole('complementary', { name: /Citizens/ })).not.toBeInTheDocument();
  });

  it('shows Medicare with its own name and breadcrumb', async () => {
    await renderAt('/products/medicare');
    expect(await screen.findByRole('heading', { level: 1, name: 'Medicare' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(breadcrumb()).toBe('Insurance > Medicare Insurance');
    expect(screen.getByRole('link', { name: 'GET A QUOTE' })).toHaveAttribute('href', '/quotes/medicare?productType=Medicare');
  });
});

describe('PetInsurancePage', () => {
  it('shows the fixed pet page, quoting on the simple quote page', async () => {
    await renderAt('/products/pet-insurance');
    expect(screen.getByRole('heading', { level: 1, name: 'Pet Insurance' })).toBeInTheDocument();
    expect(breadcrumb()).toBe('Insurance > Pet Insurance');
    expect(screen.getByRole('link', { name: 'GET A QUOTE' })).toHaveAttribute('href', '/quotes/pet?productType=Pet+Insurance');
    expect(screen.getByRole('link', { name: 'Read our complete pet insurance guide' })).toHaveAttribute('href', '/products/petinsurance');
  });
});
