import { describe, expect, it } from 'vitest';
import { isPagePath } from '@site/pages';
import { KNOWN_GUIDES, quoteHrefFor, resolveProductGuide, type GuideKey } from './known-guides';

const SPEC_KNOWN_TYPES: [string, GuideKey][] = [
  ['lifeinsurance', 'life'],
  ['autoinsurance', 'auto'],
  ['homeinsurance', 'home'],
  ['floodinsurance', 'flood'],
  ['businessinsurance', 'business'],
  ['petinsurance', 'pet'],
  ['umbrellainsurance', 'umbrella'],
  ['medicare', 'medicare'],
];

describe('resolveProductGuide', () => {
  it.each(SPEC_KNOWN_TYPES)('%s is the %s guide', (type, key) => {
    const resolved = resolveProductGuide(type);
    expect(resolved).toMatchObject({ kind: 'known', key });
    expect(KNOWN_GUIDES[key].type).toBe(type);
  });

  it.each([
    ['home-insurance', 'home'],
    ['HomeInsurance', 'home'],
    ['home', 'home'],
    ['commercialinsurance', 'business'],
    ['commercial-insurance', 'business'],
    ['medicare-insurance', 'medicare'],
  ])('the alias %s is the %s guide', (type, key) => {
    expect(resolveProductGuide(type)).toMatchObject({ kind: 'known', key });
  });

  it.each([
    ['boatinsurance', 'Boat', 'boat'],
    ['boat-insurance', 'Boat', 'boat'],
    ['boat', 'Boat', 'boat'],
    ['BoatInsurance', 'Boat', 'boat'],
    ['classic-car-insurance', 'Classic Car', 'classic-car'],
    ['4x4insurance', '4x4', '4x4'],
  ])('any other name is built generically: %s is %s', (type, productName, slug) => {
    expect(resolveProductGuide(type)).toEqual({ kind: 'generic', slug, productName, displayName: `${productName} Insurance` });
  });

  it.each([
    'insurance',
    '123',
    '2024-insurance',
    'boat_insurance',
    'boat insurance',
    'boat.insurance',
    '-boat',
    'boat-',
    'boat--insurance',
    '<script>',
    'b'.repeat(49),
    '',
  ])('refuses %j', (type) => {
    expect(resolveProductGuide(type)).toBeNull();
  });
});

describe('the routes (the router and the server 404 rule)', () => {
  it.each(['/products/pet-insurance', '/products/floodinsurance', '/products/medicare', '/products/boatinsurance', '/products/classic-car-insurance'])(
    '%s is a page',
    (path) => expect(isPagePath(path)).toBe(true),
  );

  it.each(['/products', '/products/', '/products/insurance', '/products/boat_insurance', '/products/boat%20insurance', '/products/a/b', '/products/%E0%A4%A'])(
    '%s is not found',
    (path) => expect(isPagePath(path)).toBe(false),
  );
});

describe('quoteHrefFor', () => {
  const hrefOf = (type: string) => {
    const resolved = resolveProductGuide(type);
    if (!resolved) throw new Error(type);
    return quoteHrefFor(resolved);
  };

  it.each([
    ['homeinsurance', '/quotes/home-insurance?productType=Home+Insurance'],
    ['autoinsurance', '/quotes/auto-insurance?productType=Auto+Insurance'],
    ['floodinsurance', '/quotes/flood-insurance?productType=Flood+Insurance'],
    ['lifeinsurance', '/quotes/life-insurance?productType=Life+Insurance'],
    ['businessinsurance', '/quotes/commercial-insurance?productType=Business+Insurance'],
    ['umbrellainsurance', '/quotes/umbrella-insurance?productType=Umbrella+Insurance'],
    ['medicare', '/quotes/medicare?productType=Medicare'],
    // No /quotes/{productType} slug is pet's: the simple quote page, as on the product grid.
    ['petinsurance', '/quotes/pet?productType=Pet+Insurance'],
    ['recreationalinsurance', '/quotes/recreational-insurance?productType=Recreational+Insurance'],
    ['boatinsurance', '/quotes/boat?productType=Boat+Insurance'],
    ['classic-car-insurance', '/quotes/classic-car?productType=Classic+Car+Insurance'],
  ])('%s quotes at %s', (type, href) => {
    expect(hrefOf(type)).toBe(href);
  });

  it('the simple quote pages it leads to are pages', () => {
    for (const type of ['petinsurance', 'boatinsurance', 'classic-car-insurance']) {
      expect(isPagePath(hrefOf(type).split('?')[0]!)).toBe(true);
    }
  });
});

describe('KNOWN_GUIDES', () => {
  it.each(Object.entries(KNOWN_GUIDES))('%s loads its own guide', async (_key, guide) => {
    const content = await guide.load();
    expect(content.type).toBe(guide.type);
    expect(content.displayName).toBe(guide.displayName);
  });
});
