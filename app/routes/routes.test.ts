import { describe, expect, it } from 'vitest';
import { routes } from '@site/paths';
import { REDIRECTS } from '@site/redirects';
import { isContactWidgetHidden } from './widget-visibility';

describe('route helpers', () => {
  it('name the spec routes', () => {
    expect(routes.customerService.policyChanges.mortgagee()).toBe('/customerservice/policy-changes/mortgagee');
    expect(routes.customerService.lenderRequests.proof()).toBe('/customerservice/lender-requests/proof-of-insurance');
    expect(routes.customerService.carrierDirectory('claim', 'lender')).toBe('/customerservice/carrier-directory/claim?customerType=lender');
    expect(routes.quotes.simple('home', 'Home Insurance')).toBe('/quotes/home?productType=Home+Insurance');
    expect(routes.home('flood zones')).toBe('/?search=flood+zones');
    expect(routes.home()).toBe('/');
  });

  it('cover every redirect of the three route tables', () => {
    expect(Object.fromEntries(REDIRECTS.map(({ from, to }) => [from, to]))).toEqual({
      '/policy-search': '/customerservice/policy-search',
      '/customerservice/carrier-directory/make-claim': '/customerservice/carrier-directory/claim',
      '/customerservice/carrier-directory/make-payment': '/customerservice/carrier-directory/payment',
      '/customerservice/policy-changes/simple-auto': '/customerservice/policy-changes/auto',
      '/other-changes': '/customerservice/policy-changes/other',
      '/customerservice/mortgagee-change': '/customerservice/policy-changes/mortgagee',
    });
  });
});

describe('contact widget visibility', () => {
  it.each(['/embed/guardian-angel-quote-form', '/embed/guardian-angel-quote-form/standardized', '/guardian-angel-quote-form', '/standardized'])(
    'is hidden on %s',
    (path) => expect(isContactWidgetHidden(path)).toBe(true),
  );

  it.each(['/', '/chooseproducts', '/quotes/home', '/customerservice'])('is shown on %s', (path) => expect(isContactWidgetHidden(path)).toBe(false));
});
