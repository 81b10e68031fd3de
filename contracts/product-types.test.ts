import { describe, expect, it } from 'vitest';
import { PRODUCT_DISPLAY_NAMES } from './products';
import { PRODUCT_DISPLAY_NAME_BY_KEY, PRODUCT_KEYS, PRODUCT_TYPE_ALIASES, productDisplayName, productKeyOf } from './product-types';

/** Seed 000 §2.1: the 8 product types of /quotes/{productType}. */
const QUOTE_ROUTE_SLUGS = {
  'home-insurance': 'Home Insurance',
  'auto-insurance': 'Auto Insurance',
  'flood-insurance': 'Flood Insurance',
  'life-insurance': 'Life Insurance',
  medicare: 'Medicare',
  'commercial-insurance': 'Business Insurance',
  'recreational-insurance': 'Recreational Insurance',
  'umbrella-insurance': 'Umbrella Insurance',
};

describe('productKeyOf', () => {
  it.each([
    ['autoinsurance', 'auto'],
    ['homeinsurance', 'home'],
    ['commercialinsurance', 'commercial'],
    ['businessinsurance', 'commercial'],
    ['lifeinsurance', 'life'],
    ['floodinsurance', 'flood'],
    ['petinsurance', 'pet'],
    ['umbrellainsurance', 'umbrella'],
    ['medicare', 'medicare'],
    ['home-insurance', 'home'],
    ['Home Insurance', 'home'],
    ['Business Insurance', 'commercial'],
    [' AUTO ', 'auto'],
    ['commercial', 'commercial'],
  ])('%j → %s (seed 000 §2.1 aliases)', (name, key) => expect(productKeyOf(name)).toBe(key));

  it.each(['boat', '', 'insurance', 'home-warranty'])('%j is not a product we know', (name) => expect(productKeyOf(name)).toBeUndefined());

  it('maps every alias to a known key, and every key to itself', () => {
    for (const key of Object.values(PRODUCT_TYPE_ALIASES)) expect(PRODUCT_KEYS).toContain(key);
    for (const key of PRODUCT_KEYS) expect(productKeyOf(key)).toBe(key);
  });

  it('knows every display name the product grid sends', () => {
    for (const name of PRODUCT_DISPLAY_NAMES) expect(PRODUCT_DISPLAY_NAME_BY_KEY[productKeyOf(name)!]).toBe(name);
  });
});

describe('productDisplayName', () => {
  it.each(Object.entries(QUOTE_ROUTE_SLUGS))('names the /quotes/%s product %j', (slug, name) => expect(productDisplayName(slug)).toBe(name));

  it.each([
    ['homeinsurance', 'Home Insurance'],
    ['Home Insurance', 'Home Insurance'],
    ['commercial', 'Business Insurance'],
    ['boat-insurance', 'Boat Insurance'],
    ['classic_car  insurance', 'Classic Car Insurance'],
    ['', 'Home Insurance'],
    ['---', 'Home Insurance'],
  ])('%j → %j', (name, displayName) => expect(productDisplayName(name)).toBe(displayName));

  it('takes another fallback, and keeps a made-up name within the contract length', () => {
    expect(productDisplayName(' ', 'Auto Insurance')).toBe('Auto Insurance');
    expect(productDisplayName('x'.repeat(300))).toHaveLength(100);
  });
});
