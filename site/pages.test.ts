import { describe, expect, it } from 'vitest';
import { isEmbedPagePath, isPagePath, PAGES } from './pages';
import { redirectTargetFor } from '@site/redirects';

describe('isPagePath', () => {
  it.each(['/quotes/home', '/quotes/flood', '/quotes/some%20id', '/quotes/home-insurance', '/quotes/medicare'])('%s is a page', (path) =>
    expect(isPagePath(path)).toBe(true),
  );

  it.each(['/nope', '/quotes', '/quotes/home/extra', '/quotes/spring-sale/home-insurance', '/quotes/%E0%A4%A'])('%s is not a page', (path) =>
    expect(isPagePath(path)).toBe(false),
  );
});

describe('redirectTargetFor', () => {
  it('finds a redirect with or without a trailing slash', () => {
    expect(redirectTargetFor('/other-changes')).toBe('/customerservice/policy-changes/other');
    expect(redirectTargetFor('/other-changes/')).toBe('/customerservice/policy-changes/other');
    expect(redirectTargetFor('/other-changes/x')).toBeUndefined();
  });
});

describe('isEmbedPagePath', () => {
  it.each([
    ['/embed/guardian-angel-quote-form', true],
    ['/embed/guardian-angel-quote-form/standardized', true],
    ['/es/embed/guardian-angel-quote-form', true],
    ['/es/embed/guardian-angel-quote-form/standardized', true],
    ['/es/guardian-angel-quote-form', false],
    ['/embed', false],
    ['/embed/not-found', false],
    ['/guardian-angel-quote-form', false],
  ])('%s → %s', (path, expected) => expect(isEmbedPagePath(path)).toBe(expected));
});

describe('PAGES', () => {
  it('names every pattern once', () => {
    const paths = Object.values(PAGES).map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
