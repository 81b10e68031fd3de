import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
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
});

/** Seed 000 §2.1 and §2.6: what each guide page shows, as the spec names it. */
type GuideCase = { type: string; heading: string; crumb: string; quote: string; sections: string[]; related: string[]; stateInsurerBanner: boolean };

const ALL_SECTIONS = ['overview', 'types', 'best-rate', 'buying-guide', 'coverage', 'good-to-know', 'price-factors', 'questions', 'related-products'];
const GENERIC_SECTIONS = ['overview', 'best-rate', 'buying-guide', 'coverage', 'price-factors', 'related-products'];
const SPEC_RELATED = ['homeinsurance', 'autoinsurance', 'lifeinsurance', 'floodinsurance', 'umbrellainsurance', 'medicare'];

const writtenGuide = (type: string, heading: string, quote: string, { crumb = heading, stateInsurerBanner = false } = {}): GuideCase => ({
  type,
  heading,
  crumb,
  quote,
  sections: ALL_SECTIONS,
  related: SPEC_RELATED.filter((related) => related !== type).map((related) => `/products/${related}`),
  stateInsurerBanner,
});

const GUIDE_CASES: GuideCase[] = [
  writtenGuide('lifeinsurance', 'Life Insurance', '/quotes/life-insurance?productType=Life+Insurance'),
  writtenGuide('autoinsurance', 'Auto Insurance', '/quotes/auto-insurance?productType=Auto+Insurance'),
  writtenGuide('homeinsurance', 'Home Insurance', '/quotes/home-insurance?productType=Home+Insurance', { stateInsurerBanner: true }),
  writtenGuide('floodinsurance', 'Flood Insurance', '/quotes/flood-insurance?productType=Flood+Insurance', { stateInsurerBanner: true }),
  writtenGuide('businessinsurance', 'Business Insurance', '/quotes/commercial-insurance?productType=Business+Insurance'),
  writtenGuide('petinsurance', 'Pet Insurance', '/quotes/pet?productType=Pet+Insurance'),
  writtenGuide('umbrellainsurance', 'Umbrella Insurance', '/quotes/umbrella-insurance?productType=Umbrella+Insurance'),
  writtenGuide('medicare', 'Medicare', '/quotes/medicare?productType=Medicare', { crumb: 'Medicare Insurance' }),
  {
    type: 'boatinsurance',
    heading: 'Boat Insurance',
    crumb: 'Boat Insurance',
    quote: '/quotes/boat?productType=Boat+Insurance',
    sections: GENERIC_SECTIONS,
    related: ['/products/lifeinsurance', '/products/homeinsurance'],
    stateInsurerBanner: false,
  },
];

const hrefs = (links: HTMLElement[]) => links.map((link) => link.getAttribute('href'));

// Each guide's content; the layout they share is checked in a browser (e2e product-guides.spec.ts: three guides).
describe.each(GUIDE_CASES)('the $heading guide (/products/$type)', (guide) => {
  it('shows its heading, title, breadcrumb, quote link, sections in both navigations, related links and call to action, with no axe violation', async () => {
    await renderAt(`/products/${guide.type}`);
    expect(await screen.findByRole('heading', { level: 1, name: guide.heading }, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${guide.heading} Guide \\|`)));
    expect(breadcrumb()).toBe(`Insurance > ${guide.crumb}`);
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Insurance' })).toHaveAttribute('href', '/chooseproducts');
    expect(screen.getByRole('link', { name: 'GET A QUOTE' })).toHaveAttribute('href', guide.quote);

    // The sections (each guide orders its own), each with its heading; both navigations list them in page order.
    const sectionIds = [...document.querySelectorAll('main section[id], section[id]')].map((section) => section.id).filter((id) => guide.sections.includes(id));
    expect([...sectionIds].sort()).toEqual([...guide.sections].sort());
    for (const nav of [document.querySelector('nav[aria-labelledby]'), screen.getByTestId('guide-mobile-bar').querySelector('nav')]) {
      expect(hrefs([...nav!.querySelectorAll('a')])).toEqual(sectionIds.map((id) => `#${id}`));
    }
    for (const id of guide.sections) expect(document.querySelector(`section#${id} h2`)?.textContent).not.toBe('');
    expect(screen.getByRole('heading', { level: 2, name: 'How to Get the Best Rate' })).toBeInTheDocument();

    expect(hrefs(within(screen.getByRole('region', { name: 'Related Products' })).getAllByRole('link'))).toEqual(guide.related);
    const cta = screen.getByRole('region', { name: 'WATCH YOUR SAVINGS ADD UP.' });
    expect(within(cta).getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', '/chooseproducts');
    const stateInsurer = screen.queryByRole('complementary', { name: 'Letters from Citizens Property Insurance' });
    if (guide.stateInsurerBanner) {
      expect(stateInsurer).toHaveTextContent('did you receive a letter from Citizens Property Insurance?');
      expect(within(stateInsurer!).getByRole('link', { name: 'Citizens Property Insurance Q&A' })).toHaveAttribute('href', '/customerservice/citizens');
    } else {
      expect(stateInsurer).not.toBeInTheDocument();
    }

    // Colour contrast needs a browser (the e2e scans); every other rule reads the guide's own markup.
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

describe('what the guides say', () => {
  it('Medicare explains its four price factors', async () => {
    await renderAt('/products/medicare');
    await screen.findByRole('heading', { level: 1, name: 'Medicare' }, { timeout: 5_000 });
    const factors = document.querySelector<HTMLElement>('section#price-factors')!;
    for (const title of ['Plan type', 'Drugs', 'Extras', 'Doctors'])
      expect(within(factors).getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    expect(factors).toHaveTextContent('up to about $511');
    expect(factors).toHaveTextContent('about $3');
  });

  it('flood states the flood program limits and zones, and answers common questions in headings and paragraphs', async () => {
    await renderAt('/products/floodinsurance');
    await screen.findByRole('heading', { level: 1, name: 'Flood Insurance' }, { timeout: 5_000 });
    const types = document.querySelector<HTMLElement>('section#types')!;
    expect(types).toHaveTextContent('up to $250,000 for the structure and up to $100,000 for its contents');
    expect(types).toHaveTextContent('up to $5 million');
    expect(screen.getByRole('heading', { level: 3, name: 'High-risk zones: A, AE, A1-30, AH, AO, V, VE and V1-30' })).toBeInTheDocument();
    const questions = screen.getByRole('region', { name: 'Common Questions About Flood Insurance' });
    expect(within(questions).getByRole('heading', { level: 3, name: 'Does homeowners insurance cover flood damage?' })).toBeInTheDocument();
    expect(within(questions).getByRole('heading', { level: 3, name: 'How long before a flood policy takes effect?' })).toBeInTheDocument();
    expect(questions).toHaveTextContent('up to 10 percent of its building limit to a detached garage');
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
