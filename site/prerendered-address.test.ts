import { describe, expect, it } from 'vitest';
import { routes } from './paths';
import { prerenderedAddress, splitAddress } from './prerendered-address';

describe('the address a prerendered page is kept under', () => {
  it('is the path alone when there is no query', () => {
    expect(prerenderedAddress('/aboutus', '')).toBe('/aboutus');
    expect(prerenderedAddress('/aboutus', '?')).toBe('/aboutus');
  });

  it('keeps a quote link’s product, written as the site’s links write it, however the request encodes it', () => {
    const link = routes.quotes.simple('home', 'Home Insurance');
    for (const search of ['?productType=Home+Insurance', '?productType=Home%20Insurance']) expect(prerenderedAddress('/quotes/home', search)).toBe(link);
  });

  it('has none for any other query, or the product named twice', () => {
    for (const search of ['?utm_source=mail', '?productType=Home+Insurance&utm_source=mail', '?productType=A&productType=B', '?search=flood'])
      expect(prerenderedAddress('/quotes/home', search)).toBeUndefined();
  });

  it('splits into its path and query', () => {
    expect(splitAddress('/es/quotes/home?productType=Home+Insurance')).toEqual({ pathname: '/es/quotes/home', search: '?productType=Home+Insurance' });
    expect(splitAddress('/es')).toEqual({ pathname: '/es', search: '' });
  });
});
