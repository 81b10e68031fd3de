import { describe, expect, it } from 'vitest';
import { resolveAttribution } from './attribution';

const query = (search: string) => new URLSearchParams(search);
const EMPTY = { campaign: '', utm_source: '', utm_medium: '', utm_campaign: '', utm_content: '', utm_term: '' };

describe('resolveAttribution', () => {
  it('defaults to Home Insurance with no campaign or UTM values', () => {
    expect(resolveAttribution({}, query(''))).toEqual({ productType: 'Home Insurance', ...EMPTY });
  });

  it('reads the query parameters named like the inputs (seed 000 §2.5)', () => {
    expect(
      resolveAttribution(
        {},
        query('productType=Flood+Insurance&campaign=spring&utm_source=google&utm_medium=cpc&utm_campaign=flood-2026&utm_content=ad-1&utm_term=flood+zone'),
      ),
    ).toEqual({
      productType: 'Flood Insurance',
      campaign: 'spring',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'flood-2026',
      utm_content: 'ad-1',
      utm_term: 'flood zone',
    });
  });

  it('reads source, medium, campaign, content and term as the UTM values (seed 000 §2.1)', () => {
    expect(resolveAttribution({}, query('source=newsletter&medium=email&campaign=spring&content=hero&term=cheap'))).toEqual({
      productType: 'Home Insurance',
      campaign: 'spring',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_content: 'hero',
      utm_term: 'cheap',
    });
  });

  it('prefers the utm_ name to the short one', () => {
    expect(resolveAttribution({}, query('source=a&utm_source=b&campaign=c&utm_campaign=d'))).toMatchObject({
      utm_source: 'b',
      campaign: 'c',
      utm_campaign: 'd',
    });
  });

  it('lets the props win over the query', () => {
    expect(
      resolveAttribution(
        { productType: 'Life Insurance', campaign: 'tm6c14', utm_source: 'partner', utm_term: 'term life' },
        query('productType=Home+Insurance&campaign=spring&utm_source=google&term=x'),
      ),
    ).toEqual({ ...EMPTY, productType: 'Life Insurance', campaign: 'tm6c14', utm_source: 'partner', utm_campaign: 'spring', utm_term: 'term life' });
  });

  it('ignores blank props and values, trims, and keeps each value within the contract length', () => {
    const result = resolveAttribution({ campaign: '  ', utm_source: '' }, query(`campaign=%20spring%20&utm_source=${'x'.repeat(300)}&utm_medium=%20`));
    expect(result).toMatchObject({ campaign: 'spring', utm_medium: '' });
    expect(result.utm_source).toHaveLength(200);
  });

  it.each([
    ['auto-insurance', 'Auto Insurance'],
    ['commercialinsurance', 'Business Insurance'],
    ['Medicare', 'Medicare'],
    ['boat', 'Boat'],
  ])('names the product %j as %j', (productType, name) => {
    expect(resolveAttribution({}, query(`productType=${productType}`)).productType).toBe(name);
    expect(resolveAttribution({ productType }, query('')).productType).toBe(name);
  });
});
