import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CTA_TEXT,
  DEFAULT_SECTION_TITLES,
  GENERIC_RELATED_PRODUCTS,
  GUIDE_RELATED_PRODUCTS,
  defaultGuideContent,
  genericGuideContent,
  splitTitledText,
  withGuideDefaults,
} from './guide-content';

describe('splitTitledText', () => {
  it('splits a tip at its first colon', () => {
    expect(splitTitledText('Bundle: save on both: really')).toEqual({ title: 'Bundle', description: 'save on both: really' });
  });

  it('keeps a text with no title as description', () => {
    expect(splitTitledText('Just advice.')).toEqual({ title: '', description: 'Just advice.' });
    expect(splitTitledText(': leading colon')).toEqual({ title: '', description: ': leading colon' });
  });
});

describe('withGuideDefaults', () => {
  it('fills every field a guide leaves out from the defaults', () => {
    const guide = withGuideDefaults({ type: 'boatinsurance', productName: 'Boat' });
    const defaults = defaultGuideContent('Boat', 'boatinsurance');
    expect(guide.displayName).toBe('Boat Insurance');
    expect(guide.introData).toEqual(defaults.introData);
    expect(guide.introData.title).toBe('What Is Boat Insurance?');
    expect(guide.bestRateTips).toEqual(defaults.bestRateTips);
    expect(guide.briefGuide).toEqual(defaults.briefGuide);
    expect(guide.coverageItems).toEqual(defaults.coverageItems);
    expect(guide.pricingFactors).toEqual(defaults.pricingFactors);
    expect(guide.ctaText).toBe(DEFAULT_CTA_TEXT);
    expect(guide.showStateInsurerBanner).toBe(false);
    expect(guide.relatedProducts).toEqual(GUIDE_RELATED_PRODUCTS);
    // No questions are invented for a product we have written nothing about.
    expect(guide.questions).toEqual([]);
  });

  it('merges nested fields one by one', () => {
    const guide = withGuideDefaults({
      type: 'boatinsurance',
      productName: 'Boat',
      introData: { title: 'All about boats' },
      briefGuide: { steps: ['Measure: your boat.'] },
      pricingFactors: { factors: [{ title: 'Hull', description: 'Its length and material.', icon: 'tool' }] },
      additionalInfo: { sections: [{ title: 'Storms', paragraphs: ['Haul out before a hurricane.'] }] },
    });
    const defaults = defaultGuideContent('Boat', 'boatinsurance');
    expect(guide.introData).toEqual({ title: 'All about boats', paragraphs: defaults.introData.paragraphs });
    expect(guide.briefGuide).toEqual({ title: defaults.briefGuide.title, intro: defaults.briefGuide.intro, steps: ['Measure: your boat.'] });
    expect(guide.pricingFactors.title).toBe(defaults.pricingFactors.title);
    expect(guide.pricingFactors.factors).toHaveLength(1);
    expect(guide.additionalInfo).toEqual({
      title: 'Good to Know',
      overview: '',
      sections: [{ title: 'Storms', paragraphs: ['Haul out before a hurricane.'] }],
    });
  });

  it('treats blank texts and empty lists as missing', () => {
    const guide = withGuideDefaults({ type: 'boatinsurance', productName: 'Boat', ctaText: '  ', bestRateTips: [], coverageItems: [], summary: '' });
    const defaults = defaultGuideContent('Boat', 'boatinsurance');
    expect(guide.ctaText).toBe(DEFAULT_CTA_TEXT);
    expect(guide.bestRateTips).toEqual(defaults.bestRateTips);
    expect(guide.coverageItems).toEqual(defaults.coverageItems);
    expect(guide.summary).toBe(defaults.summary);
  });

  it('lists by default every section that has content, in the default order', () => {
    const bare = withGuideDefaults({ type: 'boatinsurance', productName: 'Boat' });
    expect(bare.sections.map((section) => section.id)).toEqual(['overview', 'best-rate', 'buying-guide', 'coverage', 'price-factors', 'related-products']);
    expect(bare.sections.find((section) => section.id === 'best-rate')?.title).toBe('How to Get the Best Rate');

    const full = withGuideDefaults({
      type: 'boatinsurance',
      productName: 'Boat',
      typesList: [{ title: 'Sailboats', description: 'Wind-powered.' }],
      additionalInfo: { overview: 'More.' },
      questions: [{ question: 'Does it cover a trailer?', answer: ['Often, while it is attached.'] }],
    });
    expect(full.sections.map((section) => section.id)).toEqual([
      'overview',
      'types',
      'best-rate',
      'buying-guide',
      'coverage',
      'good-to-know',
      'price-factors',
      'questions',
      'related-products',
    ]);
    expect(full.questions).toEqual([{ question: 'Does it cover a trailer?', answer: ['Often, while it is attached.'] }]);
    expect(full.sections.map((section) => section.title)).toEqual(Object.values(DEFAULT_SECTION_TITLES));
  });

  it("keeps a guide's own section order and labels, dropping duplicates, blanks and sections with no content", () => {
    const guide = withGuideDefaults({
      type: 'boatinsurance',
      productName: 'Boat',
      sections: [
        { id: 'coverage', title: 'Cover' },
        { id: 'overview', title: '' },
        { id: 'types', title: 'Kinds' },
        { id: 'coverage', title: 'Again' },
        { id: 'best-rate', title: 'How to Get the Best Rate' },
      ],
    });
    expect(guide.sections).toEqual([
      { id: 'coverage', title: 'Cover' },
      { id: 'overview', title: 'Overview' },
      { id: 'best-rate', title: 'How to Get the Best Rate' },
    ]);
  });

  it('leaves the guide itself out of its related products', () => {
    const flood = withGuideDefaults({ type: 'floodinsurance', productName: 'Flood' });
    expect(flood.relatedProducts.map((product) => product.link)).toEqual([
      '/products/homeinsurance',
      '/products/autoinsurance',
      '/products/lifeinsurance',
      '/products/umbrellainsurance',
      '/products/medicare',
    ]);
  });
});

describe('genericGuideContent', () => {
  it("is the defaults with the generic page's two related products", () => {
    const guide = genericGuideContent('Boat', 'boatinsurance');
    expect(guide.displayName).toBe('Boat Insurance');
    expect(guide.relatedProducts).toEqual(GENERIC_RELATED_PRODUCTS);
    expect(guide.relatedProducts.map((product) => product.link)).toEqual(['/products/lifeinsurance', '/products/homeinsurance']);
    expect(guide.coverageTitle).toBe('What Does Boat Insurance Cover?');
    expect(guide.pricingFactors.title).toBe('What Affects the Price of Boat Insurance?');
  });
});
