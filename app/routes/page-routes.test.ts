import { describe, expect, it } from 'vitest';
import { isPagePath } from './page-routes';
import { redirectTargetFor } from './redirects';

describe('isPagePath', () => {
  it.each(['/quotes/home', '/quotes/flood', '/quotes/some%20id', '/quotes/home-insurance', '/quotes/medicare'])('%s is a page', (path) => expect(isPagePath(path)).toBe(true));

  it.each(['/nope', '/quotes', '/quotes/home/extra', '/quotes/spring-sale/home-insurance', '/quotes/%E0%A4%A'])(
    '%s is not a page',
    (path) => expect(isPagePath(path)).toBe(false),
  );
});

describe('redirectTargetFor', () => {
  it('finds a redirect with or without a trailing slash', () => {
    expect(redirectTargetFor('/other-changes')).toBe('/customerservice/policy-changes/other');
    expect(redirectTargetFor('/other-changes/')).toBe('/customerservice/policy-changes/other');
    expect(redirectTargetFor('/other-changes/x')).toBeUndefined();
  });
});
